// Builds the one icon sprite the site uses (app/assets/icons.svg): a component renders
// <svg><use href="/assets/icons-[hash].svg#id"/></svg>, so no path data ships in JavaScript and the
// browser caches the sprite for every page.
//
// - UI icons: every `lucide("id")` call under app/, and every drawing app/content/icons.ts
//   names, is a file of lucide-static (ISC), node_modules/lucide-static/icons/<id>.svg.
// - Brand glyphs: the networks and tools the site names, from simple-icons (CC0), plus our own
//   LinkedIn and Slack monograms (simple-icons does not carry those brands) and a lighter
//   Instagram. Their colours are the `--color-brand-*` tokens in app/styles/app.css; `--check`
//   verifies them against simple-icons.
//
// Output is deterministic and committed; `npm run icons` rewrites it, `--check` fails when it is
// stale (the unit tests run that), and the build runs it too.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as simpleIcons from "simple-icons";
import { optimize } from "svgo";
import { brand, colourAdvice, contrastProblems } from "./palette.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const spriteFile = join(root, "app/assets/icons.svg");
const require = createRequire(import.meta.url);
const lucideDir = join(dirname(require.resolve("lucide-static/package.json")), "icons");

/** Brand glyph name → simple-icons export, or our own drawing. */
export const brands = {
  facebook: "siFacebook",
  x: "siX",
  youtube: "siYoutube",
  // Own drawing of the camera glyph (a rounded frame, a lens, a dot): the same mark as
  // simple-icons' siInstagram in a sixth of its path (303 characters, not 1,988), which matters
  // because every page carries the footer's glyphs (docs/decisions/0031).
  instagram: {
    path: "M7 0h10a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7Zm0 2.2A4.8 4.8 0 0 0 2.2 7v10A4.8 4.8 0 0 0 7 21.8h10a4.8 4.8 0 0 0 4.8-4.8V7A4.8 4.8 0 0 0 17 2.2ZM12 5.8a6.2 6.2 0 1 1 0 12.4 6.2 6.2 0 0 1 0-12.4ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm6.4-3.8a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8Z",
  },
  google: "siGoogle",
  mailchimp: "siMailchimp",
  discord: "siDiscord",
  zapier: "siZapier",
  github: "siGithub",
  // Own monogram: a rounded tile with "in".
  linkedin: {
    path: "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2.2 7.6V18h2.7V9.6H6.2Zm1.35-4.2a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 0 0 0-3.1ZM10.6 9.6V18h2.7v-4.4c0-1.2.5-2 1.5-2s1.4.8 1.4 2V18h2.7v-4.9c0-2.5-1.2-3.7-3.1-3.7-1.1 0-2 .5-2.5 1.2V9.6h-2.7Z",
  },
  // Own monogram: four rounded bars forming a hash.
  slack: {
    path: "M8.5 2.5a1.75 1.75 0 0 1 1.75 1.75v15.5a1.75 1.75 0 1 1-3.5 0V4.25A1.75 1.75 0 0 1 8.5 2.5Zm7 0a1.75 1.75 0 0 1 1.75 1.75v15.5a1.75 1.75 0 1 1-3.5 0V4.25A1.75 1.75 0 0 1 15.5 2.5ZM2.5 8.5a1.75 1.75 0 0 1 1.75-1.75h15.5a1.75 1.75 0 1 1 0 3.5H4.25A1.75 1.75 0 0 1 2.5 8.5Zm0 7a1.75 1.75 0 0 1 1.75-1.75h15.5a1.75 1.75 0 1 1 0 3.5H4.25A1.75 1.75 0 0 1 2.5 15.5Z",
  },
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The content icons' drawings: the values of `contentIcons` in app/content/icons.ts. */
const contentIconsFile = join(root, "app/content/icons.ts");
export function contentIconIds() {
  const source = readFileSync(contentIconsFile, "utf8");
  const body = /contentIcons = \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? "";
  return [...body.matchAll(/^\s*"?[a-z0-9-]+"?: "([a-z0-9-]+)",?$/gm)].map((m) => m[1]);
}

/** Every lucide id the app asks for, with a file that asks (for error messages). */
function lucideIds() {
  const ids = new Map();
  for (const file of sourceFiles(join(root, "app"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/\blucide\("([a-z0-9-]+)"\)/g)) {
      ids.set(match[1], relative(root, file));
    }
  }
  for (const id of contentIconIds()) ids.set(id, relative(root, contentIconsFile));
  return [...ids.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** lucide-static's drawing of `id`: the elements inside its <svg>, on one line. */
function lucideSymbol(id, file) {
  const path = join(lucideDir, `${id}.svg`);
  if (!existsSync(path))
    throw new Error(`${file} asks for lucide("${id}"), which lucide-static does not have`);
  const svg = readFileSync(path, "utf8");
  const inner = svg.slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>"));
  const body = inner.replace(/\s*\n\s*/g, "").trim();
  return `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`;
}

export function brandGlyph(name) {
  const source = brands[name];
  const icon = typeof source === "string" ? simpleIcons[source] : source;
  if (!icon) throw new Error(`simple-icons has no ${source}`);
  return icon;
}

/**
 * A brand glyph's path with its coordinates to a tenth of a unit (svgo): a twentieth of a pixel
 * where the glyphs show (24 units, 18–28 px), and half the characters of simple-icons' three
 * decimals. Every page carries the drawings of the glyphs in its footer (docs/decisions/0031).
 * Only the filled brand glyphs: lucide's dots are paths a hundredth of a unit long.
 */
export function brandPath(name) {
  const { data } = optimize(`<svg viewBox="0 0 24 24"><path d="${brandGlyph(name).path}"/></svg>`, {
    floatPrecision: 1,
    plugins: [{ name: "convertPathData" }],
  });
  const path = /<path d="([^"]+)"/.exec(data)?.[1];
  if (!path) throw new Error(`svgo returned no path for the ${name} glyph`);
  return path;
}

// The pinned versions, as package.json declares them.
const { devDependencies } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const version = (pkg) => devDependencies[pkg];

/** The brand's social networks (app/brand.ts `socials`) that have no glyph here, as messages. */
export function unknownNetworks(socials = brand.socials) {
  const glyphs = ["twitter", ...Object.keys(brands).filter((name) => name !== "x")];
  return socials
    .filter((social) => !glyphs.includes(social.network === "x" ? "twitter" : social.network))
    .map(
      (social) =>
        `app/brand.ts socials: "${social.network}" has no icon (networks with one: ${glyphs.join(", ")}). ` +
        "To add a network, add its simple-icons glyph to `brands` in scripts/build-icons.mjs, its colour " +
        "to app/styles/app.css (--color-brand-<network>), and its name to `brands` in " +
        "app/components/ui/brand-icon.tsx and to Social in app/content/types.ts.",
    );
}

export function buildIcons() {
  const symbols = lucideIds().map(([id, file]) => lucideSymbol(id, file));
  for (const name of Object.keys(brands)) {
    // Filled glyphs: no stroke, whatever the <svg> around the <use> says.
    symbols.push(
      `<symbol id="brand-${name}" viewBox="0 0 24 24" stroke="none"><path d="${brandPath(name)}"/></symbol>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg">` +
    `<!-- Generated by scripts/build-icons.mjs: lucide-static ${version("lucide-static")} (ISC), simple-icons ${version("simple-icons")} (CC0-1.0), own monograms. Do not edit by hand. -->\n` +
    symbols.join("\n") +
    `\n</svg>\n`
  );
}

/** Brands whose simple-icons colour differs from its `--color-brand-*` token in app.css. */
export function brandColourMismatches(
  css = readFileSync(join(root, "app/styles/app.css"), "utf8"),
) {
  return Object.keys(brands).flatMap((name) => {
    const token = new RegExp(
      `--color-brand-${name}:\\s*(?:light-dark\\(\\s*)?#([0-9a-f]{6})`,
      "i",
    ).exec(css)?.[1];
    const expected = brandGlyph(name).hex;
    if (!token) return [`--color-brand-${name} is missing`];
    return expected && token.toLowerCase() !== expected.toLowerCase()
      ? [`--color-brand-${name} is #${token}, simple-icons says #${expected}`]
      : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sprite = buildIcons();
  if (process.argv.includes("--check")) {
    const problems = brandColourMismatches();
    if (!existsSync(spriteFile) || readFileSync(spriteFile, "utf8") !== sprite)
      problems.push("app/assets/icons.svg is stale: run npm run icons");
    if (problems.length) {
      console.error(problems.join("\n"));
      process.exit(1);
    }
  } else {
    // The brand's first step in a build: a network without a glyph (an empty round button in
    // the footer) or a colour text cannot be read on stops it, saying what to change.
    const unknown = [...unknownNetworks(), ...contrastProblems()];
    if (unknown.length) {
      console.error(unknown.join("\n"));
      process.exit(1);
    }
    for (const advice of colourAdvice()) console.warn(advice);
    // Unchanged bytes are not rewritten: builds running side by side read this file.
    if (!existsSync(spriteFile) || readFileSync(spriteFile, "utf8") !== sprite)
      writeFileSync(spriteFile, sprite);
    console.log(
      `icons: ${(sprite.match(/<symbol /g) || []).length} symbols in app/assets/icons.svg (${sprite.length} bytes)`,
    );
  }
}
