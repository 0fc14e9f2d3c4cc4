/**
 * A body's Markdown as the site shows it: the part of the rendering the build
 * (markdown.server.ts, which adds the photos' sizes and the feeds' addresses) and the browser
 * editor's preview (admin/markdown.ts) share, so an editor previews the page's headings, ids,
 * figures and captions, tables, task lists and footnotes as a reader will see them. No Node, no
 * files: it runs in the editor's page too.
 */
import GithubSlugger from "github-slugger";
import type { Element, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { m } from "../paraglide/messages.js";
import { baseLocale, type Locale } from "./locales";
import { remarkRawHtml } from "./markdown-html";
import { MEDIA_PREFIX } from "./media.server";
import { keepNumberSigns } from "./typography";

/** The words the rendering adds in `lang`: the footnotes' heading and back links ("{n}" the reference), a task list's states. */
export function renderWords(lang: Locale = baseLocale) {
  return {
    footnoteLabel: m["items.post.footnotes"]({}, { locale: lang }),
    backLabel: (reference: string) => m["items.post.footnoteBack"]({ reference }, { locale: lang }),
    taskDone: m["items.post.taskDone"]({}, { locale: lang }),
    taskOpen: m["items.post.taskOpen"]({}, { locale: lang }),
  };
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
      const img =
        image?.tagName === "picture"
          ? image.children.find((c): c is Element => c.type === "element" && c.tagName === "img")
          : image;
      if (
        node.tagName === "p" &&
        image &&
        img?.tagName === "img" &&
        typeof img.properties.src === "string"
      ) {
        img.properties.loading = "lazy";
        img.properties.decoding = "async";
        const href =
          image.tagName === "picture" ? String(image.properties.dataFull) : img.properties.src;
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
    if (
      first?.type === "element" &&
      first.tagName === "h1" &&
      typeof title === "string" &&
      squash(hastText(first)) === squash(title)
    ) {
      tree.children.splice(tree.children.indexOf(first), 1);
      advice.push(
        "the body starts with the title as a # heading: the page shows the title already, so that line is left out (delete it)",
      );
    }
    const headings: Element[] = [];
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "section" && node.properties.dataFootnotes !== undefined) return SKIP;
      if (HEADING.test(node.tagName)) headings.push(node);
      return undefined;
    });
    const shift = headings.some((node) => node.tagName === "h1") ? 1 : 0;
    if (shift)
      advice.push(
        "# headings in the body: the page's title is its one main heading, so the body's headings are shown one level lower (start a section with ##)",
      );
    // Levels as shown (previous) and as written (before): a gap is named where the file has it.
    let previous = 1;
    let before = 1;
    const raised: string[] = [];
    for (const node of headings) {
      const written = Number(node.tagName[1]);
      const level = Math.max(2, Math.min(written + shift, 6, previous + 1));
      if (written + shift > before + 1)
        raised.push(`"${hastText(node).trim()}" (${"#".repeat(written)})`);
      node.tagName = `h${level}`;
      previous = level;
      before = written + shift;
    }
    if (raised.length)
      advice.push(
        `${raised.join(", ")}: more than one level below the heading before, so shown one level below that one (headings go down one level at a time)`,
      );
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
      if (
        node.tagName !== "input" ||
        node.properties.type !== "checkbox" ||
        !parent ||
        index === undefined
      )
        return;
      const done = Boolean(node.properties.checked);
      parent.children.splice(
        index,
        1,
        {
          type: "element",
          tagName: "span",
          properties: {
            className: ["task-mark"],
            ariaHidden: "true",
            ...(done ? { dataDone: "" } : {}),
          },
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
  ...[
    "main",
    "theme-script",
    "deferred-scripts",
    "footnote-label",
    "footer-cta",
    "footer-subscribe",
  ],
  ...[
    "article-title",
    "article-tags",
    "toc-title",
    "related-title",
    "comments-title",
    "comment-form-title",
  ],
  ...["job-summary", "job-closed", "other-roles", "member-profile", "member-posts", "more-members"],
  ...["service-outcomes", "service-projects", "service-list", "service-help"],
  ...["project-facts", "project-numbers", "project-next", "more-projects"],
  // The footer's columns and the header's menus and their groups (app/content/site.ts).
  ...["footer-navigation", "footer-utility-pages", "footer-resources", "menu-demo", "menu-pages"],
  ...["blog", "service", "team", "career", "portfolio", "utility"].map(
    (group) => `menu-pages-${group}`,
  ),
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

/** Where the words are as written, not prose: a space in them is the writer's. */
const VERBATIM = new Set(["code", "pre", "kbd", "samp"]);

/** A number keeps its currency or percent sign on its line (typography.ts); code stays as written. */
function rehypeNumberSigns() {
  return (tree: HastRoot) => {
    visit(tree, (node, _index, parent) => {
      if (node.type === "element" && VERBATIM.has(node.tagName)) return SKIP;
      if (node.type === "text" && parent?.type !== "root") node.value = keepNumberSigns(node.value);
    });
  };
}

/**
 * A table column's alignment (`| :---: |`): remark-rehype writes it as `align`, an attribute HTML
 * no longer has (html-validate's no-deprecated-attr fails the page); on the site it is the
 * stylesheet's class of the same meaning. A feed keeps the attribute, which readers understand.
 */
function rehypeTableAlign({ feed }: { feed?: boolean }) {
  return (tree: HastRoot) => {
    if (feed) return;
    visit(tree, "element", (node: Element) => {
      const align = node.properties.align;
      if ((node.tagName !== "th" && node.tagName !== "td") || typeof align !== "string") return;
      delete node.properties.align;
      const utility = { left: "text-left", center: "text-center", right: "text-right" }[align];
      if (utility) node.properties.className = [utility];
    });
  };
}

/**
 * Markdown (its frontmatter skipped) to the site's HTML tree, up to the figures: `images` turn
 * each `<img>`'s file into what the reader gets (the build's <picture>, the editor's upload) before
 * a picture of its own paragraph becomes a figure. A `feed` keeps `align` and has no "#" links.
 * Unfrozen: the caller adds its own steps and a stringifier.
 */
/** Pictures a browser must not get as they were uploaded: they may carry the camera's metadata. */
const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif|bmp)$/i;

/**
 * Where a body's picture must be, as the build says it (a `/media/…` photo is checked against
 * the files by the build): one elsewhere, on another site or pasted from the web, or a photo in
 * public/, where it would be served as uploaded. The browser editor says the same on a save.
 */
export function imagePlaceProblem(src: string): string | undefined {
  if (src.startsWith(MEDIA_PREFIX)) return undefined;
  if (!src.startsWith("/") || src.startsWith("//"))
    return `pictures are files of the site: put it in content/media/ and write ${MEDIA_PREFIX}<file>`;
  if (RASTER.test(src))
    return `photos and screenshots go in content/media/ (write ${MEDIA_PREFIX}…), where the build sizes them and strips their metadata; public/ is for drawings (SVG)`;
  return undefined;
}

/** Every picture's address in a body, as written (`![…](address)` and reference images). */
export function bodyImages(source: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(source);
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node) => {
    definitions.set(node.identifier, node.url);
  });
  const images: string[] = [];
  visit(tree, (node) => {
    if (node.type === "image") images.push(node.url);
    if (node.type === "imageReference" && definitions.has(node.identifier))
      images.push(definitions.get(node.identifier)!);
  });
  return images;
}

export function bodyPipeline({
  lang,
  feed = false,
  images = [],
}: {
  lang?: Locale;
  feed?: boolean;
  images?: PluggableList;
}) {
  const words = renderWords(lang);
  return (
    unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ["yaml"])
      .use(remarkGfm)
      .use(remarkRawHtml)
      // GitHub's footnotes, with their screen-reader heading and back links in the file's language.
      .use(remarkRehype, {
        footnoteLabel: words.footnoteLabel,
        footnoteBackLabel: (index: number, again: number) =>
          words.backLabel(again > 1 ? `${index + 1}-${again}` : `${index + 1}`),
      })
      .use(rehypeHeadingLevels)
      .use(rehypeTaskLists, { lang })
      .use(rehypeHeadingIds)
      .use(rehypeNumberSigns)
      .use(rehypeTableAlign, { feed })
      // A heading's "#" link to itself, on the site's pages only: a feed reader would show it as a
      // stray mark after every heading, linking nowhere in the reader.
      .use(
        feed
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
      .use(images)
      .use(rehypeFigures)
  );
}
