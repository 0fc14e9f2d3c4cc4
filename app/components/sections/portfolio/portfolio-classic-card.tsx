import { ArrowUpRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Cover } from "~/components/ui/cover";
import { cn } from "~/lib/cn";
import { useItemWords } from "~/lib/item-words";
import { rowSizes } from "~/lib/sizes";
import type { PortfolioItem } from "~/content/types";
import { shell, type PortfolioCardProps } from "./portfolio-card";

/** The classic portfolio (/portfolio-classic): two columns from md. */
const CLASSIC_SIZES = rowSizes([{ columns: 1 }, { from: 768, columns: 2, gap: 32 }]);

/** Classic card: a larger cover, category, title, summary and the project's tags. */
export function PortfolioClassicCard({
  item,
  headingLevel: Heading = "h3",
  className = "",
  sizes = CLASSIC_SIZES,
  priority,
}: Omit<PortfolioCardProps, "item"> & { item: PortfolioItem }) {
  const say = useItemWords();
  return (
    // A card repeats its project, which search finds at its own page.
    <article data-pagefind-ignore className={cn(shell, className)}>
      <div lang={item.lang} className="bg-surface-soft overflow-hidden">
        <Cover
          name={item.image}
          sizes={sizes}
          priority={priority}
          className="aspect-[16/10] transition duration-300 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-8">
        <Heading lang={item.lang} className="h3">
          <Link
            to={item.href}
            className="after:absolute after:inset-0 after:rounded-[20px] focus-visible:outline-offset-4"
          >
            {item.title}
          </Link>
        </Heading>
        <p lang={item.lang} className="text-muted mt-3 text-base leading-[26px]">
          {item.summary}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
          {/* The category comes first and stands out; the other tags follow it. */}
          <ul aria-label={say("company.portfolio.tags")} className="flex flex-wrap gap-2">
            {[item.category, ...item.tags.filter((tag) => tag !== item.category)].map((tag) => (
              <li
                key={tag}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm leading-5 font-semibold",
                  tag === item.category
                    ? "border-violet-soft bg-violet-soft text-violet"
                    : "border-border text-muted",
                )}
              >
                {item.tagLabels[tag] ?? tag}
              </li>
            ))}
          </ul>
          <span
            aria-hidden="true"
            className="text-violet inline-flex items-center gap-1 text-base font-semibold"
          >
            {say("company.portfolio.viewProject")}
            <ArrowUpRight
              className="size-4 transition duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
              strokeWidth={2}
            />
          </span>
        </div>
      </div>
    </article>
  );
}
