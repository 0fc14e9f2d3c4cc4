import { StarRating } from "~/components/ui/star-rating";
import { cn } from "~/lib/cn";
import { formatRating } from "~/lib/format";
import { useLocale } from "~/lib/i18n";
import { useItemWords } from "~/lib/item-words";

/**
 * An average rating such as 4.8: the number, five stars filled to the tenth, and one
 * accessible sentence ("Rated 4.8 out of 5") instead of five star images, in the page's language.
 */
export function AverageRating({
  rating,
  caption,
  tone = "light",
  className = "",
}: {
  rating: number;
  caption?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const locale = useLocale();
  const say = useItemWords();
  const dark = tone === "dark";
  const shown = formatRating(rating, locale);
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "text-4xl leading-none font-extrabold tracking-tight",
          dark ? "text-white" : "text-ink",
        )}
      >
        {shown}
      </span>
      <span>
        <span className="sr-only">
          {say("home.rating.summary", { rating: shown, max: 5 })}
        </span>
        <StarRating
          rating={rating}
          emptyClassName={dark ? "fill-white/20 text-white/20" : "fill-border text-border"}
        />
        {caption ? (
          <span
            className={cn(
              "mt-1 block text-sm leading-5",
              dark ? "text-on-dark-muted" : "text-muted",
            )}
          >
            {caption}
          </span>
        ) : null}
      </span>
    </div>
  );
}
