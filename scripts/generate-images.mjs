// Build-time illustrations, all drawn here (no external images): blog and portfolio covers as
// AVIF + WebP in four widths. (People's portraits are drawn inline by <Avatar>, from
// app/content/portraits.ts.) Output goes to
// public/generated/ (git-ignored). Unchanged inputs are not re-encoded (a stamp file keeps the hash).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const out = new URL("../public/generated/", import.meta.url);
const self = readFileSync(new URL(import.meta.url));

/** Cover names used by app/content (blog.ts, portfolio.ts). */
export const COVERS = [
  "cover-finance-1", "cover-finance-2", "cover-business-1", "cover-business-2", "cover-technology-1",
  "cover-marketing-1", "cover-management-1",
  "work-website-1", "work-website-2", "work-branding-1", "work-branding-2", "work-uiux-1", "work-uiux-2",
  "work-uiux-3", "work-technology-1",
  "service-accounting", "team-office",
];
export const COVER_WIDTHS = [320, 480, 800, 1200];
export const COVER_RATIO = 10 / 16; // height / width


function rng(seed) {
  let h = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    h ^= h << 13; h ^= h >>> 17; h ^= h << 5; h >>>= 0;
    return h / 4294967296;
  };
}

const palettes = {
  finance: ["#5B3DF5", "#3622B8", "#3DDC97", "#EEEBFE"],
  business: ["#0E1526", "#27324D", "#5B3DF5", "#FFB547"],
  technology: ["#10224A", "#1C3D8F", "#3DDC97", "#8FB2FF"],
  marketing: ["#FF8A4C", "#F2555A", "#FFD9A8", "#0E1526"],
  management: ["#0F766E", "#115E59", "#A7F3D0", "#FFFFFF"],
  website: ["#1B1F3B", "#5B3DF5", "#3DDC97", "#F5F6FB"],
  branding: ["#E4468B", "#7B2CBF", "#FFB547", "#FFF1F7"],
  uiux: ["#0EA5E9", "#5B3DF5", "#F5F6FB", "#0E1526"],
  accounting: ["#5B3DF5", "#0E1526", "#3DDC97", "#FFFFFF"],
  office: ["#3DDC97", "#0E1526", "#5B3DF5", "#FFFFFF"],
};

function coverSvg(name) {
  const kind = name.split("-")[1];
  const [a, b, c, d] = palettes[kind] ?? palettes.finance;
  const r = rng(name);
  const W = 1600, H = 1000;
  const shapes = [];
  // Soft glow blobs.
  for (let i = 0; i < 3; i++) {
    shapes.push(`<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * H).toFixed(0)}" r="${(250 + r() * 350).toFixed(0)}" fill="${i % 2 ? c : d}" opacity="${(0.12 + r() * 0.12).toFixed(2)}" filter="url(#blur)"/>`);
  }
  // A floating card with a chart, the motif of the brand. With the tile below, the group is
  // ~980 wide: kept near the centre so the 4:3 and square crops of cards and thumbnails keep it.
  const cx = 250 + r() * 120, cy = 220 + r() * 120, cw = 760, ch = 480;
  shapes.push(`<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="40" fill="#fff" opacity="0.96"/>`);
  shapes.push(`<rect x="${cx + 48}" y="${cy + 48}" width="220" height="26" rx="13" fill="${b}" opacity="0.85"/>`);
  shapes.push(`<rect x="${cx + 48}" y="${cy + 92}" width="140" height="18" rx="9" fill="${b}" opacity="0.25"/>`);
  if (["finance", "business", "accounting", "management"].includes(kind)) {
    const pts = Array.from({ length: 8 }, (_, i) => [cx + 48 + i * 95, cy + ch - 80 - r() * 220 - i * 12]);
    const line = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(0)} ${y.toFixed(0)}`).join(" ");
    shapes.push(`<path d="${line} L${cx + 48 + 7 * 95} ${cy + ch - 48} L${cx + 48} ${cy + ch - 48} Z" fill="${c}" opacity="0.22"/>`);
    shapes.push(`<path d="${line}" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`);
  } else if (["technology", "website", "uiux"].includes(kind)) {
    for (let i = 0; i < 6; i++) {
      const w = 200 + r() * 420;
      shapes.push(`<rect x="${cx + 48}" y="${cy + 150 + i * 48}" width="${w.toFixed(0)}" height="20" rx="10" fill="${i % 3 === 0 ? a : b}" opacity="${i % 3 === 0 ? 0.9 : 0.2}"/>`);
    }
    shapes.push(`<circle cx="${cx + cw - 130}" cy="${cy + 250}" r="70" fill="${c}" opacity="0.9"/>`);
  } else {
    for (let i = 0; i < 5; i++) {
      const h = 80 + r() * 220;
      shapes.push(`<rect x="${cx + 60 + i * 130}" y="${cy + ch - 48 - h}" width="80" height="${h.toFixed(0)}" rx="16" fill="${i % 2 ? a : c}" opacity="0.9"/>`);
    }
  }
  // A second, smaller tile overlapping the card.
  const tx = cx + cw - 140, ty = cy + ch - 150;
  shapes.push(`<rect x="${tx}" y="${ty}" width="360" height="220" rx="32" fill="${a}"/>`);
  shapes.push(`<circle cx="${tx + 70}" cy="${ty + 75}" r="30" fill="${c}"/>`);
  shapes.push(`<rect x="${tx + 40}" y="${ty + 130}" width="240" height="18" rx="9" fill="#fff" opacity="0.85"/>`);
  shapes.push(`<rect x="${tx + 40}" y="${ty + 164}" width="150" height="14" rx="7" fill="#fff" opacity="0.45"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join("")}</svg>`;
}

const stampFile = new URL("stamp.txt", out);
const sharpVersion = sharp.versions.sharp;
const stamp = createHash("sha256").update(self).update(sharpVersion).digest("hex");
if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
  console.log("generate-images: up to date");
  process.exit(0);
}

mkdirSync(new URL("covers/", out), { recursive: true });

const started = Date.now();
await Promise.all(
  COVERS.map(async (name) => {
    // Rasterise the SVG once at the largest width, then scale down from the bitmap.
    const largest = Math.max(...COVER_WIDTHS);
    const raster = await sharp(Buffer.from(coverSvg(name)), { density: (72 * largest) / 1600 })
      .resize(largest, Math.round(largest * COVER_RATIO))
      .png({ compressionLevel: 0 })
      .toBuffer();
    for (const width of COVER_WIDTHS) {
      const height = Math.round(width * COVER_RATIO);
      const base = sharp(raster).resize(width, height);
      // Flat illustrations: at quality 45 AVIF is a quarter smaller than at 55 with no visible
      // difference at 2× zoom, which matters because every cover near the first view loads with it.
      await base.clone().avif({ quality: 45, effort: 2 }).toFile(new URL(`covers/${name}-${width}.avif`, out).pathname);
      await base.clone().webp({ quality: 78 }).toFile(new URL(`covers/${name}-${width}.webp`, out).pathname);
    }
  }),
);
writeFileSync(stampFile, stamp);
console.log(`generate-images: ${COVERS.length} covers × ${COVER_WIDTHS.length} widths in ${Date.now() - started}ms`);
