import { useLocale } from "~/lib/i18n";
import { ArrowUpRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Cover } from "~/components/ui/cover";
import type { BlogPost } from "~/content/types";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/cn";
import { rowSizes } from "~/lib/sizes";

type Props = {
  post: BlogPost;
  headingLevel?: "h2" | "h3";
  /** Layout: stacked (cover on top) or row (cover beside the text from md up). */
  variant?: "stacked" | "row";
  /** Added to the card's classes . */
  className?: string;
  /** A cover photo's width in the card's grid (`sizes`); by default one of three columns from lg, two from md. */
  sizes?: string;
  /** The card's "Read more" cue in the page's language (the whole card's link is its title). */
  readMore: string;
};

const GRID_SIZES = rowSizes([
  { columns: 1 },
  { from: 768, columns: 2, gap: 24 },
  { from: 1024, columns: 3, gap: 24 },
]);

/** A blog post card: cover, category, date, title (the link), description. */
export function BlogCard({
  post,
  headingLevel: Heading = "h3",
  variant = "stacked",
  className = "",
  sizes = GRID_SIZES,
  readMore,
}: Props) {
  const row = variant === "row";
  const locale = useLocale();
  return (
    // A card repeats its item, which search finds at its own page.
    <article
      data-pagefind-ignore
      className={cn(
        // wrap-anywhere: an owner's long word breaks instead of widening the grid the card is in.
        "group border-border shadow-soft hover:shadow-lift bg-surface relative flex overflow-hidden rounded-[20px] border wrap-anywhere transition duration-200 ease-out hover:-translate-y-0.5",
        row ? "flex-col md:flex-row" : "flex-col",
        className,
      )}
    >
      <div lang={post.lang} className={cn("overflow-hidden", row && "md:w-[44%] md:shrink-0")}>
        <Cover
          name={post.image}
          sizes={sizes}
          className={cn(
            "aspect-[16/10] transition duration-300 group-hover:scale-[1.03]",
            row && "md:h-full",
          )}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="bg-violet-soft text-violet rounded-full px-3 py-1 font-semibold">
            {post.categoryLabel}
          </span>
          <time dateTime={post.date} className="text-muted">
            {formatDate(post.date, locale)}
          </time>
        </div>
        <Heading lang={post.lang} className="mt-4 text-xl leading-7 font-bold">
          <Link
            to={post.href}
            className="hover:text-violet after:absolute after:inset-0 focus-visible:outline-offset-4"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={post.lang} className="text-muted mt-3 text-base leading-[26px]">
          {post.description}
        </p>
        <span
          aria-hidden="true"
          className="text-violet mt-auto inline-flex items-center gap-1 pt-5 text-base font-semibold"
        >
          {readMore} <ArrowUpRight className="size-4" strokeWidth={2} />
        </span>
      </div>
    </article>
  );
}
