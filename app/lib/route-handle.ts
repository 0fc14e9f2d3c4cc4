import { useMatches } from "react-router";
import type { SearchEntry, SearchType } from "./search";

/**
 * What a route tells the shell about itself, via `export const handle`.
 * - heroTone: the colour of the area under the transparent header at rest ("dark" by default,
 *   as every content page opens with the dark page header).
 * - chrome: "bare" drops the site header and footer (coming soon has its own).
 * - search: the page's type for site search (app/lib/search.ts). An item page's loader sends its
 *   entry as `search` in its data instead (its title, or null to keep it out). Neither: out.
 */
export type RouteHandle = {
  heroTone?: "light" | "dark";
  chrome?: "full" | "bare";
  search?: SearchType;
};

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, (match.handle ?? {}) as RouteHandle);
  return merged;
}

/** How a page is indexed: the entry its loader data names (`search`), or its handle's type. */
export function searchEntryOf(type: SearchType | undefined, data: unknown): SearchEntry | null {
  if (data && typeof data === "object" && "search" in data)
    return (data as { search: SearchEntry | null }).search;
  return type ? { type } : null;
}

/** How the current page is indexed for site search, from its route's handle and loader data. */
export function useSearchEntry(): SearchEntry | null {
  const leaf = useMatches().at(-1);
  return searchEntryOf((leaf?.handle as RouteHandle | undefined)?.search, leaf?.data);
}
