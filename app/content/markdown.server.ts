/**
 * Markdown → semantic HTML, at build time only (a `.server` module: React Router keeps it, and
 * the unified toolchain it imports, out of every client bundle; tests/e2e/budgets.spec.ts checks).
 * GitHub-flavoured Markdown, heading ids and anchors, a table of contents from the h2/h3s, the
 * word count for the reading time, and the links and images the content rules check. Raw HTML
 * in the Markdown is dropped (remark-rehype without allowDangerousHtml).
 */
import { createHash } from "node:crypto";
import GithubSlugger from "github-slugger";
import { mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import { toString as mdastText } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { imageSize } from "image-size";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { m } from "../paraglide/messages.js";
import { baseLocale, type Locale } from "./locales";
import { remarkRawHtml } from "./markdown-html";
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
};

/** A figure's slot: the text column, up to 72ch of the body type (about 760 px) wide. */
export const FIGURE_SIZES = "(min-width: 808px) 760px, calc(100vw - 48px)";

/** Average adult reading speed for non-fiction on screen, in words per minute. */
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Tables scroll sideways on phones instead of widening the page; images load lazily, and a
 * picture that stands in a paragraph of its own (a figure) links to its file (a photo: its
 * largest size), so a chart drawn for a wide column can be opened full size on a phone; its
 * title, if the Markdown gives one, is its caption.
 */
function rehypeFigures() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const only = node.children.filter((c) => c.type !== "text" || c.value.trim());
      const image = only.length === 1 && only[0]!.type === "element" ? only[0] : undefined;
      const img = image?.tagName === "picture" ? image.children.find((c): c is Element => c.type === "element" && c.tagName === "img") : image;
      if (node.tagName === "p" && image && img?.tagName === "img" && typeof img.properties.src === "string") {
        img.properties.loading = "lazy";
        img.properties.decoding = "async";
        const href = image.tagName === "picture" ? String(image.properties.dataFull) : img.properties.src;
        delete image.properties.dataFull;
        const link: Element = {
          type: "element",
          tagName: "a",
          properties: { href, className: ["prose-figure"] },
          children: [image],
        };
        // A title (`![a chart](/media/blog/chart.png "Spending by category")`) is the figure's caption.
        const title = typeof img.properties.title === "string" ? img.properties.title.trim() : "";
        delete img.properties.title;
        if (!title) {
          node.children = [link];
          return "skip";
        }
        node.tagName = "figure";
        node.children = [
          link,
          {
            type: "element",
            tagName: "figcaption",
            properties: { className: ["text-muted", "mt-2", "text-sm"] },
            children: [{ type: "text", value: title }],
          },
        ];
        return "skip";
      }
      if (node.tagName === "picture") {
        delete node.properties.dataFull;
        return "skip";
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        parent.children[index] = {
          type: "element",
          tagName: "div",
          // A table wider than a phone scrolls sideways: focusable, so the keyboard can scroll it.
          properties: { className: ["prose-table"], tabIndex: 0 },
          children: [node],
        };
        return "skip";
      }
      // A code line wider than the column scrolls sideways too (code keeps its lines).
      if (node.tagName === "pre") node.properties.tabIndex = 0;
      if (node.tagName === "img") {
        node.properties.loading = "lazy";
        node.properties.decoding = "async";
      }
      return undefined;
    });
  };
}

const HEADING = /^h[1-6]$/;
const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * A body's headings are sections of a page whose title is its one h1. A first line that repeats
 * the title as a `#` heading (pasted from a document) is left out; if other `#` headings remain,
 * every heading moves one level down, so the body's own outline is kept below the title; and no
 * heading is more than one level below the one before (a `####` straight after a `##` is an h3),
 * so a screen reader's list of headings has no gaps. What changed goes to the editor as advice.
 */
function rehypeHeadingLevels() {
  return (tree: HastRoot, file: VFile) => {
    const advice = ((file.data as { renderAdvice?: string[] }).renderAdvice ??= []);
    const matter = (file.data.matter ?? {}) as { title?: unknown; name?: unknown };
    const title = typeof matter.title === "string" ? matter.title : matter.name;
    const first = tree.children.find((node) => node.type !== "text" || node.value.trim());
    if (first?.type === "element" && first.tagName === "h1" && typeof title === "string" && squash(hastText(first)) === squash(title)) {
      tree.children.splice(tree.children.indexOf(first), 1);
      advice.push("the body starts with the title as a # heading: the page shows the title already, so that line is left out (delete it)");
    }
    const headings: Element[] = [];
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "section" && node.properties.dataFootnotes !== undefined) return SKIP;
      if (HEADING.test(node.tagName)) headings.push(node);
      return undefined;
    });
    const shift = headings.some((node) => node.tagName === "h1") ? 1 : 0;
    if (shift)
      advice.push("# headings in the body: the page's title is its one main heading, so the body's headings are shown one level lower (start a section with ##)");
    // Levels as shown (previous) and as written (before): a gap is named where the file has it.
    let previous = 1;
    let before = 1;
    const raised: string[] = [];
    for (const node of headings) {
      const written = Number(node.tagName[1]);
      const level = Math.max(2, Math.min(written + shift, 6, previous + 1));
      if (written + shift > before + 1) raised.push(`"${hastText(node).trim()}" (${"#".repeat(written)})`);
      node.tagName = `h${level}`;
      previous = level;
      before = written + shift;
    }
    if (raised.length)
      advice.push(`${raised.join(", ")}: more than one level below the heading before, so shown one level below that one (headings go down one level at a time)`);
  };
}

/** Pictures a browser must not get as they were uploaded: they may carry the camera's metadata. */
const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif|bmp)$/i;

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
        if (!src.startsWith("/") || src.startsWith("//"))
          return fail(`pictures are files of the site: put it in content/media/ and write ${MEDIA_PREFIX}<file>`);
        if (RASTER.test(src))
          return fail(`photos and screenshots go in content/media/ (write ${MEDIA_PREFIX}…), where the build sizes them and strips their metadata; public/ is for drawings (SVG)`);
        return;
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
          { type: "element", tagName: "source", properties: { type: "image/avif", srcSet: sources.avif, sizes: FIGURE_SIZES }, children: [] },
          { type: "element", tagName: "source", properties: { type: "image/webp", srcSet: sources.webp, sizes: FIGURE_SIZES }, children: [] },
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

/** The words the rendering adds in `lang`: the footnotes' heading and back links ("{n}" the reference), a task list's states. */
function renderWords(lang: Locale = baseLocale) {
  return {
    footnoteLabel: m["items.post.footnotes"]({}, { locale: lang }),
    backLabel: (reference: string) => m["items.post.footnoteBack"]({ reference }, { locale: lang }),
    taskDone: m["items.post.taskDone"]({}, { locale: lang }),
    taskOpen: m["items.post.taskOpen"]({}, { locale: lang }),
  };
}

/**
 * A GitHub task list (`- [x] Close the books`) is a checklist to read, not a form: remark-gfm
 * writes each mark as a disabled checkbox without a label, which screen readers announce as an
 * unnamed control (axe: "label", critical). Each becomes a drawn box (prose.css) and its state
 * in words for screen readers, in the file's language; a feed reader shows the words.
 */
function rehypeTaskLists({ lang }: { lang?: Locale }) {
  const words = renderWords(lang);
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "input" || node.properties.type !== "checkbox" || !parent || index === undefined) return;
      const done = Boolean(node.properties.checked);
      parent.children.splice(
        index,
        1,
        {
          type: "element",
          tagName: "span",
          properties: { className: ["task-mark"], ariaHidden: "true", ...(done ? { dataDone: "" } : {}) },
          children: [],
        },
        {
          type: "element",
          tagName: "span",
          properties: { className: ["sr-only"] },
          children: [{ type: "text", value: `${done ? words.taskDone : words.taskOpen} ` }],
        },
      );
      return index + 2;
    });
  };
}

/**
 * The ids the page around a body already uses (app/root.tsx and the item pages' components:
 * landmarks, section headings, the menus' and footer's groups, remark-rehype's footnotes heading). A heading
 * written `## Main` would otherwise repeat `<main id="main">`: two elements with one id, and its
 * "#" link and the contents' entry jumping to the wrong place. markdown.server.test.ts checks
 * that every id written in a component those pages import is here.
 */
export const pageIds: ReadonlySet<string> = new Set([
  ...["main", "theme-script", "deferred-scripts", "footnote-label", "footer-cta", "footer-subscribe"],
  ...["article-title", "article-tags", "toc-title", "related-title", "comments-title", "comment-form-title"],
  ...["job-summary", "job-closed", "other-roles", "member-profile", "member-posts", "more-members"],
  ...["service-outcomes", "service-projects", "service-list", "service-help"],
  ...["project-facts", "project-numbers", "project-next", "more-projects"],
  // The footer's columns and the header's menus and their groups (app/content/site.ts).
  ...["footer-navigation", "footer-utility-pages", "footer-resources", "menu-demo", "menu-pages"],
  ...["blog", "service", "team", "career", "portfolio", "utility"].map((group) => `menu-pages-${group}`),
]);

/**
 * Each heading's id, as GitHub writes it (`## Close the books` → `close-the-books`, a repeated
 * one `-1`, `-2` …), except that an id the page already uses takes the next number (`main-1`),
 * and a heading with no letters or digits (`## 🚀`) is a `section`, so its "#" link and its
 * entry in the contents lead somewhere (an empty id is invalid HTML and linked to the top).
 */
function rehypeHeadingIds() {
  return (tree: HastRoot) => {
    const slugger = new GithubSlugger();
    visit(tree, "element", (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName) || node.properties.id) return;
      const text = /[\p{L}\p{N}]/u.test(hastText(node)) ? hastText(node) : "section";
      let id = slugger.slug(text);
      while (pageIds.has(id)) id = slugger.slug(text);
      node.properties.id = id;
    });
  };
}

/**
 * A table column's alignment (`| :---: |`): remark-rehype writes it as `align`, an attribute HTML
 * no longer has (html-validate's no-deprecated-attr fails the page); on the site it is the
 * stylesheet's class of the same meaning. A feed keeps the attribute, which readers understand.
 */
function rehypeTableAlign({ origin }: { origin?: string }) {
  return (tree: HastRoot) => {
    if (origin) return;
    visit(tree, "element", (node: Element) => {
      const align = node.properties.align;
      if ((node.tagName !== "th" && node.tagName !== "td") || typeof align !== "string") return;
      delete node.properties.align;
      const utility = { left: "text-left", center: "text-center", right: "text-right" }[align];
      if (utility) node.properties.className = [utility];
    });
  };
}

const pipeline = ({ origin, page, publicDir, lang }: Omit<MarkdownOptions, "path">) =>
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkRawHtml)
    // GitHub's footnotes, with their screen-reader heading and back links in the file's language.
    .use(remarkRehype, {
      footnoteLabel: renderWords(lang).footnoteLabel,
      footnoteBackLabel: (index: number, again: number) =>
        renderWords(lang).backLabel(again > 1 ? `${index + 1}-${again}` : `${index + 1}`),
    })
    .use(rehypeHeadingLevels)
    .use(rehypeTaskLists, { lang })
    .use(rehypeHeadingIds)
    .use(rehypeTableAlign, { origin })
    // A heading's "#" link to itself, on the site's pages only: a feed reader would show it as a
    // stray mark after every heading, linking nowhere in the reader.
    .use(
      origin
        ? []
        : [
            [
              rehypeAutolinkHeadings,
              {
                behavior: "append",
                // scripts/search-index.mjs keeps it out of the index (its "#" showed in excerpts).
                properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
                content: { type: "text", value: "#" },
              },
            ],
          ],
    )
    .use(rehypeMedia, { origin })
    .use(rehypeFigures)
    .use(rehypeImageSizes, { publicDir })
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
  const key = `${options.origin ?? ""} ${options.page ?? ""} ${options.publicDir ?? ""} ${options.lang ?? baseLocale}`;
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
      `${renderer}\0${options.origin ?? ""}\0${publicDir}\0${words.footnoteLabel}\0${words.backLabel("{n}")}\0${words.taskDone}\0${words.taskOpen}\0${source}`,
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
