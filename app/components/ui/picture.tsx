/**
 * A generated cover (scripts/generate-images.mjs) as AVIF + WebP with srcset, explicit
 * dimensions and lazy loading unless it is the page's largest first-view image.
 */
const WIDTHS = [480, 800, 1200] as const;
const RATIO = 10 / 16;

type Props = {
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's LCP image: eager, high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
};

function srcSet(name: string, format: "avif" | "webp") {
  return WIDTHS.map((w) => `/generated/covers/${name}-${w}.${format} ${w}w`).join(", ");
}

export function Picture({ name, alt, sizes, priority = false, className = "" }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, "webp")} sizes={sizes} />
      <img
        src={`/generated/covers/${name}-800.webp`}
        alt={alt}
        width={800}
        height={Math.round(800 * RATIO)}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={`block h-auto w-full object-cover ${className}`}
      />
    </picture>
  );
}

/** An illustrated portrait (generated SVG). Decorative when the person's name is next to it. */
export function Avatar({
  name,
  alt = "",
  size = 56,
  className = "",
}: {
  name: string;
  alt?: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={`/generated/avatars/${name}.svg`}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-full bg-surface-soft ${className}`}
    />
  );
}
