import { photoSources } from "~/content/pictures";
import type { Photo as PhotoData } from "~/content/types";

type Props = {
  photo: PhotoData;
  /** The slot's width at each layout (`sizes`), so the browser fetches no more than it shows. */
  sizes: string;
  /** In the first view of its page: fetched at once, first. Every other photo waits until it nears the view. */
  priority?: boolean;
  className?: string;
  /** The box it is drawn in, when its CSS does not set one (a portrait of a fixed size). */
  box?: number;
  /** Overrides the photo's own alt text ("" where the words beside it already say it). */
  alt?: string;
};

/**
 * An owner's photo (content/media/, app/content/media.server.ts): AVIF, then WebP, then the
 * JPEG or PNG fallback, each at the widths the build made, with the upright size so the page
 * keeps its place and the photo's main colour behind it until it arrives. An SVG is a plain
 * <img>, never inlined. The frame's class sets the crop (`aspect-[4/3]` …), centred on its focus.
 */
export function Photo({ photo, sizes, priority = false, className, box, alt = photo.alt }: Props) {
  const { avif, webp, fallback } = photoSources(photo);
  const img = (
    <img
      src={fallback}
      alt={alt}
      width={box ?? photo.width}
      height={box ?? photo.height}
      {...(priority
        ? { fetchPriority: "high" as const }
        : { loading: "lazy" as const, decoding: "async" as const })}
      className={className}
      {...(photo.color || photo.focus
        ? {
            style: {
              ...(photo.color ? { backgroundColor: photo.color } : {}),
              ...(photo.focus ? { objectPosition: photo.focus } : {}),
            },
          }
        : {})}
    />
  );
  if (!photo.widths.length) return img;
  // The <picture> lends its place to the <img> (`contents`), so the frame's class sizes the image
  // itself. Its <source>s are then its parent's children too, and Chromium lays them out as empty
  // blocks: in a grid or a row with gaps each took a cell or a gap. `hidden` takes them out of
  // the layout; the browser still chooses among them.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} className="hidden" />
      <source type="image/webp" srcSet={webp} sizes={sizes} className="hidden" />
      {img}
    </picture>
  );
}
