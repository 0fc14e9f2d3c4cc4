// The brand (app/brand.ts) for the build scripts that draw with it: social images, icons,
// favicon and manifest. app/brand.ts is TypeScript, loaded through Vite's module runner;
// BRAND_FILE points at another brand module (scripts/brand.test.mjs re-brands a build with it).
// The other colour tokens (sun, the muted text on dark bands …) are read from app/styles/app.css,
// where the light value of a `light-dark()` token is the first.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const brandFile = process.env.BRAND_FILE
  ? resolve(process.env.BRAND_FILE)
  : fileURLToPath(new URL("../app/brand.ts", import.meta.url));
const { module } = await runnerImport(brandFile, { configFile: false, logLevel: "error" });

/** app/brand.ts's `brand`. */
export const brand = { ...module.brand, font: module.brandFont };
/**
 * The brand font's file (`brandFont` in app/brand.ts: a Fontsource variable package and its latin
 * file), or an error that says what to install or which name to write.
 */
export function brandFontFile(font = brand.font) {
  const require = createRequire(import.meta.url);
  try {
    return require.resolve(`${font.package}/${font.file}`);
  } catch {
    const folder = join(fileURLToPath(new URL("..", import.meta.url)), "node_modules", font.package);
    throw new Error(
      existsSync(folder)
        ? `app/brand.ts brandFont: ${font.package} has no file ${font.file}: write the name of one of its files in node_modules/${font.package}/files/, the latin one ending -latin-wght-normal.woff2`
        : `app/brand.ts brandFont: the package ${font.package} is not installed: run npm install --save-dev ${font.package} (a Fontsource variable font, @fontsource-variable/<name>)`,
    );
  }
}

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

/** WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour. */
function luminance(hex) {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The brand's colours where the site sets text on them, each pair at WCAG AA for body text
 * (4.5:1): a colour an owner picks that fails one is refused by the build, naming the colour,
 * where it is read and what to do (the end-to-end suite's axe check would find it too, but only
 * in CI, and one page at a time).
 */
export function contrastProblems(colors = brand.colors) {
  const white = "#ffffff";
  const pairs = [
    ["primary.light", colors.primary.light, "white button text on it", white, "darken"],
    ["primary.light", colors.primary.light, "links and labels on the page (colors.page.light)", colors.page.light, "darken"],
    ["primary.dark", colors.primary.dark, "links and labels in the dark theme (on colors.page.dark)", colors.page.dark, "lighten"],
    ["ink.light", colors.ink.light, "text on the page (colors.page.light)", colors.page.light, "darken"],
    ["ink.light", colors.ink.light, "white text on the dark bands (footer, calls to action)", white, "darken"],
    ["ink.dark", colors.ink.dark, "text in the dark theme (on colors.page.dark)", colors.page.dark, "lighten"],
    ["accent.light", colors.accent.light, "ink text on it (colors.ink.light)", colors.ink.light, "lighten"],
  ];
  return pairs.flatMap(([name, colour, where, other, fix]) => {
    const ratio = contrast(colour, other);
    return ratio >= 4.5
      ? []
      : [
          `app/brand.ts colors.${name} ${colour}: ${ratio.toFixed(2)}:1 for ${where}; text needs at least 4.5:1 (WCAG AA): ${fix} it`,
        ];
  });
}

/** Hue (0–360), saturation and lightness (0–1) of a `#rrggbb` colour. */
function hsl(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

/** `#rrggbb` of a hue, saturation and lightness. */
function hex([h, s, l]) {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/**
 * Advice, not errors: a rebrand that changes a colour's light value and leaves its dark value
 * as it was (the dark theme would keep the old brand's links, labels and focus rings beside the
 * new buttons). Each line names the pair and offers a dark value: the new colour's hue, lightened
 * until it reads at 6:1 on the dark page (a link colour, not just a legible one).
 */
export function colourAdvice(colors = brand.colors) {
  return ["primary", "accent"].flatMap((name) => {
    const { light, dark } = colors[name];
    const [h1, s1] = hsl(light);
    const [h2, s2] = hsl(dark);
    const apart = Math.min(Math.abs(h1 - h2), 360 - Math.abs(h1 - h2));
    // Greys have no hue to keep; a pair of one hue is one brand colour in two themes.
    if (s1 < 0.2 || s2 < 0.2 || apart <= 40) return [];
    let [h, s, l] = hsl(light);
    while (l < 0.9 && contrast(hex([h, s, l]), colors.page.dark) < 6) l += 0.01;
    return [
      `app/brand.ts colors.${name}: light ${light} and dark ${dark} are different colours (hues ${Math.round(h1)}° and ${Math.round(h2)}°), so the dark theme shows another brand colour; if ${light} is the new one, set dark to a lighter shade of it, such as ${hex([h, s, l])}`,
    ];
  });
}

/** The web app manifest: the brand's name, tagline and colours, and the icons seo-files draws. */
export function webManifest() {
  return {
    name: brand.name,
    short_name: brand.name,
    ...(brand.tagline ? { description: brand.tagline } : {}),
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
