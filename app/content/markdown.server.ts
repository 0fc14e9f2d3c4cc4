/**
 * Markdown → semantic HTML, at build time only (a `.server` module: React Router keeps it, and
 * the unified toolchain it imports, out of every client bundle; tests/e2e/budgets.spec.ts checks).
 * GitHub-flavoured Markdown, heading ids and anchors, a table of contents from the h2/h3s and
 * the word count for the reading time.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import { toString as mdastText } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { imageSize } from "image-size";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { matter } from "vfile-matter";

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

export type RenderedMarkdown = {
  /** The YAML frontmatter, not yet validated. */
  data: unknown;
  html: string;
  toc: TocEntry[];
  words: number;
};

/** Average adult reading speed for non-fiction on screen, in words per minute. */
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Tables scroll sideways on phones instead of widening the page; images load lazily, and a
 * picture that stands in a paragraph of its own (a figure) links to its file, so a chart drawn
 * for a wide column can be opened full size on a phone.
 */
function rehypeFigures() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const only = node.children.filter((c) => c.type !== "text" || c.value.trim());
      const image = only.length === 1 && only[0]!.type === "element" ? only[0] : undefined;
      if (
        node.tagName === "p" &&
        image?.tagName === "img" &&
        typeof image.properties.src === "string"
      ) {
        image.properties.loading = "lazy";
        image.properties.decoding = "async";
        node.children = [
          {
            type: "element",
            tagName: "a",
            properties: { href: image.properties.src, className: ["prose-figure"] },
            children: [image],
          },
        ];
        return "skip";
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: { className: ["prose-table"] },
          children: [node],
        };
        return "skip";
      }
      if (node.tagName === "img") {
        node.properties.loading = "lazy";
        node.properties.decoding = "async";
      }
      return undefined;
    });
  };
}

/**
 * Every image the site serves (a path under public/) gets its own width and height, read from
 * the file, so the page keeps its place while it loads. A missing file stops the build.
 */
function rehypeImageSizes() {
  return (tree: HastRoot, file: VFile) => {
    visit(tree, "element", (node: Element) => {
      const src = node.properties.src;
      if (node.tagName !== "img" || typeof src !== "string" || !src.startsWith("/")) return;
      let size: { width?: number; height?: number };
      try {
        size = imageSize(readFileSync(join(process.cwd(), "public", decodeURI(src))));
      } catch {
        throw new Error(`${file.path}: image ${src}: expected a file at public${src}`);
      }
      node.properties.width ??= size.width;
      node.properties.height ??= size.height;
    });
  };
}

/** Feed readers show entries away from the site: links and images there need absolute URLs. */
function rehypeAbsoluteUrls(options: { origin?: string }) {
  return (tree: HastRoot) => {
    if (!options.origin) return;
    const origin = options.origin;
    visit(tree, "element", (node: Element) => {
      for (const key of ["href", "src"] as const) {
        const value = node.properties[key];
        if (typeof value === "string" && value.startsWith("/"))
          node.properties[key] = new URL(value, origin).toString();
      }
    });
  };
}

const pipeline = (origin?: string) =>
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
      content: { type: "text", value: "#" },
    })
    .use(rehypeFigures)
    .use(rehypeImageSizes)
    .use(rehypeAbsoluteUrls, { origin })
    .use(rehypeStringify);

const sitePipeline = pipeline();

/** `origin` makes every site-relative link and image absolute (for feeds). */
export function renderMarkdown(source: string, path: string, origin?: string): RenderedMarkdown {
  const processor = origin ? pipeline(origin) : sitePipeline;
  const file = new VFile({ value: source, path });
  matter(file, { strip: true });
  const mdast = processor.parse(file) as MdastRoot;
  const words = mdastText(mdast).split(/\s+/).filter(Boolean).length;
  const hast = processor.runSync(mdast, file) as HastRoot;
  const toc: TocEntry[] = [];
  visit(hast, "element", (node: Element) => {
    if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string")
      toc.push({
        id: node.properties.id,
        // The appended "#" anchor is not part of the heading's name.
        text: hastText(node).replace(/#$/, "").trim(),
        depth: node.tagName === "h2" ? 2 : 3,
      });
  });
  return { data: file.data.matter, html: processor.stringify(hast, file), toc, words };
}
