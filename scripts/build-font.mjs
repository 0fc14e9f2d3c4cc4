// The site's one web font file, app/assets/fonts/plus-jakarta-sans.woff2 (git-ignored, written by
// `npm run build`, `dev` and `test:unit`): Fontsource's latin file of Plus Jakarta Sans, cut by
// subset-font (harfbuzz) to the characters the site's sources contain and to the 400–800 weights
// the design uses. It is preloaded and on the path of every first view: the cut is less than half
// the latin file, and measurably earlier text (docs/performance.md).
//
// The characters are every character of the files under app/, content/ and messages/ (code included: it is
// ASCII) plus printable ASCII and the marks careful copy is typed with. New copy brings its
// characters with it on the next build; nothing is listed by hand.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { brand, brandFontFile } from "./palette.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const fontFile = join(root, "app/assets/fonts/plus-jakarta-sans.woff2");

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
const TYPOGRAPHIC = "\u00a0‘’“”–—…•·×©®™€£";

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(tsx?|md|css|json)$/.test(entry.name)) yield path;
  }
}

/** Every character the site's sources contain, with ASCII and typographic marks. */
export function siteCharacters(
  dirs = ["app", "content", "messages"].map((dir) => join(root, dir)),
) {
  const chars = new Set(ASCII + TYPOGRAPHIC);
  for (const dir of dirs) {
    let list;
    try {
      list = [...files(dir)];
    } catch {
      continue; // a folder that does not exist (yet)
    }
    for (const file of list)
      for (const char of readFileSync(file, "utf8")) if (char >= " ") chars.add(char);
  }
  return [...chars].sort().join("");
}

/** The body size that arrives with its ~450 B of headers in a connection's first ten segments. */
export const FIRST_ROUND_TRIP = 14_100;

// The OpenType features a browser applies to text by itself (kerning, ligatures, contextual
// alternates, marks, localised forms), and tabular figures, which `figures-tabular` asks for.
// subset-font keeps every feature unless told (hb-subset's `--layout-features=*`), and with them
// the glyphs only those features reach: this font's fractions (a numerator and a denominator for
// every figure), which no page asks for, are 1.2 KB of a 14.5 KB file on the path of every first
// view; without them the file fits the first round trip of its connection (docs/performance.md).
export const FEATURES = [
  ...["calt", "ccmp", "clig", "curs", "dist", "kern", "liga", "locl", "mark", "mkmk"],
  ...["rclt", "rlig", "rvrn", "tnum"],
];

export async function buildFont(text = siteCharacters(), source = brandFontFile()) {
  try {
    return await subsetFont(readFileSync(source), text, {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 800 } },
      keepFeatures: FEATURES,
    });
  } catch (error) {
    // harfbuzz: "hb_subset_input_set_axis_range … returned zero" for a font without a weight axis.
    if (!/axis/i.test(String(error))) throw error;
    throw new Error(
      `app/brand.ts brandFont: ${brand.font.package}/${brand.font.file} is not a variable font with weights 400 to 800 (the design sets text in five weights): ` +
        "use a Fontsource variable package (@fontsource-variable/<name>) and its -latin-wght-normal.woff2 file",
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let font;
  try {
    font = await buildFont();
  } catch (error) {
    // The brand's font is an owner's choice: say what to change, without a stack trace.
    if (!String(error?.message).startsWith("app/brand.ts")) throw error;
    console.error(error.message);
    process.exit(1);
  }
  mkdirSync(dirname(fontFile), { recursive: true });
  // Unchanged bytes are not rewritten: builds running side by side read this file.
  if (!existsSync(fontFile) || !readFileSync(fontFile).equals(font)) writeFileSync(fontFile, font);
  console.log(`font: ${font.length} bytes in ${fontFile.slice(root.length)}`);
  // Advice, not an error: new copy may bring characters, and it must still build.
  if (font.length > FIRST_ROUND_TRIP)
    console.warn(
      `font: over ${FIRST_ROUND_TRIP} bytes, so it no longer arrives in the first round trip of its ` +
        "connection and every first view waits about 150 ms longer (docs/performance.md, \"The font\").",
    );
}
