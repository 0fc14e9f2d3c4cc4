// Builds the site's one web font file (app/assets/fonts/plus-jakarta-sans.woff2) from the
// fontsource latin file: only the characters the site can show and only the weights it uses.
//
// Why: the font is preloaded and on the critical path of every first view. The latin file is
// 27 KiB; cut down to the characters in our copy and to the 400–800 weight range, it is well
// under half that. On a slow 4G link that is a round trip less before the text paints in the
// brand face (see "Measured" in docs/decisions/0013-font-and-manifest-off-the-first-round-trips.md).
//
// - Characters: printable ASCII, a few marks careful copy is typed with (no-break space, curly
//   quotes, dashes, ellipsis), and every other character in the text of app/ sources: string
//   literals, template text and JSX text of .ts/.tsx files, and .css outside comments. Comments
//   do not count: a "§" or "→" in a code comment is never on a page, and each glyph costs
//   ~50–250 bytes. New copy brings its characters with it on the next build; an end-to-end test
//   checks that every character on every page is covered.
// - Weights: the variable axis is pinned to 400–800 (Tailwind's normal to extrabold); the design
//   uses no lighter weight.
// - OpenType features: kerning, ligatures (fi, fl, ff, ffi, ffl: common in our copy), contextual
//   alternates, marks and the tabular/proportional figures (`tabular-nums` on counters and
//   amounts). Localised forms (locl) go: they only apply to other languages' text, and the site
//   is English (`lang="en"`). The fraction features (frac, numr, dnom) go: no copy uses them.
//
// Output is deterministic and committed, with a manifest of the characters it covers;
// `npm run font` rewrites both, `--check` fails when they are stale (the unit tests run that).
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Blob, Face } from "harfbuzzjs";
import ts from "typescript";
import subsetFont from "subset-font";
import { woff2ToTtf } from "./woff2-to-ttf.mjs";

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL("..", import.meta.url));
const sourcePackage = "@fontsource-variable/plus-jakarta-sans";
const sourceFile = require.resolve(`${sourcePackage}/files/plus-jakarta-sans-latin-wght-normal.woff2`);
const outDir = join(root, "app/assets/fonts");
export const fontFile = join(outDir, "plus-jakarta-sans.woff2");
export const manifestFile = join(outDir, "plus-jakarta-sans.json");

export const WEIGHTS = { min: 400, max: 800 };
const FEATURES = ["calt", "ccmp", "kern", "liga", "mark", "pnum", "tnum"];

// Marks that careful copy is typed with, kept whether or not today's copy uses them: no-break
// space, curly quotes, en and em dash, ellipsis.
export const TYPOGRAPHIC = "\u00a0‘’“”–—…";

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The text a source file can put on a page: for .ts/.tsx the string literals, template text and
 * JSX text (escapes decoded, comments left out); for .css everything outside comments.
 * @param {string} path
 * @param {string} source
 * @returns {string[]}
 */
export function sourceText(path, source) {
  if (path.endsWith(".css")) return [source.replace(/\/\*[\s\S]*?\*\//g, "")];
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** Code points the original font has. */
function coverage(ttf) {
  const face = new Face(new Blob(ttf), 0);
  return new Set(face.collectUnicodes());
}

/** "U+20-7E,U+A0,…": the code points as ranges, for the manifest and for humans. */
export function toRanges(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const ranges = [];
  for (const cp of sorted) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(",");
}

export function fromRanges(text) {
  const out = new Set();
  for (const part of text.split(",")) {
    const [a, b = a] = part.replace(/U\+/g, "").split("-").map((h) => parseInt(h, 16));
    for (let cp = a; cp <= b; cp++) out.add(cp);
  }
  return out;
}

export async function buildFont() {
  const original = readFileSync(sourceFile);
  const available = coverage(woff2ToTtf(original));
  const wanted = new Set();
  for (let cp = 0x20; cp <= 0x7e; cp++) wanted.add(cp);
  for (const ch of TYPOGRAPHIC) wanted.add(ch.codePointAt(0));
  for (const file of sourceFiles(join(root, "app"))) {
    for (const text of sourceText(file, readFileSync(file, "utf8"))) {
      for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (cp > 0x7e) wanted.add(cp);
      }
    }
  }
  const included = [...wanted].filter((cp) => available.has(cp)).sort((a, b) => a - b);
  const font = await subsetFont(original, String.fromCodePoint(...included), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
    // Copyright, names, version, and the OFL licence text and URL (13, 14): the licence asks that
    // every copy of the font carries them, and the font's own metadata is where they travel.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
  const { version } = JSON.parse(readFileSync(require.resolve(`${sourcePackage}/package.json`), "utf8"));
  const manifest = `${JSON.stringify(
    {
      source: `${sourcePackage}@${version} (latin, wght)`,
      license: "OFL-1.1",
      weights: WEIGHTS,
      features: FEATURES,
      unicodeRange: toRanges(included),
    },
    null,
    2,
  )}\n`;
  return { font: Buffer.from(font), manifest, included, originalBytes: original.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { font, manifest, included, originalBytes } = await buildFont();
  if (process.argv.includes("--check")) {
    const stale = !readFileSync(fontFile).equals(font) || readFileSync(manifestFile, "utf8") !== manifest;
    if (stale) {
      console.error("build-font: app/assets/fonts is stale; run `npm run font`");
      process.exit(1);
    }
  } else {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(fontFile, font);
    writeFileSync(manifestFile, manifest);
  }
  console.log(`build-font: ${included.length} characters, weights ${WEIGHTS.min}–${WEIGHTS.max}, ${originalBytes} → ${font.length} bytes`);
}
