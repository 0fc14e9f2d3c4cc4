/**
 * The preview's Markdown: the rules of the build's renderer (app/content/markdown.server.ts) that
 * decide what a reader sees: GitHub-flavoured Markdown, headings with ids, and raw HTML dropped
 * (remark-rehype without allowDangerousHtml), whoever wrote it, but for a `<br>` and a word in
 * angle brackets (app/content/markdown-html.ts). Photos are shown from the
 * editor's files (the build encodes them; the preview shows the upload as it is).
 */
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { remarkRawHtml } from "~/content/markdown-html";
import { visit } from "unist-util-visit";
import type { Root } from "hast";

const processor = (resolve: (src: string) => string) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRawHtml)
    .use(remarkRehype)
    .use(() => (tree: Root) => {
      visit(tree, "element", (node) => {
        if (node.tagName === "img" && typeof node.properties.src === "string")
          node.properties.src = resolve(node.properties.src);
      });
    })
    .use(rehypeSlug)
    .use(rehypeStringify);

export function previewMarkdown(
  source: string,
  resolve: (src: string) => string = (src) => src,
): string {
  return String(processor(resolve).processSync(source));
}
