// Site search's index (docs/decisions/0029-search.md): Pagefind reads the prerendered pages and
// writes a static index in small chunks to <client>/pagefind/, one per language (from each page's
// <html lang>). Only pages whose <main> carries data-pagefind-body are indexed (app/root.tsx), and
// only their own words: the header and footer are outside <main>, and repeated blocks inside it
// say data-pagefind-ignore. Each page is given at its real address ("/blog/startup-runway-math",
// not the file "/blog/startup-runway-math.html"), so a result links where a visitor expects.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";

import { routeOfFile } from "./security-headers.mjs";

/**
 * The copy of a page Pagefind reads. Pagefind 1.6 ends a run of text at headings, paragraphs,
 * lists, table cells and divisions, not at the others, so a description list's term ran into its
 * details ("ClientFernhill Business Bank", "StandortBerlin"), and table headers, captions, quotes
 * and names over their roles into their neighbours: in excerpts, and for search, whose words
 * these were ("Berlin" did not find the person based there on the German site). The copy ends
 * those elements with a space, a term with a colon and its details with a full stop, as a reader
 * sees them (as Pagefind will: Pagefind/pagefind#736). The page served is not changed.
 * @param {string} html
 */
export function readingCopy(html) {
  return (
    html
      .replace(
        /([\p{L}\p{N})])((?:<\/[a-z][a-z0-9]*>)*)<\/(dt|dd)>/gu,
        (_, last, inner, tag) => `${last}${tag === "dt" ? ":" : "."}${inner}</${tag}>`,
      )
      .replace(/<\/(dt|dd|th|caption|figcaption|blockquote|summary|legend|address|pre)>/g, " </$1>")
      // Elements side by side with no text between them are laid out apart (a name above its
      // role, a label beside its count; not before a comma or a slash), and so is a span that
      // starts right after a word (a badge under a plan's name). Markdown writes no spans.
      .replace(/(<\/[a-z][a-z0-9]*>)(?=<[a-z])/g, "$1 ")
      .replace(/ ((?:<[a-z][^>]*>)+)(?=[,.;:!?/])/g, "$1")
      .replace(/([\p{L}\p{N}])(?=<span\b[^>]*>[\p{L}\p{N}])/gu, "$1 ")
  );
}

/**
 * @param {string} client the build's client folder
 * @param {{ file: string, path: string }[]} pages every page file (absolute) and its public path
 * @returns {Promise<{ pages: number, languages: Record<string, number> }>}
 */
export async function writeSearchIndex(client, pages) {
  const outputPath = join(client, "pagefind");
  rmSync(outputPath, { recursive: true, force: true });
  // The headings' "#" links (app/content/markdown.server.ts) by selector, not by an attribute on
  // each: a page's HTML carries its post or service body twice (the page and its loader data),
  // and the service pages sit within a few dozen bytes of their first round trip.
  // And a mock-up of the product (role="img", described by its label) is a picture, not words:
  // its made-up transactions and chart labels ("Salary", "Mon") would find the home pages.
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: [".heading-anchor", '[role="img"]'],
  });
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join("; ")}`);
  try {
    /** @type {Record<string, number>} */
    const languages = {};
    let indexed = 0;
    for (const { file, path } of pages) {
      const url = routeOfFile(path);
      const html = readFileSync(file, "utf8");
      // Pagefind itself keeps out a page without the attribute once any page has it; skipping
      // those here only saves it the parse.
      if (!url || !html.includes("data-pagefind-body")) continue;
      const added = await index.addHTMLFile({ url, content: readingCopy(html) });
      if (added.errors.length) throw new Error(`search-index: ${path}: ${added.errors.join("; ")}`);
      indexed++;
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "unknown";
      languages[lang] = (languages[lang] ?? 0) + 1;
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`search-index: ${written.errors.join("; ")}`);
    // The site has its own search box (app/components/widgets/search/): Pagefind's ready-made
    // interfaces are never loaded, so they are not published.
    for (const name of readdirSync(outputPath))
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/.test(name))
        rmSync(join(outputPath, name));
    return { pages: indexed, languages };
  } finally {
    await pagefind.close();
  }
}
