import { useMatches } from "react-router";

/**
 * What a route tells the shell about itself, via `export const handle`.
 * - heroTone: the colour of the area under the transparent header at rest ("dark" by default,
 *   as every content page opens with the dark page header).
 * - chrome: "bare" drops the site header and footer (coming soon has its own).
 */
export type RouteHandle = { heroTone?: "light" | "dark"; chrome?: "full" | "bare" };

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, (match.handle ?? {}) as RouteHandle);
  return merged;
}
