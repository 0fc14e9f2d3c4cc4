import { socialGlyphs } from "./social-glyphs";

type Glyph = { path: string; hex: string };

/** Social network glyphs (simple-icons, CC0), plus our own LinkedIn monogram (docs/assets.md). */
export const socialIcons: Record<string, Glyph> = {
  ...socialGlyphs,
  twitter: socialGlyphs.x,
  // Own monogram: a rounded tile with "in".
  linkedin: {
    hex: "0A66C2",
    path: "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2.2 7.6V18h2.7V9.6H6.2Zm1.35-4.2a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 0 0 0-3.1ZM10.6 9.6V18h2.7v-4.4c0-1.2.5-2 1.5-2s1.4.8 1.4 2V18h2.7v-4.9c0-2.5-1.2-3.7-3.1-3.7-1.1 0-2 .5-2.5 1.2V9.6h-2.7Z",
  },
};

/** Decorative glyph: the link around it carries the name. */
export function SocialIcon({ name, className = "size-5", colored = false }: { name: string; className?: string; colored?: boolean }) {
  const glyph = socialIcons[name];
  if (!glyph) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill={colored ? `#${glyph.hex}` : "currentColor"}>
      <path d={glyph.path} />
    </svg>
  );
}
