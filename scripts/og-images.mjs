// Social images (1200×630: one per section, one per collection item) and the app icons, drawn at
// build time. Shapes are SVG; words are laid out by satori in the brand font (Fontsource's
// variable woff2, pinned to each weight by subset-font) and become paths, so resvg draws the
// whole picture without any font machinery of its own. The backdrop and mock-up of a section are
// drawn once per process; each image adds only its words (docs/decisions/0025-content-rules-and-scale.md).
// Colours and the mark are the brand's (app/brand.ts, through scripts/palette.mjs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import subsetFont from "subset-font";
import { brand, brandFontFile, palette } from "./palette.mjs";

const require = createRequire(import.meta.url);

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const { ink, violet, mint, sun } = palette;
const muted = palette["on-dark-muted"];

/** The weights the images use: the wordmark, the headline and eyebrow, the host. */
const WEIGHTS = { wordmark: 800, headline: 700, host: 500 };

/** The font's latin file, then its latin-ext file for the letters latin lacks. */
const FAMILIES = ["brand", "brand-ext"];

let fonts;
/**
 * The brand font at each weight the images use, as satori's font list: Fontsource's variable
 * latin file (and latin-ext, for names such as "Łukasz"), each pinned to one weight.
 */
export function brandFonts() {
  fonts ??= (async () => {
    const latin = brandFontFile();
    const files = [latin, latin.replace("-latin-", "-latin-ext-")].filter(
      (file, i) => i === 0 || file !== latin,
    );
    const list = [];
    for (const [i, file] of files.entries()) {
      let source;
      try {
        source = readFileSync(file);
      } catch {
        continue; // a font without a latin-ext file
      }
      for (const weight of new Set(Object.values(WEIGHTS))) {
        const data = await subsetFont(source, undefined, {
          keepAllGlyphs: true,
          variationAxes: { wght: weight },
          targetFormat: "sfnt",
        });
        list.push({ name: FAMILIES[i], data, weight, style: "normal" });
      }
    }
    return list;
  })();
  return fonts;
}

/** Noto Sans's subsets for the letters the brand font lacks: a Greek or Cyrillic name or title. */
const FALLBACK_SUBSETS = ["greek", "greek-ext", "cyrillic", "cyrillic-ext"];
const FALLBACK_PACKAGE = "@fontsource-variable/noto-sans";
/** Text with letters only the fallback fonts have. */
const NEEDS_FALLBACK = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;

let fallback;
/** Noto Sans (Greek and Cyrillic) at the images' weights, loaded the first time a text needs it. */
export function fallbackFonts() {
  fallback ??= (async () => {
    const list = [];
    for (const subset of FALLBACK_SUBSETS) {
      const source = readFileSync(require.resolve(`${FALLBACK_PACKAGE}/files/noto-sans-${subset}-wght-normal.woff2`));
      for (const weight of new Set(Object.values(WEIGHTS))) {
        const data = await subsetFont(source, undefined, {
          keepAllGlyphs: true,
          variationAxes: { wght: weight },
          targetFormat: "sfnt",
        });
        list.push({ name: `fallback-${subset}`, data, weight, style: "normal" });
      }
    }
    return list;
  })();
  return fallback;
}

/**
 * The letters of `text` no font of the social images has (Chinese, Japanese, Arabic, Hebrew …),
 * each once: left out of the image, so the build says so. Emoji are left out on purpose.
 */
const LETTER = "[^\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{Script=Common}\\p{Script=Inherited}]";
export const undrawable = (text) => [...new Set(withoutEmoji(text).match(new RegExp(LETTER, "gu")) ?? [])];
/** The words an image can draw: without emoji and letters no font has (and the space before them). */
const drawable = (text) =>
  withoutEmoji(text)
    .replace(new RegExp(`\\s*${LETTER}+`, "gu"), "")
    .trim();

/**
 * The words without their emoji: the brand font has none, and satori draws a missing glyph as a
 * blank, so "🚀 Launch week" would start with a gap. The page keeps them (the visitor's system
 * draws them there).
 */
export const withoutEmoji = (text) =>
  text
    .replace(/\p{RGI_Emoji}/gv, "")
    .replace(/\s{2,}/g, " ")
    .trim();

/**
 * Words laid out by satori as paths, in a box `width` wide and as tall as they need.
 * @returns {Promise<{ svg: string, height: number }>}
 */
async function words(text, { width, size, weight, color = "#FFFFFF", lineHeight = 1.2, tracking = 0, lines }) {
  const extra = NEEDS_FALLBACK.test(text) ? await fallbackFonts() : [];
  const svg = await satori(
    {
      type: "div",
      props: {
        style: {
          // A block: satori clamps the lines of a block (lineClamp), not of a flex box.
          display: "block",
          width,
          fontFamily: [...FAMILIES, ...(extra.length ? FALLBACK_SUBSETS.map((subset) => `fallback-${subset}`) : [])].join(", "),
          fontSize: size,
          fontWeight: weight,
          color,
          lineHeight,
          letterSpacing: tracking,
          // A word wider than the column ("Zahlungsverkehrsabwicklungsplattform") breaks inside it
          // rather than running past the box, where satori drops its letters.
          wordBreak: "break-word",
          ...(lines ? { lineClamp: lines } : {}),
        },
        children: drawable(text),
      },
    },
    { width, fonts: [...(await brandFonts()), ...extra] },
  );
  return { svg, height: Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 0) };
}

/** `svg` placed with its top-left corner at x, y. */
const at = (svg, x, y) => svg.replace("<svg ", `<svg x="${x}" y="${Math.round(y)}" `);

const { radius, strokes, strokeWidth, dot } = brand.mark;
/** The strokes and the dot (if it has one) of the brand's mark, on its 32×32 grid. */
const markStrokes =
  `<path d="${strokes}" stroke="#fff" stroke-width="${strokeWidth}" stroke-linecap="round"/>` +
  (dot ? `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${mint}"/>` : "");

/** The brand's mark (app/brand.ts) drawn at `size` px, top-left at x, y. */
function mark(x, y, size) {
  const k = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${k})"><rect width="32" height="32" rx="${radius}" fill="${violet}"/>${markStrokes}</g>`;
}

/** `hex` mixed with white: `amount` 0 is the colour itself, 1 is white. */
function lighten(hex, amount) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.round(((n >> shift) & 255) * (1 - amount) + 255 * amount);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

/** Rectangles that cast a shadow, collected while a motif is drawn (see shadowLayer). */
let shadows = [];
const card = (x, y, w, h, extra = "") => {
  shadows.push([x, y, w, h]);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#FFFFFF" ${extra}/>`;
};
const bar = (x, y, w, h, fill, opacity = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" opacity="${opacity}"/>`;
const check = (cx, cy) =>
  `<circle cx="${cx}" cy="${cy}" r="11" fill="${mint}" opacity="0.2"/><path d="M${cx - 5} ${cy}l3.5 3.5 6.5-7" stroke="#16A06A" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A product mock-up per section, drawn in the right half (x ≥ 700). */
const motifs = {
  home() {
    const pts = [
      [0, 120],
      [60, 104],
      [120, 112],
      [180, 78],
      [240, 88],
      [300, 48],
      [360, 58],
      [400, 22],
    ];
    const line = pts.map(([px, py], i) => `${i ? "L" : "M"}${752 + px} ${250 + py}`).join(" ");
    return [
      card(724, 120, 456, 300),
      bar(752, 150, 120, 14, "#5A6478", 0.35),
      bar(752, 178, 220, 30, ink),
      bar(990, 150, 160, 30, mint, 0.22),
      bar(1002, 159, 136, 12, "#16A06A", 0.8),
      `<path d="${line} L1152 390 L752 390 Z" fill="${violet}" opacity="0.12"/>`,
      `<path d="${line}" stroke="${violet}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<circle cx="1152" cy="272" r="9" fill="${violet}" stroke="#fff" stroke-width="4"/>`,
      card(680, 372, 300, 150),
      `<circle cx="722" cy="416" r="20" fill="${sun}" opacity="0.9"/>`,
      bar(754, 404, 130, 12, ink, 0.85),
      bar(754, 424, 84, 10, "#5A6478", 0.35),
      bar(904, 406, 52, 14, "#16A06A", 0.85),
      `<circle cx="722" cy="478" r="20" fill="${violet}" opacity="0.9"/>`,
      bar(754, 466, 110, 12, ink, 0.85),
      bar(754, 486, 70, 10, "#5A6478", 0.35),
      bar(904, 468, 52, 14, "#E5484D", 0.75),
    ].join("");
  },
  company() {
    const people = [
      [800, 210, violet],
      [900, 210, mint],
      [1000, 210, sun],
    ];
    return [
      card(730, 120, 420, 250),
      ...people.map(
        ([cx, cy, c]) =>
          `<circle cx="${cx}" cy="${cy}" r="44" fill="${c}" opacity="0.18"/><circle cx="${cx}" cy="${cy - 10}" r="16" fill="${c}"/><path d="M${cx - 26} ${cy + 30}c4-18 14-26 26-26s22 8 26 26" fill="${c}"/>`,
      ),
      bar(1064, 190, 56, 40, ink, 0.06),
      ...[1080, 1092, 1104].map(
        (cx) => `<circle cx="${cx}" cy="210" r="3.5" fill="${ink}" opacity="0.45"/>`,
      ),
      bar(762, 290, 220, 14, ink, 0.85),
      bar(762, 318, 320, 10, "#5A6478", 0.3),
      bar(762, 338, 260, 10, "#5A6478", 0.3),
      card(690, 400, 250, 120),
      `<circle cx="736" cy="446" r="20" fill="${mint}" opacity="0.25"/>`,
      `<path d="M736 434l3.6 7.4 8.2 1.2-5.9 5.8 1.4 8.1-7.3-3.8-7.3 3.8 1.4-8.1-5.9-5.8 8.2-1.2z" fill="#16A06A"/>`,
      bar(770, 436, 130, 12, ink, 0.85),
      bar(770, 456, 90, 10, "#5A6478", 0.3),
      bar(716, 488, 190, 10, violet, 0.25),
      card(970, 400, 180, 120),
      `<rect x="996" y="476" width="18" height="24" rx="4" fill="${violet}" opacity="0.35"/><rect x="1024" y="456" width="18" height="44" rx="4" fill="${violet}" opacity="0.6"/><rect x="1052" y="436" width="18" height="64" rx="4" fill="${violet}"/><rect x="1080" y="424" width="18" height="76" rx="4" fill="${mint}"/>`,
    ].join("");
  },
  blog() {
    const article = (x, y, w, h, a, b, k) =>
      [
        card(x, y, w, h),
        `<clipPath id="clip${k}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24"/></clipPath>`,
        `<g clip-path="url(#clip${k})"><rect x="${x}" y="${y}" width="${w}" height="${h * 0.5}" fill="url(#cover${k})"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.22}" r="${h * 0.16}" fill="${b}" opacity="0.9"/><rect x="${x + w * 0.1}" y="${y + h * 0.3}" width="${w * 0.45}" height="${h * 0.08}" rx="${h * 0.04}" fill="#fff" opacity="0.8"/></g>`,
        `<defs><linearGradient id="cover${k}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${ink}"/></linearGradient></defs>`,
        bar(x + 24, y + h * 0.5 + 24, 90, 22, violet, 0.12),
        bar(x + 34, y + h * 0.5 + 31, 70, 8, violet, 0.9),
        bar(x + 24, y + h * 0.5 + 64, w - 80, 14, ink, 0.85),
        bar(x + 24, y + h * 0.5 + 88, w - 130, 14, ink, 0.85),
        bar(x + 24, y + h * 0.5 + 118, w - 60, 10, "#5A6478", 0.3),
      ].join("");
    return [
      article(900, 96, 270, 330, "#1C3D8F", mint, 2),
      article(700, 170, 300, 360, violet, sun, 1),
    ].join("");
  },
  work() {
    const tile = (x, y, w, h, a, b, k) =>
      `<defs><linearGradient id="tile${k}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="url(#tile${k})"/>`;
    shadows.push(
      [716, 110, 210, 200],
      [946, 110, 220, 150],
      [946, 280, 220, 250],
      [716, 330, 210, 200],
    );
    return [
      tile(716, 110, 210, 200, violet, "#3622B8", 1),
      `<rect x="746" y="140" width="150" height="96" rx="14" fill="#fff" opacity="0.95"/>${bar(762, 156, 70, 10, violet, 0.8)}${bar(762, 176, 110, 8, ink, 0.2)}${bar(762, 192, 90, 8, ink, 0.2)}<circle cx="866" cy="214" r="12" fill="${mint}"/>`,
      bar(746, 262, 90, 12, "#fff", 0.85),
      tile(946, 110, 220, 150, "#E4468B", "#7B2CBF", 2),
      `<circle cx="1056" cy="185" r="42" fill="${sun}" opacity="0.95"/><circle cx="1056" cy="185" r="20" fill="#7B2CBF"/>`,
      tile(946, 280, 220, 250, "#10224A", "#1C3D8F", 3),
      ...[0, 1, 2, 3].map((i) =>
        bar(972, 312 + i * 30, [150, 110, 130, 80][i], 12, i ? "#8FB2FF" : mint, i ? 0.5 : 0.95),
      ),
      `<rect x="972" y="448" width="168" height="56" rx="14" fill="#fff" opacity="0.1"/>`,
      tile(716, 330, 210, 200, "#0F766E", "#115E59", 4),
      `<path d="M744 490l36-46 30 30 40-56 56 72z" fill="#A7F3D0" opacity="0.9"/><circle cx="768" cy="370" r="14" fill="#fff" opacity="0.9"/>`,
    ].join("");
  },
  product() {
    const row = (y, w) => `${check(770, y)}${bar(792, y - 6, w, 12, ink, 0.55)}`;
    return [
      card(904, 150, 260, 330),
      bar(932, 180, 90, 12, "#5A6478", 0.35),
      bar(932, 208, 130, 30, ink, 0.8),
      ...[270, 310, 350].map(
        (y, i) => `${check(944, y)}${bar(966, y - 5, [130, 110, 150][i], 10, ink, 0.35)}`,
      ),
      bar(932, 412, 204, 40, violet, 0.15),
      card(720, 110, 300, 420, `stroke="${violet}" stroke-width="4"`),
      bar(748, 96, 120, 28, mint),
      bar(766, 105, 84, 10, ink, 0.8),
      bar(748, 150, 110, 14, "#5A6478", 0.35),
      bar(748, 186, 150, 44, ink),
      bar(910, 206, 70, 14, "#5A6478", 0.35),
      row(290, 170),
      row(330, 140),
      row(370, 190),
      row(410, 120),
      `<rect x="748" y="452" width="244" height="52" rx="26" fill="${violet}"/>`,
      bar(820, 472, 100, 12, "#fff", 0.9),
    ].join("");
  },
  account() {
    return [
      card(760, 96, 380, 440),
      `<circle cx="950" cy="166" r="36" fill="${violet}" opacity="0.12"/>`,
      `<rect x="934" y="160" width="32" height="26" rx="6" fill="${violet}"/><path d="M941 160v-8a9 9 0 0 1 18 0v8" stroke="${violet}" stroke-width="5" fill="none"/><circle cx="950" cy="173" r="3.5" fill="#fff"/>`,
      bar(860, 224, 180, 18, ink, 0.85),
      bar(890, 254, 120, 10, "#5A6478", 0.3),
      bar(796, 292, 80, 10, "#5A6478", 0.45),
      `<rect x="796" y="310" width="308" height="48" rx="12" fill="#F5F6FB" stroke="#E4E7EF" stroke-width="2"/>`,
      bar(814, 329, 150, 10, "#5A6478", 0.3),
      bar(796, 376, 80, 10, "#5A6478", 0.45),
      `<rect x="796" y="394" width="308" height="48" rx="12" fill="#F5F6FB" stroke="${violet}" stroke-width="2"/>`,
      ...[0, 1, 2, 3, 4, 5, 6, 7].map(
        (i) => `<circle cx="${818 + i * 18}" cy="418" r="5" fill="${ink}" opacity="0.7"/>`,
      ),
      `<rect x="796" y="462" width="308" height="50" rx="25" fill="${violet}"/>`,
      bar(900, 481, 100, 12, "#fff", 0.9),
      `<circle cx="716" cy="440" r="40" fill="${mint}"/><path d="M698 440l12 12 24-26" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join("");
  },
};

const svgDocument = (body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;

/** Ink with a violet glow from the top left, a mint one from the bottom right and a dot grid. */
const backdrop = `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${ink}"/>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glowViolet)"/>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glowMint)"/>
<rect x="640" width="${OG_WIDTH - 640}" height="${OG_HEIGHT}" fill="url(#dots)"/>
<rect y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="url(#rule)"/>`;
const backdropDefs = `<radialGradient id="glowViolet" cx="0.12" cy="0" r="0.75"><stop offset="0" stop-color="${violet}" stop-opacity="0.55"/><stop offset="1" stop-color="${violet}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowMint" cx="0.95" cy="1.05" r="0.55"><stop offset="0" stop-color="${mint}" stop-opacity="0.26"/><stop offset="1" stop-color="${mint}" stop-opacity="0"/></radialGradient>
<linearGradient id="rule" x1="0" x2="1"><stop offset="0" stop-color="${violet}"/><stop offset="1" stop-color="${mint}"/></linearGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#FFFFFF" opacity="0.07"/></pattern>
<filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="20"/></filter>`;

/** Soft shadows under the motif's cards: the cards' shapes, dark, blurred. */
const shadowLayer = (rects) =>
  `<g filter="url(#shadow)" opacity="0.55">${rects
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x + 6}" y="${y + 22}" width="${w - 12}" height="${h}" rx="24" fill="#03050C"/>`,
    )
    .join("")}</g>`;

const layers = new Map();
/**
 * Everything of a section's image but its words, as raw RGBA pixels: the backdrop, the mock-up
 * with its shadows, the mark and the brand name. Drawn once per section and process.
 */
function sectionLayer(section) {
  if (!layers.has(section))
    layers.set(
      section,
      (async () => {
        shadows = [];
        const motif = (motifs[section] ?? motifs.home)();
        const cast = shadowLayer(shadows);
        const wordmark = await words(brand.name, { width: 400, size: 40, weight: WEIGHTS.wordmark });
        const svg = svgDocument(
          `${backdrop}${cast}${motif}${mark(80, 70, 56)}${at(wordmark.svg, 152, 98 - wordmark.height / 2)}`,
          backdropDefs,
        );
        // RGB: the backdrop is opaque.
        return sharp(Buffer.from(new Resvg(svg).render().pixels), { raw: rgba(OG_WIDTH) })
          .removeAlpha()
          .raw()
          .toBuffer();
      })(),
    );
  return layers.get(section);
}

/** The headline's size: the largest that fits in four lines, else smaller and clamped. */
async function headlineWords(headline) {
  for (const [size, lines] of [
    [60, 4],
    [52, 5],
  ]) {
    const laid = await words(headline, { width: 600, size, weight: WEIGHTS.headline, lineHeight: 1.12 });
    if (laid.height <= Math.ceil(size * 1.12 * lines)) return laid;
  }
  return words(headline, { width: 600, size: 44, weight: WEIGHTS.headline, lineHeight: 1.12, lines: 6 });
}

const hosts = new Map();
/** The site's address at the foot of every image, laid out once per process. */
function hostWords(host) {
  if (!hosts.has(host)) hosts.set(host, words(host, { width: 600, size: 24, weight: WEIGHTS.host, color: muted }));
  return hosts.get(host);
}

/**
 * One social image: the section's product mock-up on the right, the brand, an eyebrow and the
 * headline on the left, in the site's colours and type. A PNG well under 120 KB. An item with a
 * cover photo gets it instead, as a JPEG (photoOgImage).
 * @param {{ section: string, eyebrow: string, headline: string, host: string, photo?: { file: string, focus?: string } }} options
 */
export async function renderOgImage({ section, eyebrow, headline, host, photo }) {
  if (photo) return photoOgImage({ eyebrow, headline, host, photo });
  const [base, column] = await Promise.all([sectionLayer(section), columnWords({ eyebrow, headline, host })]);
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${TEXT_WIDTH}" height="${OG_HEIGHT}">${column}</svg>`;
  const image = over(base, new Resvg(text).render().pixels);
  // zlib level 6: half the time of 9, for a file a tenth larger (well under 120 KB).
  return sharp(image, { raw: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The eyebrow, headline and host, set in the words' column (as SVG to place in a 1200×630 one). */
async function columnWords({ eyebrow, headline, host }) {
  const [title, label, site] = await Promise.all([
    headlineWords(headline),
    words(eyebrow.toUpperCase(), { width: 600, size: 20, weight: WEIGHTS.headline, color: mint, tracking: 2.4, lines: 1 }),
    hostWords(host),
  ]);
  // Centred on the mock-up's middle, unless that would lift it into the brand.
  const titleTop = Math.max(210, Math.round(340 - title.height / 2));
  return `${at(label.svg, 80, titleTop - 44)}${at(title.svg, 80, titleTop)}${at(site.svg, 80, 560 - site.height)}`;
}

/** The largest a cover photo may be (as the photo pipeline's limit, scripts/media-encode.mjs). */
const PHOTO_PIXELS = 100_000_000;

/**
 * A social image from an item's cover photo: the photo cropped to 1200×630 around its focus
 * ("x% y%", the middle by default), a scrim of the brand's ink that keeps white words legible on
 * any photo, the brand and the words as on every card. A JPEG, which every network takes
 * (LinkedIn refuses some PNG and WebP cards), with no metadata of the source.
 * @param {{ eyebrow: string, headline: string, host: string, photo: { file: string, focus?: string } }} options
 */
export async function photoOgImage({ eyebrow, headline, host, photo }) {
  const options = { limitInputPixels: PHOTO_PIXELS, failOn: "error" };
  const info = await sharp(photo.file, options).metadata();
  const [w, h] = (info.orientation ?? 1) >= 5 ? [info.height, info.width] : [info.width, info.height];
  const scale = Math.max(OG_WIDTH / w, OG_HEIGHT / h);
  const width = Math.max(OG_WIDTH, Math.round(w * scale));
  const height = Math.max(OG_HEIGHT, Math.round(h * scale));
  const [fx, fy] = (photo.focus ?? "50% 50%").split(" ").map((v) => Number.parseFloat(v) / 100);
  const clamp = (v, max) => Math.min(Math.max(0, Math.round(v)), max);
  const [base, wordsSvg, wordmark] = await Promise.all([
    sharp(photo.file, options)
      .autoOrient()
      .resize(width, height, { fit: "fill" })
      .extract({
        left: clamp(fx * width - OG_WIDTH / 2, width - OG_WIDTH),
        top: clamp(fy * height - OG_HEIGHT / 2, height - OG_HEIGHT),
        width: OG_WIDTH,
        height: OG_HEIGHT,
      })
      .flatten({ background: ink })
      .toColourspace("srgb")
      .raw()
      .toBuffer(),
    columnWords({ eyebrow, headline, host }),
    words(brand.name, { width: 400, size: 40, weight: WEIGHTS.wordmark }),
  ]);
  const scrim = `<defs><linearGradient id="scrim" x1="0" x2="1"><stop offset="0" stop-color="${ink}" stop-opacity="0.92"/><stop offset="0.5" stop-color="${ink}" stop-opacity="0.8"/><stop offset="0.75" stop-color="${ink}" stop-opacity="0.3"/><stop offset="1" stop-color="${ink}" stop-opacity="0.1"/></linearGradient><linearGradient id="rule" x1="0" x2="1"><stop offset="0" stop-color="${violet}"/><stop offset="1" stop-color="${mint}"/></linearGradient></defs><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#scrim)"/><rect y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="url(#rule)"/>`;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">${scrim}${mark(80, 70, 56)}${at(wordmark.svg, 152, 98 - wordmark.height / 2)}${wordsSvg}</svg>`;
  const image = over(base, new Resvg(overlay).render().pixels, OG_WIDTH);
  return sharp(image, { raw: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The words' column: the left of the image, where the eyebrow, headline and host are set. */
const TEXT_WIDTH = 700;
const rgba = (width) => ({ width, height: OG_HEIGHT, channels: 4 });

/**
 * The words (premultiplied RGBA, `width` wide from the left, as resvg draws them) laid over a
 * copy of an opaque RGB layer: "source over", channel by channel.
 */
function over(base, words, width = TEXT_WIDTH) {
  const out = Buffer.from(base);
  for (let y = 0; y < OG_HEIGHT; y++) {
    let s = y * width * 4;
    let d = y * OG_WIDTH * 3;
    for (let x = 0; x < width; x++, s += 4, d += 3) {
      const a = words[s + 3];
      if (a === 0) continue;
      const keep = (255 - a) / 255;
      out[d] = words[s] + Math.round(out[d] * keep);
      out[d + 1] = words[s + 1] + Math.round(out[d + 1] * keep);
      out[d + 2] = words[s + 2] + Math.round(out[d + 2] * keep);
    }
  }
  return out;
}

/** The mark on a full-bleed violet square, scaled to sit inside the safe zone (`scale` of the size). */
function fullBleedIconSvg(size, scale) {
  const k = (size / 32) * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(violet, 0.12)}"/><stop offset="1" stop-color="${violet}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<g transform="translate(${size / 2} ${size / 2}) scale(${k}) translate(-16.5 -15)">${markStrokes}</g>
</svg>`;
}

/** A minimal .ico holding PNG images (supported by every browser since Windows Vista). */
function icoFromPngs(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

export const ICON_FILES = [
  "favicon-32.png",
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "icon-maskable-512.png",
];

/**
 * Raster icons from the SVG favicon: PNG fallback, .ico for old clients, the iOS home-screen
 * icon (opaque), and the web app manifest's icons (rounded "any" and full-bleed "maskable").
 * @param {string} faviconSvg
 * @returns {Promise<Record<string, Buffer>>} file name → bytes
 */
export async function renderIcons(faviconSvg) {
  const svg = Buffer.from(faviconSvg);
  const at = (size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 6 })
      .toBuffer();
  // No alpha channel at all: iOS shows transparent pixels as black.
  const fullBleed = (size, scale) =>
    sharp(Buffer.from(fullBleedIconSvg(size, scale)))
      .flatten({ background: violet })
      .png({ compressionLevel: 6 })
      .toBuffer();
  const [png16, png32, png48, png192, png512, apple, maskable] = await Promise.all([
    at(16),
    at(32),
    at(48),
    at(192),
    at(512),
    // iOS rounds the corners itself and shows transparency as black: a full-bleed square.
    fullBleed(180, 0.78),
    // Maskable icons keep their content inside the central 80% circle.
    fullBleed(512, 0.72),
  ]);
  return {
    "favicon-32.png": png32,
    "favicon.ico": icoFromPngs([
      { size: 16, data: png16 },
      { size: 32, data: png32 },
      { size: 48, data: png48 },
    ]),
    "apple-touch-icon.png": apple,
    "icon-192.png": png192,
    "icon-512.png": png512,
    "icon-maskable-512.png": maskable,
  };
}
