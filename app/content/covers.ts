import type { BlogCategory, PortfolioTag } from "./types";

/**
 * The cover illustrations of posts and projects, drawn inline by <Cover>
 * (app/components/ui/cover.tsx). A cover is named `<anything>-<palette>[-<anything>]`, e.g.
 * `cover-finance-1` or `work-uiux-2`: the second word picks the colours below, the whole name
 * seeds the layout, so every name draws its own picture. Colours are names of app.css tokens
 * (`--color-<name>`); brand-coloured ones follow a rebrand. The palettes are the one list of
 * them (content/README.md lists it; a unit test compares the two).
 */
export const coverPalettes = {
  //          [gradient from, gradient to, accent, glow]
  finance: ["shirt-violet", "art-deep", "shirt-mint", "tint-violet"],
  business: ["shirt-ink", "art-slate", "shirt-violet", "shirt-sun"],
  technology: ["art-midnight", "accent-navy", "shirt-mint", "art-sky"],
  marketing: ["art-orange", "art-coral", "art-peach", "tint-sun"],
  management: ["art-teal", "art-teal-deep", "art-seafoam", "art-paper"],
  website: ["art-night", "shirt-violet", "shirt-mint", "tint-mist"],
  branding: ["accent-rose", "art-plum", "shirt-sun", "tint-rose"],
  uiux: ["art-cyan", "shirt-violet", "tint-mist", "shirt-ink"],
} as const satisfies Record<string, readonly [string, string, string, string]>;

export type CoverPalette = keyof typeof coverPalettes;

export const coverPaletteNames = Object.keys(coverPalettes) as [CoverPalette, ...CoverPalette[]];

/** The palette a cover name asks for, or undefined when its second word names none. */
export function coverPalette(name: string): CoverPalette | undefined {
  const word = name.split("-")[1];
  return coverPaletteNames.find((palette) => palette === word);
}

/** What the cover's drawing shows on its card: a line chart, a page of text or a bar chart. */
export const coverMotifs: Record<CoverPalette, "chart" | "page" | "bars"> = {
  finance: "chart",
  business: "chart",
  management: "chart",
  technology: "page",
  website: "page",
  uiux: "page",
  marketing: "bars",
  branding: "bars",
};

/** The palette of a post's or project's default cover, by its category. */
export const categoryPalettes: Record<BlogCategory | PortfolioTag, CoverPalette> = {
  Business: "business",
  Technology: "technology",
  Finance: "finance",
  Marketing: "marketing",
  Management: "management",
  Branding: "branding",
  "UI/UX": "uiux",
  Website: "website",
};
