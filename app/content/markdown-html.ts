/**
 * Raw HTML in a body is left out of the page (remark-rehype without allowDangerousHtml), whoever
 * wrote it. Three kinds of it were left out silently, though the owner meant words or a break:
 * - `<br>` (pasted from a web page or an HTML habit): a line break, as two spaces or `\` give;
 * - a word in angle brackets that is no HTML element (`a <draft> plan`, `<name>`): the words;
 * - anything else (`<b>`, `<iframe …>`) is still left out, and the file's advice names it.
 * HTML comments (`<!-- a note -->`) are the writer's notes: left out without a word.
 * Used by the build (markdown.server.ts) and the editor's preview (admin/markdown.ts).
 */
import type { Root } from "mdast";
import { htmlTagNames } from "html-tag-names";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

const elements = new Set(htmlTagNames);
const BREAK = /^<br\s*\/?>$/i;
const TAG = /^<\/?([A-Za-z][\w-]*)/;

/** Nodes whose children are words (phrasing content); elsewhere an html node is a block of its own. */
const PHRASING = new Set(["paragraph", "heading", "emphasis", "strong", "delete", "link", "linkReference", "tableCell"]);

export function remarkRawHtml() {
  return (tree: Root, file: VFile) => {
    const dropped: string[] = [];
    visit(tree, "html", (node, index, parent) => {
      if (!parent || index === undefined) return;
      const html = node.value.trim();
      const inline = PHRASING.has(parent.type);
      if (BREAK.test(html)) {
        if (inline) parent.children[index] = { type: "break" };
        return;
      }
      const name = TAG.exec(html)?.[1]?.toLowerCase();
      if (name && !elements.has(name) && !name.includes("-")) {
        const text = { type: "text" as const, value: node.value };
        parent.children[index] = inline ? text : { type: "paragraph", children: [text] };
        return;
      }
      if (!html.startsWith("<!--")) dropped.push(html.length > 40 ? `${html.slice(0, 40)}…` : html);
    });
    if (dropped.length)
      ((file.data as { renderAdvice?: string[] }).renderAdvice ??= []).push(
        `raw HTML is left out of the page: ${[...new Set(dropped)].join(", ")}; write it in Markdown (**bold**, [a link](/page), ![a picture](/media/…)) or leave it out`,
      );
  };
}
