/**
 * Site search (docs/decisions/0029-search.md): what a page tells the index about itself, and the
 * pure helpers the search dialog and the /search page share. The index is built by Pagefind from
 * the prerendered pages (scripts/search-index.mjs); nothing here runs before a visitor asks.
 */
import { localizePath, type Locale } from "~/content/locales";

/** What a result can be, in the order the filters list them. */
export const searchTypes = ["post", "role", "service", "person", "project", "faq", "page"] as const;
export type SearchType = (typeof searchTypes)[number];

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === "string" && (searchTypes as readonly string[]).includes(value);
}

/** How a page is indexed: its type and, when its h1 is not the name a result should show, a title. */
export type SearchEntry = { type: SearchType; title?: string };

/**
 * An item page's entry from its loader data: `{ post: { title } }` → a post named by its title.
 * A page that only repeats the item in another language (it names a `canonical`) stays out, and
 * so does an item `keepOut` refuses (a closed role). The item routes call it in their loaders and
 * send the entry as `search` (app/lib/route-handle.ts), so no page's JavaScript carries this module.
 */
export const itemEntry =
  (
    type: SearchType,
    key: string,
    {
      titleField = "title",
      keepOut,
    }: { titleField?: string; keepOut?: (item: Record<string, unknown>) => boolean } = {},
  ) =>
  (data: unknown): SearchEntry | null => {
    const record = data as (Record<string, unknown> & { canonical?: string }) | null | undefined;
    const item = record?.[key] as Record<string, unknown> | undefined;
    if (!item || record?.canonical || keepOut?.(item)) return null;
    const title = item[titleField];
    return typeof title === "string" ? { type, title } : { type };
  };

/**
 * The search page in a language, with a query and the types chosen, if any:
 * "/de/search?q=runway&type=post".
 */
export function searchHref(locale: Locale, query = "", types: readonly SearchType[] = []): string {
  const path = localizePath("/search", locale);
  const params = searchParams(query, types);
  return params.size ? `${path}?${params.toString()}` : path;
}

/** The search page's address parameters: the query (`q`) and each type chosen (`type`). */
export function searchParams(query: string, types: readonly SearchType[] = []): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.trim();
  if (q) params.set("q", q);
  // Only with a query: the page shows nothing without one.
  if (q) for (const type of searchTypes) if (types.includes(type)) params.append("type", type);
  return params;
}

/** The types an address chose (`?type=post&type=faq`), in the filters' order; unknown ones are dropped. */
export function typesOf(params: URLSearchParams): SearchType[] {
  const chosen = params.getAll("type");
  return searchTypes.filter((type) => chosen.includes(type));
}

/**
 * The query loosened for a second try when nothing matches it: each word of five or more letters
 * cut to its first four, so a slip after them ("budgt", "Rechnug") still finds "budget",
 * "Rechnung" (Pagefind matches the beginnings of words). Words that `matches` says find something
 * on their own stay as typed: two right words that no page has together are not a typo.
 * Null when there is nothing to loosen.
 */
export function loosenQuery(
  query: string,
  matches: (word: string) => boolean = () => false,
): string | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const cut = words.map((word) => {
    const letters = Array.from(word);
    return letters.length >= 5 && !matches(word) ? letters.slice(0, 4).join("") : word;
  });
  return cut.join(" ") === words.join(" ") ? null : cut.join(" ");
}

/** The words of a query that loosening would cut (five letters or more). */
export function loosenable(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .filter((word) => Array.from(word).length >= 5);
}
