/** The site's container (`container-site`): 1248px at most, with 24px gutters on each side. */
const CONTAINER = 1248;
const GUTTERS = 48;

/** One layout of a row of pictures, from a viewport width (Tailwind's sm 640, md 768, lg 1024, xl 1280) up. */
export type RowLayout = {
  /** The viewport width it starts at; the narrowest layout has none. */
  from?: number;
  columns: number;
  /** Between columns, in px. */
  gap?: number;
  /** What a sidebar beside the row takes, its gap included, in px. */
  aside?: number;
  /** A row narrower than the container (`max-w-4xl`: 896), in px. */
  max?: number;
  /** The picture's share of its column (a cover beside the text: 0.44). */
  share?: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The `sizes` of a picture in a row of the site's container: the slot's width at every layout,
 * widest first, in px once the row stops growing, as a calc() of the viewport before. So the
 * browser picks the smallest file that fills the slot on the visitor's screen.
 */
export function rowSizes(layouts: readonly RowLayout[]): string {
  const sorted = [...layouts].sort((a, b) => (b.from ?? 0) - (a.from ?? 0));
  const entries: string[] = [];
  sorted.forEach((layout, i) => {
    const { from = 0, columns, gap = 0, aside = 0, max, share = 1 } = layout;
    const upper = i === 0 ? Infinity : (sorted[i - 1]!.from ?? 0);
    const k = share / columns;
    const gaps = (columns - 1) * gap;
    // The viewport width from which the row has its full width.
    const capAt = max ? max + GUTTERS + aside : CONTAINER;
    const fixed = `${round(((max ?? CONTAINER - GUTTERS - aside) - gaps) * k)}px`;
    const minus = `100vw - ${GUTTERS + aside + gaps}px`;
    const fluid =
      k === 1
        ? `calc(${minus})`
        : `calc((${minus})${share === 1 ? "" : ` * ${share}`}${columns === 1 ? "" : ` / ${columns}`})`;
    if (from >= capAt) entries.push(from ? `(min-width: ${from}px) ${fixed}` : fixed);
    else {
      if (upper > capAt) entries.push(`(min-width: ${capAt}px) ${fixed}`);
      entries.push(from ? `(min-width: ${from}px) ${fluid}` : fluid);
    }
  });
  return entries.join(", ");
}
