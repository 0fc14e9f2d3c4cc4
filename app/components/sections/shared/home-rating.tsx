import { StarRating } from "~/components/ui/star-rating";
import { homeRatingCopy } from "~/content/copy/shared";
import { cn } from "~/lib/cn";

/**
 * An average rating such as 4.8: the number, five stars filled to the tenth, and one
 * accessible sentence ("Rated 4.8 out of 5") instead of five star images.
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
  const dark = tone === "dark";
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "text-4xl leading-none font-extrabold tracking-tight",
          dark ? "text-white" : "text-ink",
        )}
      >
        {rating.toFixed(1)}
      </span>
      <span>
        <span className="sr-only">{homeRatingCopy.rated(rating)}</span>
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
