/**
 * Reading and validating content/: one folder per collection, one Markdown file per item
 * (content/README.md is the editor's guide). Read at build time only: route loaders call the
 * queries while the site is prerendered (and on each request of `npm run dev`),
 * react-router.config.ts lists the item paths, scripts/seo-files.mjs writes the sitemap, feeds
 * and social images, and `npm run content:check` prints the same report on its own.
 *
 * Errors stop the build, every one of them at once, each naming the file, the field and what was
 * expected (ContentError): a missing or wrongly typed field, a reference that does not resolve, a
 * link to a page of the site that does not exist, an image without alt text. Advice (lengths, short
 * posts) never stops anything: see advice.server.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isPair, isSeq, parseDocument, Scalar, visit as visitYaml } from "yaml";
import {
  readingMinutes,
  linkOnPage,
  renderMarkdownCached,
  withPlainFrontmatter,
  type RenderedMarkdown,
} from "../markdown.server";
import { MEDIA_PREFIX, mediaLibrary, type MediaFile } from "../media.server";
import { pages } from "../pages";
import { coverOf, portraitOf } from "../pictures";
import type { BlogPost, JobDetail, Photo, PortfolioItem, Service, TeamMember } from "../types";
import {
  baseLocale,
  intlTag,
  localizePath,
  locales,
  prefixedLocales,
  type Locale,
} from "../locales";
import {
  categoryLabel,
  jobTypeLabel,
  salaryLabel,
  portfolioTagLabel,
  socialLinkLabel,
  socialListLabel,
} from "../terms";
import { generatedFiles } from "./outputs.server";
import { formatProblem, frontmatterProblems, slugSuggestion, type Problem } from "./validate";
import { photoFields, unusableMedia, type PhotoUse } from "./photos.server";
import { collectionPaths } from "./queries.server";
import { readRedirects, redirectOf, type Redirect } from "./redirects.server";
import type { z } from "zod";
import {
  collectionNames,
  isTranslatable,
  itemBase,
  schemas,
  SLUG,
  type CollectionName,
  type Frontmatter,
} from "./schemas.server";

export { formatProblem, type Problem } from "./validate";

export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: Problem[]) {
    super(
      `content/ has ${problems.length} ${problems.length === 1 ? "error" : "errors"} to fix:\n  ${problems.map(formatProblem).join("\n  ")}`,
    );
  }
}

/** One validated file of a collection, with its rendered body. */
export type Entry<C extends CollectionName = CollectionName> = {
  collection: C;
  slug: string;
  /** The file, relative to the project: content/<collection>/<slug>.md. */
  file: string;
  data: Frontmatter<C>;
  html: string;
  toc: RenderedMarkdown["toc"];
  words: number;
  links: string[];
  images: { src: string; alt: string }[];
  /** The ids in the body (headings, footnotes) a link's #fragment can name. */
  anchors: string[];
  /** What the rendering changed in the body (its headings, raw HTML left out): advice for the editor. */
  renderAdvice: string[];
  /** Values the frontmatter's YAML read differently from how they look: advice, by field. */
  fieldAdvice: { field: string; message: string }[];
  /** The language its words are in: the collection's, or English where a translation is missing. */
  lang: Locale;
  /** A translation without a text of its own shows its original's: that text's language. */
  bodyLang?: Locale;
  /** What a translation leaves to its original (fields, "the text"): shown in English, advice. */
  untranslated?: string[];
};

type Entries = { [C in CollectionName]: Entry<C>[] };

export type Unpublished = {
  file: string;
  /** The page it will have, in the collections' language. */
  path: string;
  /** A post dated later than the build's day is scheduled; anything with `draft: true` is a draft. */
  reason: "draft" | "scheduled";
  date?: string;
};

/** Why an item is not published on `today`, if it is not. */
function heldBack(e: Entry, today: string): Pick<Unpublished, "reason" | "date"> | undefined {
  if ((e.data as { draft?: boolean }).draft) return { reason: "draft" };
  if (e.collection === "blog" && (e as Entry<"blog">).data.date > today)
    return { reason: "scheduled", date: (e as Entry<"blog">).data.date };
  return undefined;
}

/**
 * The usual causes of a frontmatter YAML cannot read, in the words of someone who does not write
 * YAML every day: what was pasted from a word processor or a web page (curly quotes, non-breaking
 * spaces, tabs), a field written twice, and a text with ": " that needs quotes.
 */
export function yamlHint(message: string, source: string): string {
  const frontmatter = /^\uFEFF?\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  if (/Tabs are not allowed/.test(message))
    return 'Indent with spaces, not tabs: two spaces before each "- " item of a list';
  if (/Map keys must be unique/.test(message))
    return "A field is written twice: keep one of its lines (a list's items go under one line, each starting with \"- \")";
  if (frontmatter.includes("\u00a0"))
    return "A line has a non-breaking space, which looks like a space but is not one (pasted from a web page or a word processor): delete the spaces at the start of the line and type them again";
  if (/[\u201c\u201d\u201e\u2018\u2019]/.test(frontmatter.replace(/^[^:\n]*:\s*"[^"\n]*"\s*$/gm, "")))
    return 'Write straight quotes (") around a text, not curly ones (“ ”), which word processors put in as you type: title: "Budgets: a guide"';
  return 'Write a text value in double quotes when it has ": " or " #" in it or begins with a quote mark, with each " inside as \\" (title: "Budgets: a guide")';
}

/** What the build says of a link, an author or a service that names an unpublished item. */
export const unpublishedReason = (u: Unpublished) =>
  u.reason === "draft"
    ? `a draft (${u.file} has draft: true)`
    : `not published until ${u.date} (${u.file} is dated then)`;

export type Collections = {
  /** The day the content was read for: jobs past their validThrough are closed. */
  today: string;
  /** The language of the pages these collections fill; an item without its translation is English. */
  locale: Locale;
  /**
   * Translations to write or to check (advice, never an error): English files without one in
   * this language, and translated files whose English original is gone (not published).
   */
  translations: { missing: string[]; orphans: string[] };
  /** Files and folders of content/ (this language's part of it) that no collection reads: advice. */
  notRead: Problem[];
  /**
   * Items left out of every page, list, feed and sitemap: drafts (`draft: true`) and posts dated
   * after the build's day (published by the first build on or after their date). `npm run dev`
   * shows them, so an editor can preview them.
   */
  unpublished: Unpublished[];
  /**
   * The same items when the dev server shows them anyway (`drafts`): each previewed page says
   * what keeps it off the built site. Empty in a build.
   */
  previewed: Unpublished[];
  /**
   * What the build would refuse, when the dev server reads content/ (`keepGoing`): the site is
   * shown without the files that have errors, and every page says what they are. Empty in a build,
   * which stops on them instead.
   */
  problems: Problem[];
  /** Old addresses and where they lead (content/redirects.yaml), every language's; the English collections' only. */
  redirects: Redirect[];
  /** Every file of each collection, in list order. */
  entries: Entries;
  bySlug: { [C in CollectionName]: Map<string, Entry<C>> };
  /** The item each sample route (/single-blog …) shows. */
  featured: Record<CollectionName, string>;
  /** What lists and cards show, in list order. */
  posts: BlogPost[];
  /** Every job, open or closed. */
  jobs: JobDetail[];
  team: TeamMember[];
  services: Service[];
  projects: PortfolioItem[];
  /** The owners' pictures (content/media/): the library, what content shows where, and each project's gallery photos. */
  media: {
    /** The project the pictures are read from: content/media/ is in it. */
    root: string;
    library: Map<string, MediaFile>;
    uses: PhotoUse[];
    galleries: Map<string, (Photo | undefined)[]>;
    /** Files of content/media/ the pipeline refused that nothing names: advice. */
    unusable: Problem[];
  };
};

/**
 * Validates one file: its name, its frontmatter against the collection's schema and its body's
 * images. Throws a ContentError naming the file, each wrong field and what was expected.
 */
export function parseEntry<C extends CollectionName>(
  collection: C,
  file: string,
  source: string,
  publicDir?: string,
  media?: Map<string, MediaFile>,
  /** For a translation: the English item it translates, whose other fields it inherits. */
  original?: { entry: Entry<C>; lang: Locale },
): Entry<C> {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  const fail = (message: string, field?: string): never => {
    throw new ContentError([{ file, ...(field ? { field } : {}), message }]);
  };
  if (!SLUG.test(slug))
    fail(
      `the file name must be a slug: lower-case letters and digits, words joined by -; rename it to ${slugSuggestion(slug) || "my-item"}.md`,
    );
  let rendered;
  try {
    rendered = renderMarkdownCached(source, { path: file, publicDir, media, lang: original?.lang ?? baseLocale });
  } catch (error) {
    const message = (error as Error).message.replace(`${file}: `, "");
    const hint = /at line \d+/.test(message) ? `\n${yamlHint(message, source)}` : "";
    // YAML counts from its own first line; the editor counts from the file's (the --- line and
    // any blank lines before it come first).
    const blank = /^\uFEFF?((?:[ \t]*\r?\n)*)---/.exec(source)?.[1] ?? "";
    const above = blank.split("\n").length; // the blank lines, and the --- line
    const located = message.replace(/at line (\d+), column (\d+)/, (_, line: string, column: string) => `at line ${Number(line) + above}, column ${column} of the file`);
    return fail(`cannot read the frontmatter (the YAML between the --- lines): ${located.trimEnd()}${hint}`);
  }
  if (!rendered.data || !Object.keys(rendered.data).length) {
    const plain = withPlainFrontmatter(source);
    if (!plain.startsWith("---"))
      fail("no frontmatter: the file begins with a line of three dashes (---), then its fields (title: …), then another --- line, then the text");
    if (!/^---\r?\n(?:[\s\S]*?\r?\n)?---(?:\r?\n|$)/.test(plain))
      fail("the frontmatter has no closing --- line after its fields");
  }
  const { data, problems } = frontmatterProblems(
    collection,
    file,
    rendered.data ?? {},
    original && { data: original.entry.data, file: original.entry.file },
  );
  problems.push(...rendered.imageProblems.map((message) => ({ file, message })));
  for (const image of rendered.images)
    if (!image.alt.trim())
      problems.push({
        file,
        message: `image ${image.src} has no alt text: write what it shows, ![what it shows](${image.src})`,
      });
  if (problems.length || !data) throw new ContentError(problems);
  const lang = original?.lang ?? baseLocale;
  const fieldAdvice = cutByComments(source);
  if (original) {
    // A translation that sets only some fields, or no text: the rest shows its original's words.
    const given = (rendered.data ?? {}) as Record<string, unknown>;
    const shape = schemas[collection].shape as Record<string, z.ZodType>;
    const untranslated = Object.keys(original.entry.data).filter(
      (key) => isTranslatable(shape[key]) && given[key] === undefined,
    );
    if (rendered.words === 0 && original.entry.words > 0) {
      const { html, toc, words, links, images, anchors } = original.entry;
      return {
        collection, slug, file, data, html, toc, words, links, images, anchors, renderAdvice: [], fieldAdvice, lang,
        bodyLang: original.entry.lang,
        untranslated: [...untranslated, "the text"],
      };
    }
    if (untranslated.length) {
      const { html, toc, words, links, images, anchors, renderAdvice } = rendered;
      return { collection, slug, file, data, html, toc, words, links, images, anchors, renderAdvice, fieldAdvice, lang, untranslated };
    }
  }
  const { html, toc, words, links, images, anchors, renderAdvice } = rendered;
  return { collection, slug, file, data, html, toc, words, links, images, anchors, renderAdvice, fieldAdvice, lang };
}

/**
 * Words YAML drops without a word: in an unquoted value, ` #` starts a comment, so
 * `title: We're #1 in CRM` is the title "We're". Each unquoted text value followed by a comment
 * is advice (a deliberate comment is valid YAML, so never an error), naming the field, what was
 * read and the quoted value to write instead.
 */
export function cutByComments(source: string): { field: string; message: string }[] {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(withPlainFrontmatter(source))?.[1];
  if (!yaml) return [];
  const found: { field: string; message: string }[] = [];
  visitYaml(parseDocument(yaml), {
    Scalar(key, node, path) {
      if (!node.comment || node.type !== Scalar.PLAIN || typeof node.value !== "string") return;
      if (key === "key") return;
      // tags[0], salary.currency, gallery[1].alt: each pair's key, each list item's position.
      const steps = [...path, node];
      const field = steps
        .map((step, i) => {
          if (isPair(step)) return `.${String((step.key as Scalar).value)}`;
          if (!isSeq(step)) return "";
          const index = step.items.indexOf(steps[i + 1] as (typeof step.items)[number]);
          return `[${index}]`;
        })
        .join("")
        .replace(/^\./, "");
      const written = `${node.value} #${node.comment}`;
      found.push({
        field,
        message: `reads as "${node.value}": in YAML a # after a space starts a comment, so "#${node.comment}" is left out; if it belongs to the value, write it in quotes: "${written.replace(/"/g, '\\"')}"`,
      });
    },
  });
  return found;
}

/** A Markdown file's other endings (`.markdown`, `.MD`, …): renamed to .md, it is read. */
const MARKDOWN_LIKE = /\.(md|markdown|mdown|mkdn?|mdx|txt)$/i;
const PICTURE = /\.(jpe?g|png|webp|avif|gif|svg|heic|heif|tiff?|bmp)$/i;

/**
 * What sits in a collection's folder and is not read, with why (advice): only `<slug>.md` files
 * directly in the folder are items; anything else was being left out without a word (a post
 * saved as `.markdown`, posts sorted into a folder per year, a photo put next to its post).
 * Hidden files (`.DS_Store`, an editor's swap file) are left alone.
 */
function notReadIn(dir: string, folder: string): Problem[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith(".") && !(entry.isFile() && entry.name.endsWith(".md")))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory())
        return { file: `${file}/`, message: `not read: items are files directly in ${folder}/, not in folders inside it` };
      if (MARKDOWN_LIKE.test(entry.name))
        return { file, message: `not read: items are Markdown files ending in .md; rename it to ${slugSuggestion(entry.name.replace(MARKDOWN_LIKE, ""))}.md` };
      if (PICTURE.test(entry.name))
        return { file, message: `not read: pictures go in content/media/ and are named /media/<file> where they are shown` };
      return { file, message: `not read: ${folder}/ holds the collection's .md files only` };
    });
}

/**
 * Folders of content/ (for English) or of content/<locale>/ that are no collection's: a misspelt
 * `content/posts/` or `content/de/teams/` was left out without a word.
 */
function strayFolders(projectRoot: string, locale: Locale): Problem[] {
  const root = locale === baseLocale ? "content" : `content/${locale}`;
  const dir = join(projectRoot, root);
  if (!existsSync(dir)) return [];
  const known = new Set<string>([
    ...collectionNames,
    ...(locale === baseLocale ? ["media", ...prefixedLocales] : []),
  ]);
  const list = `${collectionNames.join(", ")}${locale === baseLocale ? `, media and one per language (${prefixedLocales.join(", ")})` : ""}`;
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !known.has(entry.name))
    .map((entry) => ({
      file: `${root}/${entry.name}/`,
      message: `not read: ${root}/ has a folder per collection (${list})`,
    }));
}

/** Every file of one folder, content/<collection>/, validated; broken files become problems. */
export function readCollection<C extends CollectionName>(
  projectRoot: string,
  collection: C,
  media?: Map<string, MediaFile>,
): { entries: Entry<C>[]; problems: Problem[]; unread: string[]; notRead: Problem[] } {
  const dir = join(projectRoot, "content", collection);
  const entries: Entry<C>[] = [];
  const problems: Problem[] = [];
  /** Slugs of the files that could not be read: their pages are still meant to exist. */
  const unread: string[] = [];
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")).sort() : [];
  for (const name of names) {
    const file = `content/${collection}/${name}`;
    try {
      entries.push(
        parseEntry(collection, file, readFileSync(join(dir, name), "utf8"), join(projectRoot, "public"), media),
      );
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
      unread.push(name.slice(0, -3));
    }
  }
  if (!names.length)
    problems.push({
      file: `content/${collection}/`,
      message: "no Markdown files: each collection needs at least one (its sample route shows it)",
    });
  return { entries, problems, unread, notRead: notReadIn(dir, `content/${collection}`) };
}

/**
 * The translations of one collection into `locale`, content/<locale>/<collection>/<slug>.md, each
 * laid over its English item. A translation without an English file is not published (advice).
 */
export function readTranslations<C extends CollectionName>(
  projectRoot: string,
  collection: C,
  locale: Locale,
  english: Map<string, Entry<C>>,
  media?: Map<string, MediaFile>,
): { entries: Map<string, Entry<C>>; problems: Problem[]; orphans: string[]; notRead: Problem[] } {
  const dir = join(projectRoot, "content", locale, collection);
  const entries = new Map<string, Entry<C>>();
  const problems: Problem[] = [];
  const orphans: string[] = [];
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")).sort() : [];
  for (const name of names) {
    const file = `content/${locale}/${collection}/${name}`;
    const original = english.get(name.slice(0, -3));
    if (!original) {
      orphans.push(file);
      continue;
    }
    try {
      const source = readFileSync(join(dir, name), "utf8");
      entries.set(
        original.slug,
        parseEntry(collection, file, source, join(projectRoot, "public"), media, { entry: original, lang: locale }),
      );
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  return { entries, problems, orphans, notRead: notReadIn(dir, `content/${locale}/${collection}`) };
}

/**
 * An item whose text is the English one, as another language's pages show it: the same text, its
 * links to the site's pages made that language's (`linkOnPage`: `/pricing` → `/de/pricing`), so
 * a reader of the German site stays on it. Rendered again only when a link changes.
 */
function inPageLanguage<C extends CollectionName>(
  entry: Entry<C>,
  englishFile: string,
  projectRoot: string,
  media: Map<string, MediaFile>,
  locale: Locale,
): Entry<C> {
  if (!entry.links.some((link) => linkOnPage(link, locale) !== link)) return entry;
  const source = readFileSync(join(projectRoot, englishFile), "utf8");
  const { html } = renderMarkdownCached(source, {
    path: englishFile,
    publicDir: join(projectRoot, "public"),
    media,
    lang: entry.bodyLang ?? entry.lang,
    pageLocale: locale,
  });
  return { ...entry, html };
}

/**
 * The content in every language, as the build reads it (`npm run content:check`): the English
 * collections, then each language's translations laid over them. Throws one ContentError with the
 * problems of every file in every language, so a broken English file does not hide its
 * translations' mistakes (or another file's) until the next build.
 */
export function loadEveryLanguage(
  options: { projectRoot?: string; today?: string } = {},
): { english: Collections; translated: Collections[] } {
  const [english, ...translated] = everyLanguage((locale) => loadCollections({ ...options, locale }));
  return { english: english!, translated };
}

/**
 * `load` for the base language and then every other, in that order; throws one ContentError with
 * every language's problems. Another language's reading reads the English files again (its
 * translations lie over them), so their problems are listed once, and a translation's problem
 * that is its original's (an author the English file names, inherited) is left to the original.
 */
export function everyLanguage(load: (locale: Locale) => Collections): Collections[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  /** A problem as the base language's file would have it: content/de/blog/x.md → content/blog/x.md. */
  const key = (problem: Problem) => {
    const [, locale, rest] = /^content\/([^/]+)\/(.*)$/.exec(problem.file) ?? [];
    const inBase = prefixedLocales.includes(locale as Locale) ? `content/${rest}` : problem.file;
    return formatProblem({ ...problem, file: inBase });
  };
  const loaded = [baseLocale, ...prefixedLocales].flatMap((locale) => {
    try {
      return [load(locale)];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      for (const problem of error.problems) {
        const id = key(problem);
        if (seen.has(id)) continue;
        seen.add(id);
        problems.push(problem);
      }
      return [];
    }
  });
  if (problems.length) throw new ContentError(problems);
  return loaded;
}

/** The day the build runs (SOURCE_DATE_EPOCH for reproducible builds): jobs close against it. */
export function buildDate(env: Record<string, string | undefined> = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  return (epoch ? new Date(Number(epoch) * 1000) : new Date()).toISOString().slice(0, 10);
}

/** "$100K", "£80K", "$72,500" ("100.000 $" in German): the currency's own symbol, thousands as K when round. */
const money = (value: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(intlTag(locale), {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
    ...(value % 1000 === 0 ? { notation: "compact" } : {}),
  }).format(value);

/** By `order` (items without one last), then by file name. */
const byOrder = (a: Entry<"team" | "services" | "portfolio">, b: Entry<"team" | "services" | "portfolio">) =>
  (a.data.order ?? Infinity) - (b.data.order ?? Infinity) || a.slug.localeCompare(b.slug);

/**
 * Every collection of `projectRoot`/content, validated, cross-checked and in list order, for the
 * day `today`. Throws one ContentError listing every problem of every file.
 */
export function loadCollections({
  projectRoot = process.cwd(),
  today = buildDate(),
  locale = baseLocale,
  drafts = false,
  keepGoing = false,
}: {
  projectRoot?: string;
  today?: string;
  locale?: Locale;
  /** Publish drafts and scheduled posts too (`npm run dev`: an editor previews them). */
  drafts?: boolean;
  /**
   * Return what can be shown, with the problems listed in `problems`, instead of throwing
   * (`npm run dev`: one file saved with a mistake from the browser editor no longer stops every
   * page of the dev server).
   */
  keepGoing?: boolean;
} = {}): Collections {
  const problems: Problem[] = [];
  const unpublished: Unpublished[] = [];
  const previewed: Unpublished[] = [];
  /** The unpublished items' files: what they name (their photos) is still in use. */
  const held: Entry[] = [];
  const unread: string[] = [];
  const missing: string[] = [];
  const orphans: string[] = [];
  const notRead: Problem[] = strayFolders(projectRoot, locale);
  const library = mediaLibrary(projectRoot);
  const photos = photoFields(library);
  const read = <C extends CollectionName>(collection: C) => {
    const result = readCollection(projectRoot, collection, library);
    problems.push(...result.problems);
    unread.push(...result.unread.map((slug) => `${itemBase[collection]}/${slug}`));
    const published = result.entries.filter((e) => {
      const why = heldBack(e, today);
      if (!why) return true;
      const note = { file: e.file, path: localizePath(`${itemBase[collection]}/${e.slug}`, locale), ...why };
      if (drafts) {
        previewed.push(note);
        return true;
      }
      held.push(e);
      unpublished.push(note);
      return false;
    });
    if (locale === baseLocale) {
      notRead.push(...result.notRead);
      return published;
    }
    // Another language: each item in its translation, or in English until it has one.
    const translated = readTranslations(
      projectRoot,
      collection,
      locale,
      new Map(result.entries.map((e) => [e.slug, e])),
      library,
    );
    problems.push(...translated.problems);
    orphans.push(...translated.orphans);
    notRead.push(...translated.notRead);
    return published.map((e) => {
      const translation = translated.entries.get(e.slug);
      if (!translation) missing.push(e.file);
      const shown = translation ?? e;
      // The English text, until it is translated: its links lead to this language's pages.
      return shown === e || shown.bodyLang ? inPageLanguage(shown, e.file, projectRoot, library, locale) : shown;
    });
  };
  const entries: Entries = {
    blog: read("blog").sort(
      (a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug),
    ),
    careers: read("careers").sort(
      (a, b) => b.data.datePosted.localeCompare(a.data.datePosted) || a.slug.localeCompare(b.slug),
    ),
    team: read("team").sort(byOrder),
    services: read("services").sort(byOrder),
    portfolio: read("portfolio").sort(byOrder),
  };
  const href = (c: CollectionName, slug: string) => localizePath(`${itemBase[c]}/${slug}`, locale);
  /** Set on an item shown in English on another language's page (its container gets lang="en"). */
  const langOf = (e: { lang: Locale }) => (e.lang !== locale ? { lang: e.lang } : {});

  const team = entries.team.map((e): TeamMember => ({
    ...langOf(e),
    slug: e.slug,
    href: href("team", e.slug),
    name: e.data.name,
    role: e.data.role,
    portrait: portraitOf(e.data, photos.portrait(e)),
    bio: e.data.summary,
    social: [
      ...(e.data.socials?.x
        ? [{ network: "x" as const, label: "X (Twitter)", href: e.data.socials.x }]
        : []),
      ...(e.data.socials?.linkedin
        ? [{ network: "linkedin" as const, label: "LinkedIn", href: e.data.socials.linkedin }]
        : []),
    ].map((link) => ({ ...link, linkLabel: socialLinkLabel(e.data.name, link.label, locale) })),
    socialLabel: socialListLabel(e.data.name, locale),
  }));
  const memberBySlug = new Map(team.map((m) => [m.slug, m]));

  /** An unpublished item by its collection and slug: a reference to it says why it is missing. */
  const heldItem = (collection: CollectionName, slug: string) =>
    unpublished.find((u) => u.path === localizePath(`${itemBase[collection]}/${slug}`, locale));

  const services = entries.services.map((e): Service => ({
    ...langOf(e),
    slug: e.slug,
    href: href("services", e.slug),
    title: e.data.title,
    icon: e.data.icon,
    description: e.data.description,
  }));
  const serviceSlugs = new Set(services.map((s) => s.slug));

  const projects = entries.portfolio.map((e): PortfolioItem => {
    for (const service of e.data.services)
      // A service whose file has errors of its own is reported there, not here as missing.
      if (!serviceSlugs.has(service) && !unread.includes(`${itemBase.services}/${service}`)) {
        const draft = heldItem("services", service);
        problems.push({
          file: e.file,
          field: "services",
          message: draft
            ? `"${service}" is ${unpublishedReason(draft)}: publish it, or leave it out of the list`
            : `"${service}" is not a service: no file content/services/${service}.md`,
        });
      }
    return {
      ...langOf(e),
      slug: e.slug,
      href: href("portfolio", e.slug),
      title: e.data.title,
      category: e.data.category,
      tags: e.data.tags,
      tagLabels: Object.fromEntries(
        [e.data.category, ...e.data.tags].map((tag) => [tag, portfolioTagLabel(tag, locale)]),
      ),
      image: coverOf({ ...e.data, slug: e.slug }, photos.cover(e)),
      summary: e.data.description,
    };
  });

  const posts = entries.blog.map((e): BlogPost => {
    const author = memberBySlug.get(e.data.author);
    // An author whose file has errors of its own is reported there, not here as missing.
    if (!author && !unread.includes(`${itemBase.team}/${e.data.author}`)) {
      const draft = heldItem("team", e.data.author);
      problems.push({
        file: e.file,
        field: "author",
        message: draft
          ? `"${e.data.author}" is ${unpublishedReason(draft)}: publish them, or name another author`
          : `"${e.data.author}" is not a team member: no file content/team/${e.data.author}.md`,
      });
    }
    return {
      ...langOf(e),
      slug: e.slug,
      href: href("blog", e.slug),
      image: coverOf({ ...e.data, slug: e.slug }, photos.cover(e)),
      category: e.data.category,
      categoryLabel: categoryLabel(e.data.category, locale),
      date: e.data.date,
      title: e.data.title,
      description: e.data.description,
      author: author?.name ?? e.data.author,
      authorHref: author?.href ?? localizePath("/team", locale),
      readMinutes: readingMinutes(e.words),
    };
  });

  const jobs = entries.careers.map((e): JobDetail => {
    const { salary } = e.data;
    return {
      ...langOf(e),
      slug: e.slug,
      href: href("careers", e.slug),
      title: e.data.title,
      description: e.data.description,
      location: e.data.location,
      type: e.data.type,
      typeLabel: jobTypeLabel(e.data.type, locale),
      salary: salaryLabel(
        `${money(salary.min, salary.currency, locale)} – ${money(salary.max, salary.currency, locale)}`,
        salary.unit,
        locale,
      ),
      department: e.data.department,
      html: e.html,
      ...(e.bodyLang ? { htmlLang: e.bodyLang } : {}),
      datePosted: e.data.datePosted,
      validThrough: e.data.validThrough,
      closed: e.data.validThrough < today,
      employmentType: e.data.employmentType,
      remote: e.data.remote,
      applicantLocation: e.data.applicantLocation ?? [],
      salaryRange: salary,
    };
  });

  const galleries = new Map(entries.portfolio.map((e) => [e.slug, photos.gallery(e)]));
  // Pictures in the bodies: their problems stop the file (markdown.server.ts); here, where they are shown.
  for (const collection of collectionNames)
    for (const e of entries[collection])
      for (const image of e.images) {
        const file = image.src.startsWith(MEDIA_PREFIX) ? library.get(decodeURI(image.src)) : undefined;
        if (file && !("error" in file.meta))
          photos.uses.push({ file: e.file, src: image.src, width: file.meta.width, slot: "figure" });
      }
  problems.push(...photos.problems);
  const named = new Set(
    [...collectionNames.flatMap((collection) => entries[collection] as Entry[]), ...held].flatMap(
      (e) => [
        ...e.images.map((image) => decodeURI(image.src)),
        ...Object.values(e.data).filter((value): value is string => typeof value === "string"),
        ...(((e.data as { gallery?: { image: string }[] }).gallery ?? []).map((item) => item.image)),
      ],
    ),
  );

  const pick = (list: { slug: string; data: { featured?: boolean } }[]) =>
    (list.find((e) => e.data.featured) ?? list[0])?.slug ?? "";
  // /single-career shows an open role while there is one: the featured one, else the first open;
  // a featured role that has closed gives way (its page stays, noindex).
  const open = entries.careers.filter((e) => e.data.validThrough >= today);
  const c: Collections = {
    today,
    locale,
    translations: { missing, orphans },
    notRead,
    unpublished,
    previewed,
    problems: [],
    redirects: [],
    entries,
    bySlug: {
      blog: new Map(entries.blog.map((e) => [e.slug, e])),
      careers: new Map(entries.careers.map((e) => [e.slug, e])),
      team: new Map(entries.team.map((e) => [e.slug, e])),
      services: new Map(entries.services.map((e) => [e.slug, e])),
      portfolio: new Map(entries.portfolio.map((e) => [e.slug, e])),
    },
    featured: {
      blog: pick(entries.blog),
      careers: pick(open.length ? open : entries.careers),
      team: pick(entries.team),
      services: pick(entries.services),
      portfolio: pick(entries.portfolio),
    },
    posts,
    jobs,
    team,
    services,
    projects,
    media: { root: projectRoot, library, uses: photos.uses, galleries, unusable: unusableMedia(library, named) },
  };
  const sitePages = pathsOfSite(c, unread);
  if (locale === baseLocale) {
    const read = readRedirects(projectRoot, sitePages);
    problems.push(...read.problems);
    c.redirects = read.redirects;
  }
  problems.push(...brokenLinks(c, projectRoot, sitePages));
  if (problems.length && !keepGoing) throw new ContentError(problems);
  c.problems = problems;
  return c;
}

/** What a link in the content may lead to; not `javascript:` or `data:`, which run or show code. */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(["https:", "http:", "mailto:", "tel:"]);

/** Every page of the site in every language, and the files the build writes (/rss.xml …). */
function pathsOfSite(c: Collections, unread: string[]): Set<string> {
  const pagePaths = [
    ...pages.map((p) => p.path),
    ...collectionPaths(c).map((path) => localizePath(path, baseLocale)),
    // A file with errors of its own is reported once, not again by every link to it.
    ...unread,
  ];
  return new Set([
    ...locales.flatMap((l) => pagePaths.map((path) => localizePath(path, l))),
    ...generatedFiles,
  ]);
}

/**
 * Links in the Markdown bodies to pages of the site that do not exist (a page, an item page of
 * content/, a file the build writes or a file in public/). Links to other sites are not followed.
 */
function brokenLinks(c: Collections, projectRoot: string, paths: Set<string>): Problem[] {
  const origin = "https://site.invalid";
  const problems: Problem[] = [];
  for (const collection of collectionNames)
    for (const e of c.entries[collection]) {
      // An English item on another language's page was checked when the English pages were read.
      if (e.lang !== c.locale) continue;
      const page = new URL(localizePath(`${itemBase[collection]}/${e.slug}`, e.lang), origin);
      for (const link of e.links) {
        let url: URL;
        try {
          url = new URL(link, page);
        } catch {
          problems.push({ file: e.file, message: `the link ${link} is not a valid address` });
          continue;
        }
        if (!LINK_PROTOCOLS.has(url.protocol)) {
          problems.push({
            file: e.file,
            message: `the link ${link} is not an address a reader can follow: link a page of the site, an https:// address, or a mailto: or tel: one`,
          });
          continue;
        }
        if (url.origin !== origin) continue;
        const path = decodeURI(url.pathname).replace(/(.)\/$/, "$1");
        if (paths.has(path) || existsSync(join(projectRoot, "public", path)))
          continue;
        const draft = c.unpublished.find((u) =>
          locales.some((l) => localizePath(u.path, l) === path),
        );
        const moved = redirectOf(c.redirects, path);
        // A link to the file, as on GitHub (`./other-post.md`): the page has the file's name without .md.
        const filePage = /\.md$/i.test(path) ? path.replace(/\.md$/i, "") : undefined;
        problems.push({
          file: e.file,
          message: draft
            ? `links to ${link}, which is ${unpublishedReason(draft)}: the link would lead nowhere until it is published`
            : moved
              ? `links to ${link}, an old address (content/redirects.yaml): link ${moved.to} instead`
              : filePage && paths.has(filePage)
                ? `links to ${link}, the file: link its page, ${filePage}`
                : `links to ${link}, which is not a page of the site (nor a file in public/)`,
        });
      }
    }
  return problems;
}

/** What the build would refuse in content/, as the dev server shows it on every page (app/root.tsx). */
export function devContentProblems(locale: Locale = baseLocale): string[] {
  const languages = locale === baseLocale ? [baseLocale] : [baseLocale, locale];
  return [...new Set(languages.flatMap((l) => collections(l).problems.map(formatProblem)))];
}

const cache = new Map<Locale, { key: string; value: Collections }>();

/**
 * Every collection in `locale`, validated; re-read on each call by the dev server (with drafts
 * and scheduled posts: vite.config.ts marks it), once per build and language otherwise.
 */
export function collections(locale: Locale = baseLocale): Collections {
  const today = buildDate();
  const projectRoot = process.cwd();
  const key = `${projectRoot} ${today} ${locale}`;
  const cached = cache.get(locale);
  const live = process.env.FINLO_LIVE_CONTENT === "1";
  if (!live && cached?.key === key) return cached.value;
  const value = loadCollections({ projectRoot, today, locale, drafts: live, keepGoing: live });
  cache.set(locale, { key, value });
  return value;
}
