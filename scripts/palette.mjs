// The brand (app/brand.ts) for the build scripts that draw with it: social images, icons,
// favicon and manifest. app/brand.ts is TypeScript, loaded through Vite's module runner;
// BRAND_FILE points at another brand module (scripts/brand.test.mjs re-brands a build with it).
// The other colour tokens (sun, the muted text on dark bands …) are read from app/styles/app.css,
// where the light value of a `light-dark()` token is the first.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const brandFile = process.env.BRAND_FILE
  ? resolve(process.env.BRAND_FILE)
  : fileURLToPath(new URL("../app/brand.ts", import.meta.url));
const { module } = await runnerImport(brandFile, { configFile: false, logLevel: "error" });

/** app/brand.ts's `brand`. */
export const brand = { ...module.brand, font: module.brandFont };
/** The mark as an SVG document in the brand's colours (the favicon). */
export const markSvg = () => module.markSvg(brand.colors);

const css = readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8");
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(?:light-dark\(\s*)?(#[0-9a-f]{3,8})\b/gi)].map(
    ([, name, hex]) => [name, hex.toLowerCase()],
  ),
);

/** Dark-theme values of the tokens written `light-dark(<light hex>, <dark hex>)`. */
const darkTokens = Object.fromEntries(
  [
    ...css.matchAll(
      /--color-([a-z0-9-]+):\s*light-dark\(\s*#[0-9a-f]{3,8}\s*,\s*(#[0-9a-f]{3,8})\s*\)/gi,
    ),
  ].map(([, name, hex]) => [name, hex.toLowerCase()]),
);

/** `{ ink: "#0e1526", violet: "#5b3df5", mint: …, sun: …, surface: … }`: light-theme values. */
export const palette = {
  ...tokens,
  ink: brand.colors.ink.light.toLowerCase(),
  violet: brand.colors.primary.light.toLowerCase(),
  mint: brand.colors.accent.light.toLowerCase(),
  surface: brand.colors.page.light.toLowerCase(),
  /** The surface token (cards, panels, inputs); `surface` above is the page. */
  card: tokens.surface,
};

/** The same names with their dark-theme values (a token without one keeps its light value). */
export const paletteDark = {
  ...palette,
  ...darkTokens,
  ink: brand.colors.ink.dark.toLowerCase(),
  violet: brand.colors.primary.dark.toLowerCase(),
  mint: brand.colors.accent.dark.toLowerCase(),
  surface: brand.colors.page.dark.toLowerCase(),
  card: darkTokens.surface ?? tokens.surface,
};

for (const name of ["ink", "violet", "mint", "sun", "surface", "on-dark-muted"]) {
  if (!palette[name])
    throw new Error(
      `scripts/palette.mjs: no colour "${name}" in app/brand.ts or app/styles/app.css`,
    );
}

/** The web app manifest: the brand's name, tagline and colours, and the icons seo-files draws. */
export function webManifest() {
  return {
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The installed app's title bar and splash: the primary colour on the page colour.
    theme_color: palette.violet,
    background_color: palette.surface,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
