/**
 * Site search's results as the search box shows them, from what Pagefind returns: only the search
 * dialog and the /search page load this (app/lib/search.ts holds what every page needs).
 */
import { isSearchType, type SearchType } from "./search";

/** One piece of an excerpt: text, and whether it matched the query. */
export type ExcerptPart = { text: string; match: boolean };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos|#(\d+));/g, (whole, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : (ENTITIES[name] ?? whole),
  );

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matches) as plain parts, so React
 * renders it as text: nothing from the index is ever set as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  // Any other tag is dropped before the entities are decoded, so decoded text stays text.
  const text = (html: string) => decode(html.replace(/<[^>]*>/g, ""));
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    if (match.index > last)
      parts.push({ text: text(excerpt.slice(last, match.index)), match: false });
    // Pagefind marks a word with the punctuation beside it ("runway,"): only the word is marked.
    const [, before = "", word = "", after = ""] =
      /^(\p{P}*)(.*?)(\p{P}*)$/su.exec(text(match[1] ?? "")) ?? [];
    parts.push(
      { text: before, match: false },
      { text: word, match: true },
      { text: after, match: false },
    );
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: text(excerpt.slice(last)), match: false });
  // Neighbouring unmarked pieces as one.
  return parts
    .filter((part) => part.text)
    .reduce<ExcerptPart[]>((joined, part) => {
      const previous = joined.at(-1);
      if (previous && !previous.match && !part.match) previous.text += part.text;
      else joined.push({ ...part });
      return joined;
    }, []);
}

/** What Pagefind returns for a page (the fields the site reads). */
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results?: SubResult[];
};

/**
 * A part of a page that starts at a heading with an id: its matching words (`locations`), each
 * with its weight (`weighted_locations`: a word in a heading weighs more).
 */
type SubResult = {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
  weighted_locations?: { weight: number }[];
};

/** How well a part matched: its matches' weights, or their number. */
const score = (sub: SubResult) =>
  sub.weighted_locations?.reduce((sum, { weight }) => sum + weight, 0) ??
  sub.locations?.length ??
  0;

export type SearchResult = { url: string; title: string; type: SearchType; excerpt: ExcerptPart[] };

/** A question's own place on the page: its heading's id, `faq-q-2` (app/components/widgets/accordion.tsx). */
const QUESTION = /#[\w-]+-q-\d+$/;

/**
 * A page's result as the list shows it. An answer on the FAQ page is a result of its own: the
 * question that matched (of several, the one that matched best), linked to its place on the
 * page. A section's heading is never named as an answer: with no question matched, the result is
 * the page.
 */
export function toResult(data: PagefindData): SearchResult {
  const rawType = data.filters.type?.[0];
  const type: SearchType = isSearchType(rawType) ? rawType : "page";
  const answer =
    type === "faq"
      ? data.sub_results
          ?.filter((sub) => QUESTION.test(sub.url))
          .reduce<SubResult | undefined>(
            (best, sub) => (!best || score(sub) > score(best) ? sub : best),
            undefined,
          )
      : undefined;
  if (answer)
    return { url: answer.url, title: answer.title, type, excerpt: excerptParts(answer.excerpt) };
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    type,
    excerpt: excerptParts(data.excerpt),
  };
}
