import { cn } from "~/lib/cn";

/**
 * An item's Markdown body, rendered to HTML at build time (app/content/markdown.server.ts):
 * only the HTML string reaches the page, never the Markdown toolchain.
 */
export function Prose({
  html,
  lang,
  className,
}: {
  html: string;
  lang?: string;
  className?: string;
}) {
  return (
    <div
      lang={lang}
      className={cn("prose", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
