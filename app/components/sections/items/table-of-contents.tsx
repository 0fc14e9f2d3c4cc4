import type { TocEntry } from "~/content/types";
import { cn } from "~/lib/cn";

/** Whether a post has contents to list: two headings or more (one is not worth a box). */
export const hasContents = (toc: readonly TocEntry[]) => toc.length >= 2;

/** The article's contents, built from its h2 and h3 headings (their ids are the anchors). */
export function TableOfContents({
  toc,
  title,
  lang,
  className,
}: {
  toc: readonly TocEntry[];
  title: string;
  /** The headings' language, when it is not the page's (app/components/ui/prose.tsx). */
  lang?: string;
  className?: string;
}) {
  if (!hasContents(toc)) return null;
  return (
    <nav
      data-pagefind-ignore
      aria-labelledby="toc-title"
      className={cn(
        "border-border bg-surface-soft rounded-[20px] border p-6 wrap-anywhere md:p-8",
        className,
      )}
    >
      <p id="toc-title" className="eyebrow">
        {title}
      </p>
      <ol lang={lang} className="mt-4 grid gap-y-1">
        {toc.map((entry) => (
          <li key={entry.id} className={cn(entry.depth === 3 && "pl-5")}>
            <a
              href={`#${entry.id}`}
              className={cn(
                "hover:text-violet block rounded-lg py-1 leading-6 underline-offset-4 hover:underline",
                entry.depth === 2 ? "text-ink text-base font-semibold" : "text-muted text-[15px]",
              )}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
