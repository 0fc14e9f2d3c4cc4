/**
 * Advice: what an editor may want to change, never a reason to stop. The build prints it as
 * warnings naming the file and field, and `npm run content:check` prints the same report on its
 * own. The owners decide what they publish; the pages adapt (a long title drops its suffix).
 */
import { DESCRIPTION_MAX, DESCRIPTION_MIN, pages, TITLE_MAX } from "../pages";
import { collections, formatProblem, type Collections, type Entry, type Problem } from "./load.server";
import { photoAdvice } from "./photos.server";
import { collectionNames, itemBase } from "./schemas.server";
import { localizePath, prefixedLocales } from "../locales";
import { linkOnPage } from "../markdown.server";

/** Fewer words than this reads as a stub to search engines (and to most readers). */
export const SHORT_POST_WORDS = 300;

const titleAdvice = (file: string, field: string, title: string): Problem[] =>
  title.length > TITLE_MAX
    ? [
        {
          file,
          field,
          message: `${title.length} characters: search results show about ${TITLE_MAX}, so they cut it (the page's title already drops its suffix and the brand)`,
        },
      ]
    : [];

const descriptionAdvice = (file: string, field: string, text: string): Problem[] =>
  text.length < DESCRIPTION_MIN || text.length > DESCRIPTION_MAX
    ? [
        {
          file,
          field,
          message: `${text.length} characters: search results show ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}, ${text.length < DESCRIPTION_MIN ? "so they may show other words of the page instead" : "and cut the rest"}`,
        },
      ]
    : [];

/**
 * A link to a heading that is not there (`#costs`, `/blog/startup-runway-math#no-such-heading`):
 * the page opens at its top. Checked where the build knows the ids, in the items' own texts.
 */
function fragmentAdvice(c: Collections): Problem[] {
  const origin = "https://site.invalid";
  const pageOf = (e: Entry) => localizePath(`${itemBase[e.collection]}/${e.slug}`, e.lang);
  const own = collectionNames.flatMap((name): Entry[] => c.entries[name]).filter((e) => e.lang === c.locale);
  const byPage = new Map(own.map((e) => [pageOf(e), e]));
  const advice: Problem[] = [];
  for (const e of own)
    for (const link of e.links) {
      if (!link.includes("#")) continue;
      let url: URL;
      try {
        // As the page shows it: on a German page, /blog/x#h leads to /de/blog/x#h.
        url = new URL(linkOnPage(link, c.locale), new URL(pageOf(e), origin));
      } catch {
        continue; // Not an address: the link check says so.
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      const target = url.origin === origin && fragment ? byPage.get(url.pathname.replace(/(.)\/$/, "$1")) : undefined;
      if (!target || target.anchors.includes(fragment)) continue;
      const headings = target.toc.map((entry) => `#${entry.id}`);
      advice.push({
        file: e.file,
        message: `links to ${link}, but ${target === e ? "this text" : target.file} has no heading #${fragment}, so the page opens at its top${headings.length ? ` (its headings: ${headings.slice(0, 8).join(", ")}${headings.length > 8 ? " …" : ""})` : ""}`,
      });
    }
  return advice;
}

/** Every piece of advice on the content: Markdown collections, then the pages' words (app/content/pages.ts). */
export function contentAdvice(
  c: Collections = collections(),
  /** The same content in the other languages; by default the build's, when `c` is the build's. */
  translated: Collections[] = c === collections() ? prefixedLocales.map((l) => collections(l)) : [],
): Problem[] {
  const advice: Problem[] = [];
  for (const e of c.entries.blog) {
    advice.push(...titleAdvice(e.file, "title", e.data.title));
    advice.push(...descriptionAdvice(e.file, "description", e.data.description));
    if (e.words === 0)
      advice.push({
        file: e.file,
        message: "no text under the frontmatter yet: the post's page shows its title, description and cover only",
      });
    else if (e.words < SHORT_POST_WORDS)
      advice.push({
        file: e.file,
        message: `${e.words} ${e.words === 1 ? "word" : "words"}: posts under ${SHORT_POST_WORDS} rarely rank in search results; fine for a short announcement`,
      });
    if (e.words > 0 && !e.toc.some((entry) => entry.depth === 2))
      advice.push({
        file: e.file,
        message: "no ## headings: readers scan by them and the post gets no table of contents",
      });
  }
  for (const e of c.entries.careers) {
    advice.push(...titleAdvice(e.file, "title", e.data.title));
    advice.push(...descriptionAdvice(e.file, "description", e.data.description));
  }
  for (const e of c.entries.team) {
    advice.push(...titleAdvice(e.file, "name", e.data.name));
    advice.push(...descriptionAdvice(e.file, "summary", e.data.summary));
  }
  for (const e of [...c.entries.services, ...c.entries.portfolio]) {
    advice.push(...titleAdvice(e.file, "title", e.data.title));
    advice.push(...descriptionAdvice(e.file, "description", e.data.description));
  }
  for (const collection of collectionNames)
    for (const e of c.entries[collection]) {
      for (const message of e.renderAdvice) advice.push({ file: e.file, message });
      for (const { field, message } of e.fieldAdvice) advice.push({ file: e.file, field, message });
    }
  for (const collection of collectionNames) {
    const [shown, ...others] = c.entries[collection].filter((e) => e.data.featured);
    for (const e of others)
      advice.push({
        file: e.file,
        field: "featured",
        message: `${shown!.file} is featured too; the sample route shows the first in the list, ${shown!.slug}`,
      });
  }
  advice.push(...fragmentAdvice(c));
  // Files and folders of content/ that nothing reads (a post saved as .markdown, a folder per year).
  advice.push(...c.notRead);
  // Drafts and scheduled posts: left out of this build, on purpose.
  for (const u of c.unpublished)
    advice.push(
      u.reason === "draft"
        ? { file: u.file, field: "draft", message: `not published (${u.path} is built once the line is removed)` }
        : {
            file: u.file,
            field: "date",
            message: `${u.date} is after the build's day (${c.today}): not published yet; the first build on or after ${u.date} publishes it (build the site daily)`,
          },
    );
  // Pictures: smaller than where they are shown, refused files no content names, alt text with no photo to describe.
  advice.push(...photoAdvice(c.media.uses), ...c.media.unusable);
  for (const e of [...c.entries.blog, ...c.entries.portfolio])
    for (const field of ["coverAlt", "coverDecorative", "coverFocus"] as const)
      if (e.data[field] !== undefined && !e.data.cover?.startsWith("/"))
        advice.push({ file: e.file, field, message: "is for a cover photo; this file's cover is drawn, so it is not used" });
  for (const e of c.entries.team)
    for (const field of ["portraitAlt", "portraitFocus"] as const)
      if (e.data[field] !== undefined && typeof e.data.portrait !== "string")
        advice.push({ file: e.file, field, message: "is for a photo portrait; this file's portrait is drawn, so it is not used" });
  for (const page of pages) {
    advice.push(...titleAdvice("app/content/pages.ts", `title of ${page.path}`, page.title));
    advice.push(
      ...descriptionAdvice("app/content/pages.ts", `description of ${page.path}`, page.description),
    );
  }
  // Translations: what another language's pages show in English for now, and what they never show.
  for (const other of translated) {
    const locale = other.locale;
    {
      const translated = other;
      for (const file of translated.translations.missing)
        advice.push({
          file,
          message: `no ${locale} translation yet (content/${locale}/${file.slice("content/".length)}): /${locale} pages show it in English, and it stays out of the ${locale} sitemap and feeds`,
        });
      advice.push(...translated.notRead);
      for (const file of translated.translations.orphans)
        advice.push({
          file,
          message: `translates content/${file.split("/").slice(2).join("/")}, which does not exist: not published. An item is written in English first and translated under the same file name: add or restore the English file, or delete this one`,
        });
      type Translated = {
        file: string;
        lang: string;
        data: Record<string, unknown>;
        renderAdvice: string[];
        fieldAdvice: { field: string; message: string }[];
        untranslated?: string[];
      };
      advice.push(...fragmentAdvice(translated));
      const entries: Translated[] = collectionNames.flatMap((name) => translated.entries[name] as Translated[]);
      for (const e of entries) {
        if (e.lang !== locale) continue;
        if (e.untranslated?.length)
          advice.push({
            file: e.file,
            message: `not translated yet: ${e.untranslated.join(", ")}; /${locale} pages show ${e.untranslated.length === 1 ? "it" : "them"} in English`,
          });
        for (const message of e.renderAdvice) advice.push({ file: e.file, message });
        for (const { field, message } of e.fieldAdvice) advice.push({ file: e.file, field, message });
        if (typeof e.data.title === "string") advice.push(...titleAdvice(e.file, "title", e.data.title));
        for (const field of ["description", "summary"])
          if (typeof e.data[field] === "string")
            advice.push(...descriptionAdvice(e.file, field, e.data[field] as string));
      }
    }
  }
  // By file, so an editor reads each file's advice together (a stable sort keeps their order).
  return advice.sort((a, b) => a.file.localeCompare(b.file));
}

/** The advice as the build and `npm run content:check` print it, one line each. */
export function adviceReport(advice: readonly Problem[]): string {
  if (!advice.length) return "content: no advice, every title, description and post is within the usual lengths";
  return [
    `content: ${advice.length} ${advice.length === 1 ? "piece" : "pieces"} of advice (the build goes on; change what you agree with):`,
    ...advice.map((problem) => `  warning ${formatProblem(problem)}`),
  ].join("\n");
}
