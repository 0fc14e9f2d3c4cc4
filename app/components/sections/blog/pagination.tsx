import { useItemWords } from "~/lib/item-words";
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/** A page to link to: its number and address. */
export type PageLink = { number: number; href: string };

type Props = {
  /**
   * The pages to link to, in order: all of them, or (for a long list) the first, the last and
   * those around the current one; a gap in the numbers shows as an ellipsis.
   */
  pages: readonly PageLink[];
  /** 1-based number of the page being shown. */
  current?: number;
  /** The page before and after the current one, when there is one. */
  previous?: string;
  next?: string;
  className?: string;
};

const item =
  "inline-flex h-12 min-w-12 items-center justify-center rounded-full border text-base font-semibold transition duration-200 ease-out";

/**
 * Numbered pagination in a labelled <nav>: /blog, /blog/page/2 … (and, on the column layouts,
 * the next layout). Previous and next links appear when there is such a page. A long list shows
 * a window of pages, so a blog of thousands of posts does not put hundreds of links on each.
 */
export function Pagination({ pages, current = 1, previous, next, className = "" }: Props) {
  const say = useItemWords();
  return (
    <nav aria-label={say("pagination.label")} className={className}>
      <ul className="flex flex-wrap items-center gap-2">
        {previous ? (
          <li>
            <Link
              to={previous}
              rel="prev"
              aria-label={say("pagination.previousPage")}
              className={cn(
                item,
                "border-border text-ink hover:border-violet hover:text-violet bg-surface gap-2 px-3.5 sm:px-5",
              )}
            >
              <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2} />
              {/* On phones the arrows alone, so the row fits on one line. */}
              <span className="max-sm:hidden">{say("pagination.previous")}</span>
            </Link>
          </li>
        ) : null}
        {pages.map(({ number, href }, index) => {
          const isCurrent = number === current;
          const gap = index > 0 && number - pages[index - 1]!.number > 1;
          return [
            gap ? (
              <li key={`gap-${number}`} aria-hidden="true" className="text-muted px-1 text-base">
                …
              </li>
            ) : null,
            <li key={number}>
              <Link
                to={href}
                aria-label={say("pagination.page", { number })}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  item,
                  isCurrent
                    ? "border-violet bg-primary shadow-violet text-white"
                    : "border-border text-ink hover:border-violet hover:text-violet bg-surface",
                )}
              >
                {number}
              </Link>
            </li>,
          ];
        })}
        {next ? (
          <li>
            <Link
              to={next}
              rel="next"
              aria-label={say("pagination.nextPage")}
              className={cn(
                item,
                "border-border text-ink hover:border-violet hover:text-violet bg-surface gap-2 px-3.5 sm:px-5",
              )}
            >
              <span className="max-sm:hidden">{say("pagination.next")}</span>
              <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
