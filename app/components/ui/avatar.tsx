import { Photo } from "~/components/ui/photo";
import { isPhoto } from "~/content/pictures";
import type { Portrait } from "~/content/portraits";
import type { Photo as PhotoData } from "~/content/types";

const INK = "var(--color-hair-black)";

/** The four hairstyles, drawn over a 200×200 face. */
function Hair({ style, fill }: { style: Portrait["hairStyle"]; fill: string }) {
  switch (style) {
    case "short":
      return (
        <path d="M62 92c0-26 16-42 38-42s38 16 38 42c-6-12-18-20-38-20s-32 8-38 20z" fill={fill} />
      );
    case "long":
      return (
        <g fill={fill}>
          <path d="M58 100c-4-34 14-52 42-52s46 18 42 52l-6-16c-10-10-22-14-36-14s-26 4-36 14z" />
          <path d="M58 100c0 30 4 52 10 62h-14c-6-18-6-44 4-62z" />
          <path d="M142 100c0 30-4 52-10 62h14c6-18 6-44-4-62z" />
        </g>
      );
    case "bun":
      return (
        <g fill={fill}>
          <circle cx="100" cy="70" r="22" />
          <path d="M64 96c0-24 16-40 36-40s36 16 36 40c-10-10-22-14-36-14s-26 4-36 14z" />
        </g>
      );
    case "crop":
      return (
        <path d="M66 86c4-20 18-32 34-32s30 12 34 32c-12-6-22-8-34-8s-22 2-34 8z" fill={fill} />
      );
  }
}

/**
 * A person's portrait: illustrated (app/content/portraits.ts) and drawn inline, so a face in the
 * first view paints with the text without a request; or their photo (<Photo>), cropped to the
 * circle. Decorative when the person's name is next to it (the default); pass `alt` to name it.
 * `main` is the portrait of the person's own page: in its first view, so fetched at once, and
 * described by the alt text their file gives.
 */
export function Avatar({
  portrait,
  alt = "",
  size = 56,
  className = "",
  main = false,
}: {
  portrait: Portrait | PhotoData;
  alt?: string;
  size?: number;
  className?: string;
  main?: boolean;
}) {
  if (isPhoto(portrait))
    return (
      <Photo
        photo={portrait}
        sizes={`${size}px`}
        box={size}
        priority={main}
        alt={alt || (main ? portrait.alt : "")}
        className={`rounded-full object-cover ${className}`}
      />
    );
  const { background, shirt, skin, hair, hairStyle } = portrait;
  const token = (name: string) => `var(--color-${name})`;
  const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  return (
    <svg
      viewBox="0 0 200 200"
      width={size}
      height={size}
      {...label}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <rect width="200" height="200" fill={token(background)} />
      <path d="M30 200c4-38 32-58 70-58s66 20 70 58z" fill={token(shirt)} />
      <path d="M86 128h28v22c0 8-6 12-14 12s-14-4-14-12z" fill={token(skin)} />
      <ellipse cx="100" cy="100" rx="34" ry="40" fill={token(skin)} />
      <Hair style={hairStyle} fill={token(hair)} />
      <circle cx="88" cy="104" r="3.2" fill={INK} />
      <circle cx="112" cy="104" r="3.2" fill={INK} />
      <path
        d="M91 120c5 4 13 4 18 0"
        stroke={INK}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
