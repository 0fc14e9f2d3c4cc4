import { ArrowUpRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Cover } from "~/components/ui/cover";
import type { PortfolioCardItem } from "~/content/types";
import { cn } from "~/lib/cn";
import { rowSizes } from "~/lib/sizes";

export type PortfolioCardProps = {
  item: PortfolioCardItem;
  headingLevel?: "h2" | "h3";
  /** Added to the card's classes . */
  className?: string;
  /** A cover photo's width in the card's grid (`sizes`); by default the portfolio grid's. */
  sizes?: string;
  /** The first card of a list, in the first view on a phone: its photo is fetched at once. */
  priority?: boolean;
};

/** The portfolio grid (/portfolio-grid): two columns from sm, three from lg, four from xl. */
const GRID_SIZES = rowSizes([
  { columns: 1 },
  { from: 640, columns: 2, gap: 24 },
  { from: 1024, columns: 3, gap: 24 },
  { from: 1280, columns: 4, gap: 24 },
]);
/** The card's frame, shared with the classic card (portfolio-classic-card.tsx). */
export const shell =
  "group relative flex h-full w-full flex-col overflow-hidden rounded-[20px] border border-border bg-surface shadow-soft wrap-anywhere transition duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lift";

/** Grid card: cover, category and title; the whole card links to the project. */
export function PortfolioCard({
  item,
  headingLevel: Heading = "h3",
  className = "",
  sizes = GRID_SIZES,
  priority,
}: PortfolioCardProps) {
  return (
    // A card repeats its project, which search finds at its own page.
    <article data-pagefind-ignore className={cn(shell, className)}>
      <div lang={item.lang} className="bg-surface-soft overflow-hidden">
        <Cover
          name={item.image}
          sizes={sizes}
          priority={priority}
          className="aspect-[4/3] transition duration-300 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 items-start justify-between gap-4 p-6">
        <div className="min-w-0">
          <p className="text-violet text-sm leading-5 font-semibold">
            {item.tagLabels[item.category] ?? item.category}
          </p>
          <Heading lang={item.lang} className="mt-1.5 text-xl leading-7 font-bold">
            <Link
              to={item.href}
              className="after:absolute after:inset-0 after:rounded-[20px] focus-visible:outline-offset-4"
            >
              {item.title}
            </Link>
          </Heading>
        </div>
        <span
          aria-hidden="true"
          className="border-border text-ink group-hover:border-violet group-hover:bg-primary inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition duration-200 group-hover:text-white"
        >
          <ArrowUpRight className="size-5" strokeWidth={2} />
        </span>
      </div>
    </article>
  );
}
