import { Star, useIconHref } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

const STAR = 20;
const GAP = 2;

/** One row of stars as one SVG: `<use>` of the sprite's star, 20px each, 2px apart. */
function Row({ count, className }: { count: number; className: string }) {
  const width = count * STAR + (count - 1) * GAP;
  const href = useIconHref(Star.symbol!);
  return (
    <svg
      width={width}
      height={STAR}
      viewBox={`0 0 ${width} ${STAR}`}
      aria-hidden="true"
      focusable="false"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
      className={cn("block max-w-none", className)}
    >
      {Array.from({ length: count }, (_, i) => (
        <use key={i} href={href} x={i * (STAR + GAP)} width={STAR} height={STAR} />
      ))}
    </svg>
  );
}

/**
 * A rating as stars, filled to the exact value (4.8 fills four stars and most of the fifth):
 * the empty row, with the filled row over it cut at the rating. Decorative: the caller gives the
 * accessible sentence ("Rated 4.8 out of 5").
 */
export function StarRating({
  rating,
  max = 5,
  emptyClassName = "fill-border text-border",
  className,
}: {
  rating: number;
  max?: number;
  /** Colours of the unfilled stars (on dark bands they are translucent white). */
  emptyClassName?: string;
  className?: string;
}) {
  const value = Math.min(max, Math.max(0, rating));
  const whole = Math.floor(value);
  const filled = whole * (STAR + GAP) + (value - whole) * STAR;
  return (
    <span aria-hidden="true" className={cn("relative inline-block shrink-0", className)}>
      <Row count={max} className={emptyClassName} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: filled }}>
        <Row count={max} className="fill-sun text-sun" />
      </span>
    </span>
  );
}
