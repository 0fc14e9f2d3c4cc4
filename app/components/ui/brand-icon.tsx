import { brandColors, type BrandName } from "./brand-colors";
import { SpriteSvg } from "./icons";

/**
 * Brand glyphs, drawn from the icon sprite (scripts/build-icons.mjs): simple-icons (CC0) for most,
 * our own simple monograms for LinkedIn and Slack, which simple-icons does not carry
 * (docs/assets.md). Decorative: the visible name or the link's label carries the meaning.
 */
export function isBrand(name: string): name is BrandName {
  return Object.hasOwn(brandColors, name);
}

export function brandColor(name: string): string {
  return isBrand(name) ? brandColors[name] : "#0E1526";
}

export function BrandIcon({
  name,
  className = "size-5",
  colored = false,
}: {
  name: string;
  className?: string;
  colored?: boolean;
}) {
  if (!isBrand(name)) return null;
  return <SpriteSvg symbol={`brand-${name}`} className={className} fill={colored ? brandColors[name] : "currentColor"} />;
}
