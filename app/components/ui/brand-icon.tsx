import { toolGlyphs } from "./tool-glyphs";
import { socialIcons } from "./social-icon";

/**
 * Brand glyphs. Most come from simple-icons (CC0). simple-icons does not carry LinkedIn or
 * Slack, so those two are our own simple monograms, not the brands' logos (docs/assets.md).
 */
type Glyph = { path: string; hex: string };

const glyphs: Record<string, Glyph> = {
  ...socialIcons,
  ...toolGlyphs,
  // Own monogram: four rounded bars forming a hash, in a neutral aubergine.
  slack: {
    hex: "4A154B",
    path: "M8.5 2.5a1.75 1.75 0 0 1 1.75 1.75v15.5a1.75 1.75 0 1 1-3.5 0V4.25A1.75 1.75 0 0 1 8.5 2.5Zm7 0a1.75 1.75 0 0 1 1.75 1.75v15.5a1.75 1.75 0 1 1-3.5 0V4.25A1.75 1.75 0 0 1 15.5 2.5ZM2.5 8.5a1.75 1.75 0 0 1 1.75-1.75h15.5a1.75 1.75 0 1 1 0 3.5H4.25A1.75 1.75 0 0 1 2.5 8.5Zm0 7a1.75 1.75 0 0 1 1.75-1.75h15.5a1.75 1.75 0 1 1 0 3.5H4.25A1.75 1.75 0 0 1 2.5 15.5Z",
  },
};

export function brandColor(name: string): string {
  return `#${glyphs[name]?.hex ?? "0E1526"}`;
}

/** Decorative brand glyph (the visible name or the link's label carries the meaning). */
export function BrandIcon({
  name,
  className = "size-5",
  colored = false,
}: {
  name: string;
  className?: string;
  colored?: boolean;
}) {
  const glyph = glyphs[name];
  if (!glyph) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={colored ? `#${glyph.hex}` : "currentColor"}
    >
      <path d={glyph.path} />
    </svg>
  );
}
