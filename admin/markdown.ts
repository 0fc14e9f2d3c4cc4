/**
 * The preview's Markdown: the build's own rendering of a body (app/content/markdown-body.ts), so
 * the editor sees the page's headings and their ids, figures with captions, aligned tables, task
 * lists and footnotes, and raw HTML left out as the page leaves it. Photos are shown from the
 * editor's files (the build encodes them; the preview shows the upload as it is).
 */
import rehypeStringify from "rehype-stringify";
import type { Problem } from "~/content/collections/validate";
import { bodyImages, bodyPipeline, imagePlaceProblem } from "~/content/markdown-body";
import type { Locale } from "~/content/locales";
import { visit } from "unist-util-visit";
import type { Root } from "hast";
import { VFile } from "vfile";

export function previewMarkdown(
  source: string,
  {
    resolve = (src) => src,
    title,
    lang,
  }: {
    /** An image's address as the editor can show it (an upload not yet saved). */
    resolve?: (src: string) => string;
    /** The item's title: a first `# Title` line is left out, as on the page. */
    title?: string;
    /** The language the file is written in (the footnotes' and task lists' words). */
    lang?: Locale;
  } = {},
): string {
  const resolveImages = () => (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "img" && typeof node.properties.src === "string")
        node.properties.src = resolve(node.properties.src);
    });
  };
  const file = new VFile({ value: source, data: { matter: { title } } });
  return String(
    bodyPipeline({ lang, images: [resolveImages] })
      .use(rehypeStringify)
      .processSync(file),
  );
}

/**
 * A body's pictures that the build would refuse for where they are (pasted from another site, a
 * photo in public/), in the build's words, so a save is refused before the build is. Whether a
 * `/media/…` photo was uploaded is the build's to say.
 */
export function bodyProblems(file: string, source: unknown): Problem[] {
  if (typeof source !== "string" || !source) return [];
  return bodyImages(source).flatMap((src) => {
    const message = imagePlaceProblem(src);
    return message ? [{ file, message: `image ${src}: ${message}` }] : [];
  });
}
