/**
 * Markdown → semantic HTML, at build time only (a `.server` module: React Router keeps it, and
 * the unified toolchain it imports, out of every client bundle; tests/e2e/budgets.spec.ts checks).
 * GitHub-flavoured Markdown, heading ids and anchors, a table of contents from the h2/h3s, the
 * word count for the reading time, and the links and images the content rules check. Raw HTML
 * in the Markdown is dropped (remark-rehype without allowDangerousHtml). What the page shows of a
 * body is markdown-body.ts, shared with the browser editor's preview; here, what needs files:
 * photos, sizes, feeds' addresses, the cache.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import { toString as mdastText } from "mdast-util-to-string";
import rehypeStringify from "rehype-stringify";
import { imageSize } from "image-size";
import { SKIP, visit } from "unist-util-visit";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { baseLocale, localeOf, localizePath, type Locale } from "./locales";
import { bodyPipeline, imagePlaceProblem, renderWords } from "./markdown-body";
import { MEDIA_PREFIX, photo, type MediaFile } from "./media.server";
import { photoSources } from "./pictures";
import type { TocEntry } from "./types";

export type RenderedMarkdown = {
  /** The YAML frontmatter, not yet validated. */
  data: unknown;
  html: string;
  toc: TocEntry[];
  words: number;
  /** Every link target of the body, as written. */
  links: string[];
  /** Every image of the body, as written. */
  images: { src: string; alt: string }[];
  /** What the rendering changed in the file (its headings, raw HTML left out), for the editor (advice, never an error). */
  renderAdvice: string[];
  /** Images the body names that the site cannot show (errors: "image <src>: …"), every one of them. */
  imageProblems: string[];
  /** Every id in the body (its headings', its footnotes'): what a link's #fragment can name. */
  anchors: string[];
};

/** An image the site cannot show: noted on the file, so the build lists it with the file's other errors. */
function imageProblem(file: VFile, src: string, message: string) {
  const data = file.data as { imageProblems?: string[] };
  (data.imageProblems ??= []).push(`image ${src}: ${message}`);
  return SKIP;
}

export type MarkdownOptions = {
  /** The file, for messages. */
  path: string;
  /** Makes every link and image absolute (for feeds): the site's origin … */
  origin?: string;
  /** … and the page the text is on (`/blog/<slug>`), which a relative link starts from. */
  page?: string;
  /** Where site-relative images are read from for their size; public/ of the working directory by default. */
  publicDir?: string;
  /** The owners' pictures (content/media/, app/content/media.server.ts), for `/media/…` images. */
  media?: Map<string, MediaFile>;
  /** The language the file is written in, for the words the rendering adds (footnotes); English by default. */
  lang?: Locale;
  /**
   * The language of the pages the text is shown on, whose addresses its links to the site's pages
   * take (`linkOnPage`); `lang` by default. An English text on a German page: "de".
   */
  pageLocale?: Locale;
};

/** A figure's slot: the text column, up to 72ch of the body type (about 760 px) wide. */
export const FIGURE_SIZES = "(min-width: 808px) 760px, calc(100vw - 48px)";

/** Average adult reading speed for non-fiction on screen, in words per minute. */
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Images are files of the site. A photo of content/media/ (`/media/…`) becomes a <picture> of
 * the pipeline's AVIF, WebP and fallback (in a feed, where readers take plain images, the
 * fallback); a drawing in public/ (an SVG figure) stays an <img>. A raster file in public/ or an
 * image elsewhere stops the build, saying where the file belongs.
 */
function rehypeMedia(options: { origin?: string }) {
  return (tree: HastRoot, file: VFile) => {
    const media = (file.data as { media?: Map<string, MediaFile> }).media;
    visit(tree, "element", (node: Element, index, parent) => {
      const src = node.properties.src;
      if (node.tagName !== "img" || typeof src !== "string") return;
      const fail = (message: string) => imageProblem(file, src, message);
      if (!src.startsWith(MEDIA_PREFIX)) {
        const misplaced = imagePlaceProblem(src);
        return misplaced ? fail(misplaced) : undefined;
      }
      const found = photo(media ?? new Map(), decodeURI(src), String(node.properties.alt ?? ""));
      if ("error" in found) return fail(found.error.replace(`${src}: `, ""));
      const sources = photoSources(found);
      const img: Element = {
        type: "element",
        tagName: "img",
        properties: {
          src: sources.fallback,
          alt: found.alt,
          ...(typeof node.properties.title === "string" ? { title: node.properties.title } : {}),
          width: found.width,
          height: found.height,
          ...(found.color ? { style: `background-color:${found.color}` } : {}),
        },
        children: [],
      };
      if (!found.widths.length || options.origin || !parent || index === undefined) {
        parent!.children[index!] = img;
        return "skip";
      }
      parent.children[index] = {
        type: "element",
        tagName: "picture",
        properties: { dataFull: sources.largest },
        children: [
          { type: "element", tagName: "source", properties: { type: "image/avif", srcSet: sources.avif, sizes: FIGURE_SIZES, className: ["hidden"] }, children: [] },
          { type: "element", tagName: "source", properties: { type: "image/webp", srcSet: sources.webp, sizes: FIGURE_SIZES, className: ["hidden"] }, children: [] },
          img,
        ],
      };
      return "skip";
    });
  };
}

/** Width and height by file: a figure used by many posts is read once. */
const sizes = new Map<string, { width?: number; height?: number }>();

/**
 * Every image the site serves (a path under public/) gets its own width and height, read from
 * the file, so the page keeps its place while it loads. A missing file stops the build.
 */
function rehypeImageSizes(options: { publicDir?: string }) {
  return (tree: HastRoot, file: VFile) => {
    visit(tree, "element", (node: Element) => {
      const src = node.properties.src;
      if (node.tagName !== "img" || typeof src !== "string" || !src.startsWith("/")) return;
      if (node.properties.width !== undefined) return;
      // Refused already (rehypeMedia): one message an image.
      const refused = (file.data as { imageProblems?: string[] }).imageProblems ?? [];
      if (refused.some((problem) => problem.startsWith(`image ${src}: `))) return;
      const path = join(options.publicDir ?? join(process.cwd(), "public"), decodeURI(src));
      let size = sizes.get(path);
      if (!size) {
        try {
          size = imageSize(readFileSync(path));
        } catch {
          return imageProblem(file, src, `expected a file at public${src}`);
        }
        sizes.set(path, size);
      }
      node.properties.width ??= size.width;
      node.properties.height ??= size.height;
    });
  };
}

/**
 * Feed readers show entries away from the site: links and images there need absolute URLs, from
 * the site's root (`/blog/…`) or, as on the page, from the page (`tax-season-checklist`, `#costs`).
 */
function rehypeAbsoluteUrls(options: { origin?: string; page?: string }) {
  return (tree: HastRoot) => {
    if (!options.origin) return;
    const page = new URL(options.page ?? "/", options.origin);
    visit(tree, "element", (node: Element) => {
      for (const key of ["href", "src"] as const) {
        const value = node.properties[key];
        if (typeof value === "string") node.properties[key] = new URL(value, page).toString();
      }
    });
  };
}

/**
 * A link of a text to a page of the site, as the pages of `locale` show it: on a German page,
 * `/pricing` leads to `/de/pricing`, so a reader stays in the page's language whether the text is
 * a translation that kept the English address or an English text not translated yet. A link that
 * names a language already (`/de/faq`), a file (`/rss.xml`, `/images/…`), another site, a
 * relative link and a `#fragment` are left as written.
 */
export function linkOnPage(href: string, locale: Locale): string {
  if (locale === baseLocale || localeOf(href) !== baseLocale) return href;
  return localizePath(href, locale);
}

function rehypePageLinks(options: { locale: Locale }) {
  return (tree: HastRoot) => {
    if (options.locale === baseLocale) return;
    visit(tree, "element", (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === "a" && typeof href === "string") node.properties.href = linkOnPage(href, options.locale);
    });
  };
}

const pipeline = ({ origin, page, publicDir, lang, pageLocale }: Omit<MarkdownOptions, "path">) =>
  bodyPipeline({ lang, feed: Boolean(origin), images: [[rehypeMedia, { origin }]] })
    .use(rehypeImageSizes, { publicDir })
    .use(rehypePageLinks, { locale: pageLocale ?? lang ?? baseLocale })
    .use(rehypeAbsoluteUrls, { origin, page })
    .use(rehypeStringify);

const pipelines = new Map<string, ReturnType<typeof pipeline>>();

/**
 * What an editor's save can put around the frontmatter's lines without meaning anything: a
 * byte-order mark (some Windows editors write one), blank lines before the first `---`, spaces
 * after a `---`. Left in, the frontmatter was not recognised and every field read as missing.
 * (A `---` line in the body is a rule or a heading's underline with or without the spaces.)
 */
export function withPlainFrontmatter(source: string): string {
  return source
    .replace(/^\uFEFF/, "")
    .replace(/^(?:[ \t]*\r?\n)+(?=---[ \t]*\r?\n)/, "")
    .replace(/^---[ \t]+(?=\r?$)/gm, "---");
}

export function renderMarkdown(source: string, options: MarkdownOptions): RenderedMarkdown {
  const key = `${options.origin ?? ""} ${options.page ?? ""} ${options.publicDir ?? ""} ${options.lang ?? baseLocale} ${options.pageLocale ?? ""}`;
  let processor = pipelines.get(key);
  if (!processor) pipelines.set(key, (processor = pipeline(options)));
  const file = new VFile({
    value: withPlainFrontmatter(source),
    path: options.path,
    data: { media: options.media },
  });
  matter(file, { strip: true });
  const mdast = processor.parse(file) as MdastRoot;
  const words = mdastText(mdast).split(/\s+/).filter(Boolean).length;
  const links: string[] = [];
  const images: RenderedMarkdown["images"] = [];
  visit(mdast, (node) => {
    if (node.type === "link" || node.type === "definition") links.push(node.url);
    if (node.type === "image") images.push({ src: node.url, alt: node.alt ?? "" });
  });
  const hast = processor.runSync(mdast, file) as HastRoot;
  const toc: TocEntry[] = [];
  const anchors: string[] = [];
  visit(hast, "element", (node: Element) => {
    if (typeof node.properties.id === "string") anchors.push(node.properties.id);
  });
  visit(hast, "element", (node: Element) => {
    // The footnotes' heading is for screen readers (hidden): not a section of the contents.
    if (node.tagName === "section" && node.properties.dataFootnotes !== undefined) return SKIP;
    if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string")
      toc.push({
        id: node.properties.id,
        // The appended "#" anchor is not part of the heading's name.
        text: hastText(node).replace(/#$/, "").trim(),
        depth: node.tagName === "h2" ? 2 : 3,
      });
    return undefined;
  });
  return {
    data: file.data.matter,
    html: processor.stringify(hast, file),
    toc,
    words,
    links,
    images,
    renderAdvice: (file.data as { renderAdvice?: string[] }).renderAdvice ?? [],
    imageProblems: (file.data as { imageProblems?: string[] }).imageProblems ?? [],
    anchors,
  };
}

/**
 * What the rendering depends on besides the file: this module and the installed packages
 * (package-lock.json). Undefined outside a project checkout, where nothing is cached.
 */
const renderer = (() => {
  try {
    return createHash("sha256")
      .update(readFileSync(join(process.cwd(), "app/content/markdown.server.ts")))
      .update(readFileSync(join(process.cwd(), "app/content/markdown-body.ts")))
      .update(readFileSync(join(process.cwd(), "app/content/typography.ts")))
      .update(readFileSync(join(process.cwd(), "app/content/markdown-html.ts")))
      // How a photo is written into the page (its <picture>, its addresses).
      .update(readFileSync(join(process.cwd(), "app/content/pictures.ts")))
      .update(readFileSync(join(process.cwd(), "app/content/media.server.ts")))
      .update(readFileSync(join(process.cwd(), "package-lock.json")))
      .digest("hex");
  } catch {
    return undefined;
  }
})();

/** Per image: its file's size (public/), or a photo's cache key (content/media/). */
type CachedRender = RenderedMarkdown & { sizes: Record<string, number | string> };

/**
 * renderMarkdown, cached on disk by the file's text in the build cache every build directory
 * shares (node_modules/.cache/finlo, or BUILD_CACHE): a build reads content/ in three processes,
 * and a second build reads it unchanged. A cached render is used only while the images it
 * measured are the same files (their sizes; a photo's content).
 */
export function renderMarkdownCached(source: string, options: MarkdownOptions): RenderedMarkdown {
  if (!renderer) return renderMarkdown(source, options);
  const publicDir = options.publicDir ?? join(process.cwd(), "public");
  // The words the rendering adds, as they read now: a translator's change renders the files again.
  const words = renderWords(options.lang);
  const key = createHash("sha256")
    .update(
      `${renderer}\0${options.origin ?? ""}\0${publicDir}\0${options.lang ?? baseLocale}\0${options.pageLocale ?? options.lang ?? baseLocale}\0${words.footnoteLabel}\0${words.backLabel("{n}")}\0${words.taskDone}\0${words.taskOpen}\0${source}`,
    )
    .digest("hex")
    .slice(0, 32);
  const dir = join(process.env.BUILD_CACHE || join(process.cwd(), "node_modules/.cache/finlo"), "markdown");
  const file = join(dir, `${key}.json`);
  const sizeOf = (src: string): number | string => {
    if (src.startsWith(MEDIA_PREFIX)) return options.media?.get(decodeURI(src))?.key ?? -1;
    try {
      return statSync(join(publicDir, decodeURI(src))).size;
    } catch {
      return -1;
    }
  };
  try {
    const cached = JSON.parse(readFileSync(file, "utf8")) as CachedRender;
    if (Object.entries(cached.sizes).every(([src, size]) => sizeOf(src) === size)) {
      const { sizes: _, ...rendered } = cached;
      // Used: the build's weekly clean-up of the cache keeps it (scripts/seo-files.mjs).
      utimesSync(file, new Date(), new Date());
      return rendered;
    }
  } catch {
    // Not cached yet.
  }
  const rendered = renderMarkdown(source, options);
  // A file with an image the site cannot show is rendered again once it is fixed.
  if (rendered.imageProblems.length) return rendered;
  const sizes = Object.fromEntries(
    rendered.images.filter((image) => image.src.startsWith("/")).map((image) => [image.src, sizeOf(image.src)]),
  );
  try {
    mkdirSync(dir, { recursive: true });
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify({ ...rendered, sizes }));
    renameSync(draft, file);
  } catch {
    // A read-only cache only costs time.
  }
  return rendered;
}
