import type { Social } from "./content/types";

/**
 * The brand, in one place. Everything else derives from this file:
 * - the CSS colour tokens (app/styles/app.css builds on the `--brand-*` properties that
 *   `brandCssProperties()` puts on <html>, see app/root.tsx);
 * - the logo (app/components/ui/logo.tsx), the favicon, the app icons and the social images
 *   (scripts/og-images.mjs, scripts/seo-files.mjs, through scripts/palette.mjs);
 * - the manifest's theme_color, <meta name="theme-color"> per colour scheme, the JSON-LD
 *   Organization (name, contact details), and the font file (`brandFont` below, a separate
 *   export so that the pages' JavaScript does not carry it).
 * Change a colour here and one build re-themes the site, its icons and its social images.
 */
export const brand = {
  name: "Finlo",
  tagline: "Money, customers and growth, in one calm place.",

  /**
   * Colours for the light and the dark theme (hex). The build refuses a colour text cannot be
   * read on (WCAG AA, scripts/palette.mjs), and axe checks every page in both themes
   * (tests/e2e/a11y.spec.ts).
   * - primary: buttons (white text on `light` in both themes), links, focus rings and accents;
   *   `dark` is the primary as text and focus ring on dark backgrounds.
   * - accent: highlights and success on dark bands, the mark's dot (ink text on it).
   * - ink: text, and the dark bands (call-to-action, footer) of the light theme; `dark` is the
   *   text colour of the dark theme.
   * - page: the page behind everything (also the manifest's background_color and, on dark, the
   *   browser chrome's theme-color).
   */
  colors: {
    primary: { light: "#5B3DF5", dark: "#8B7BFF" },
    accent: { light: "#3DDC97", dark: "#3DDC97" },
    ink: { light: "#0E1526", dark: "#E6E9F2" },
    page: { light: "#FFFFFF", dark: "#0B1020" },
  },

  /**
   * The logo mark, on a 32×32 grid: a rounded square in the primary colour, white strokes (an
   * SVG path) and one dot in the accent colour, which may be left out (the wordmark beside it is
   * the name, set in the font).
   */
  mark: {
    radius: 9,
    strokes: "M9 22.5V16M16 22.5V12M23 22.5V8.5",
    strokeWidth: 3.2,
    dot: { cx: 23, cy: 8.5, r: 2.6 },
  },

  contact: {
    email: "hello@finlo.example",
    phone: "+1 (415) 555-0142",
    phoneHref: "tel:+14155550142",
    address: {
      street: "410 Market Street, Suite 900",
      city: "San Francisco, CA 94111",
      country: "United States",
    },
    hours: "Monday to Friday, 9am–6pm PT",
  },

  /**
   * The tagline and the office hours in each other language of the site (project.inlang/
   * settings.json); a language left out here shows the English ones.
   */
  translations: {
    de: {
      tagline: "Geld, Kunden und Wachstum – übersichtlich an einem Ort.",
      hours: "Montag bis Freitag, 9–18 Uhr (Pazifikzeit)",
    },
  } as Partial<Record<string, { tagline: string; hours: string }>>,

  socials: [
    { network: "twitter", label: "X (Twitter)", href: "https://x.com/" },
    { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
    { network: "youtube", label: "YouTube", href: "https://www.youtube.com/" },
  ] as const satisfies readonly Social[],
} as const;

/**
 * The one web font: a Fontsource *variable* package (@fontsource-variable/<name>, weights 400 to
 * 800 at least) and its latin file. scripts/build-font.mjs cuts it for the site (the page's CSS
 * calls it "Plus Jakarta Sans" whatever it is), scripts/og-images.mjs sets the social images in
 * it, and `family` names it in the blog figures (scripts/draw-figures.mjs). After a change,
 * re-measure the fallback's metrics ("Jakarta Fallback" in app/styles/app.css: the size-adjust and
 * ascent that make a system font take the same room, so the page does not shift on the swap).
 */
export const brandFont = {
  family: "Plus Jakarta Sans",
  package: "@fontsource-variable/plus-jakarta-sans",
  file: "files/plus-jakarta-sans-latin-wght-normal.woff2",
} as const;

type Colors = typeof brand.colors;

/**
 * The brand colours as CSS custom properties, for the `style` of <html>; app/styles/app.css
 * builds every colour token on them.
 */
export function brandCssProperties(colors: Colors = brand.colors): Record<`--brand-${string}`, string> {
  return {
    "--brand-primary": colors.primary.light,
    "--brand-primary-dark": colors.primary.dark,
    "--brand-accent": colors.accent.light,
    "--brand-accent-dark": colors.accent.dark,
    "--brand-ink": colors.ink.light,
    "--brand-ink-dark": colors.ink.dark,
    "--brand-page": colors.page.light,
    "--brand-page-dark": colors.page.dark,
  };
}

/** The mark's shape; its dot may be left out. */
export type Mark = {
  radius: number;
  strokes: string;
  strokeWidth: number;
  dot?: { cx: number; cy: number; r: number };
};

/** The mark as a standalone SVG document (the favicon; the source of the PNG icons). */
export function markSvg(colors: Colors = brand.colors): string {
  const { radius, strokes, strokeWidth, dot } = brand.mark as Mark;
  const circle = dot
    ? `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${colors.accent.light}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="${colors.primary.light}"/><path d="${strokes}" stroke="#fff" stroke-width="${strokeWidth}" stroke-linecap="round"/>${circle}</svg>`;
}
