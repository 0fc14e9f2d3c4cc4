import { SpriteSvg } from "./icons";

/**
 * Brand glyphs, drawn from the icon sprite (scripts/build-icons.mjs): simple-icons (CC0) for most,
 * our own simple monograms for LinkedIn and Slack, which simple-icons does not carry
 * (docs/assets.md). Their colours are the `--color-brand-*` tokens of app.css. Decorative: the
 * visible name or the link's label carries the meaning.
 */
const brands = [
  "facebook",
  "x",
  "youtube",
  "instagram",
  "google",
  "mailchimp",
  "discord",
  "zapier",
  "linkedin",
  "slack",
  "github",
] as const;

export type BrandName = (typeof brands)[number];

/** Brands whose colour is light enough to need a dark tile behind the glyph. */
const lightBrands: ReadonlySet<BrandName> = new Set(["mailchimp"]);

export function isBrand(name: string): name is BrandName {
  return (brands as readonly string[]).includes(name);
}

/** The brand's colour as a CSS value (its app.css token); ink for names we have no glyph for. */
export function brandColor(name: string): string {
  return isBrand(name) ? `var(--color-brand-${name})` : "var(--color-ink)";
}

export function isLightBrand(name: string): boolean {
  return isBrand(name) && lightBrands.has(name);
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
  return (
    <SpriteSvg
      symbol={`brand-${name}`}
      className={className}
      fill={colored ? brandColor(name) : "currentColor"}
    />
  );
}
