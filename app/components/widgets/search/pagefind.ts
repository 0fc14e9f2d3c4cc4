/**
 * Pagefind's browser API, fetched from the site itself (/pagefind/pagefind.js, written by the build,
 * scripts/search-index.mjs) the first time a visitor searches, never before. Pagefind picks the
 * index of the page's language from <html lang>; after a move to the other language it starts
 * again with that one.
 */
import type { PagefindData } from "~/lib/search-results";

export type PagefindSearch = {
  results: { id: string; data: () => Promise<PagefindData> }[];
  /** Results per filter value with the chosen filters applied, and without. */
  filters: Record<string, Record<string, number>>;
  totalFilters: Record<string, Record<string, number>>;
};

type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (
    query: string,
    options?: { filters?: Record<string, unknown> },
  ) => Promise<PagefindSearch | null>;
};

/** Where the build writes the bundle: a runtime address, not a module of the app's bundle. */
export const PAGEFIND_URL = "/pagefind/pagefind.js";

let api: Promise<PagefindApi> | null = null;
let language: string | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  const lang = document.documentElement.lang;
  if (api && language === lang) return api;
  const previous = api;
  language = lang;
  api = (async () => {
    if (previous) await (await previous.catch(() => null))?.destroy();
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as PagefindApi;
    // An excerpt cut from the middle of a page says so: "…" where words were left out before or
    // after it, none where it reaches the page's first or last word.
    await pagefind.options({ excerptLength: 22, excerptEllipsis: "…" });
    await pagefind.init();
    // Loads the filter index; until then searches come back without counts per type.
    await pagefind.filters();
    return pagefind;
  })();
  // A failed load (offline) is tried again on the next search.
  api.catch(() => {
    api = null;
  });
  return api;
}
