import { useMatches } from "react-router";
import { searchEntryOf, type SearchEntry, type SearchHandle } from "./search";

/**
 * What a route tells the shell about itself, via `export const handle`.
 * - heroTone: the colour of the area under the transparent header at rest ("dark" by default,
 *   as every content page opens with the dark page header).
 * - chrome: "bare" drops the site header and footer (coming soon has its own).
 * - search: how site search indexes the page (app/lib/search.ts); without it the page stays out.
 */
export type RouteHandle = {
  heroTone?: "light" | "dark";
  chrome?: "full" | "bare";
  search?: SearchHandle;
};

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, (match.handle ?? {}) as RouteHandle);
  return merged;
}

/** How the current page is indexed for site search, from its route's handle and loader data. */
export function useSearchEntry(): SearchEntry | null {
  const leaf = useMatches().at(-1);
  return searchEntryOf((leaf?.handle as RouteHandle | undefined)?.search, leaf?.data);
}
