import { Star } from "~/components/ui/icons";
import { homeRatingCopy } from "~/content/copy/shared";
import { cn } from "~/lib/cn";

// Tailwind needs literal class names: the filled width of a partial star, in tenths.
const fill = [
  "w-0",
  "w-[10%]",
  "w-[20%]",
  "w-[30%]",
  "w-[40%]",
  "w-1/2",
  "w-[60%]",
  "w-[70%]",
  "w-[80%]",
  "w-[90%]",
  "w-full",
];

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
        <span aria-hidden="true" className="flex gap-0.5">
          {Array.from({ length: 5 }, (_, i) => {
            const tenths = Math.round(Math.min(1, Math.max(0, rating - i)) * 10);
            return (
              <span key={i} className="relative inline-block size-5">
                <Star
                  className={cn(
                    "absolute inset-0 size-5",
                    dark ? "fill-white/20 text-white/20" : "fill-border text-border",
                  )}
                  strokeWidth={1.5}
                />
                <span className={cn("absolute inset-y-0 left-0 overflow-hidden", fill[tenths])}>
                  <Star className="fill-sun text-sun size-5" strokeWidth={1.5} />
                </span>
              </span>
            );
          })}
        </span>
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
