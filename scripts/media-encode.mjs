// The photo pipeline's encoder: one source image from content/media/ becomes AVIF and WebP at a
// few widths no wider than the source, and one JPEG (or PNG, when it has transparency) fallback,
// upright (EXIF orientation applied) and with no metadata at all (no GPS, no camera serial, no
// profile). It also says what the page needs to show it without a shift or a blank box: the
// upright size and a placeholder colour. SVG files are checked and kept as they are (they are
// served as images only). Errors name the file and say what to do.
//
// app/content/media.server.ts decides what needs encoding (content hash + this file's version)
// and runs `node scripts/media-encode.mjs` with the jobs on stdin; each job is encoded into its
// own folder of the build cache, on every core. docs/decisions/0026-photos-on-sharp.md.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";

/** What the pipeline makes; changing any of it changes every output's address (the cache key). */
export const SETTINGS = {
  /** Widths of the variants, each kept only when the source is wider (see variantWidths). */
  widths: [160, 320, 640, 960, 1280, 1600],
  avif: { quality: 50, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, progressive: true },
  png: { compressionLevel: 9, effort: 7 },
  /** The fallback (JPEG or PNG) is made once, at the largest width up to this. */
  fallbackWidth: 960,
};

/** The largest file the pipeline reads: a camera's JPEG or a retina screenshot fits easily. */
export const MAX_BYTES = 25 * 1024 * 1024;
/** The most pixels it decodes (sharp's pixel limit): 100 megapixels, e.g. 12,000 × 8,000. */
export const MAX_PIXELS = 100_000_000;

/** Formats an owner may upload, by what the file is (not its name). */
const RASTER = new Set(["jpeg", "png", "webp", "heif"]);

export class MediaError extends Error {
  name = "MediaError";
}

/**
 * The widths to make for an upright source `width` px wide: every step of SETTINGS.widths below
 * it, then the source's own width (up to the largest step) unless a step is already close to it.
 */
export function variantWidths(width) {
  const largest = SETTINGS.widths.at(-1);
  const steps = SETTINGS.widths.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!steps.length || top >= steps.at(-1) * 1.15) steps.push(top);
  return steps;
}

const hex = ({ r, g, b }) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/**
 * Encodes one source image. `name` is how messages name it (content/media/…).
 * @param {Buffer} input the file's bytes
 * @param {string} name
 * @returns {Promise<{ meta: MediaMeta, files: Map<string, Buffer> }>} files: "640.avif" → bytes
 * @typedef {{ format: string, width: number, height: number, alpha: boolean, color?: string,
 *   widths: number[], fallback?: "jpg" | "png", fallbackWidth?: number }} MediaMeta
 */
export async function encodeImage(input, name) {
  if (input.length > MAX_BYTES)
    throw new MediaError(
      `${name} is ${(input.length / 1048576).toFixed(1)} MB, over the limit of ${MAX_BYTES / 1048576} MB: export it smaller (2,400 px wide is plenty)`,
    );
  if (looksLikeSvg(input)) return svgImage(input, name);
  const options = { limitInputPixels: MAX_PIXELS, failOn: "error", animated: false };
  let info;
  try {
    info = await sharp(input, options).metadata();
  } catch (error) {
    throw decodeError(error, name);
  }
  const { format } = info;
  if (!RASTER.has(format) || (format === "heif" && info.compression !== "av1"))
    throw new MediaError(
      `${name} is ${describeFormat(info)}, which browsers cannot all show: save it as JPEG, PNG, WebP or AVIF`,
    );
  if ((info.width ?? 0) * (info.height ?? 0) > MAX_PIXELS)
    throw new MediaError(
      `${name} is ${info.width} × ${info.height} pixels, over the limit of ${MAX_PIXELS / 1e6} megapixels: export it smaller`,
    );
  // Upright and no wider than the largest variant, decoded once; every variant is made from this.
  const largest = SETTINGS.widths.at(-1);
  let base;
  try {
    base = await sharp(input, options)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error, name);
  }
  const upright = (info.orientation ?? 1) >= 5;
  const width = upright ? info.height : info.width;
  const height = upright ? info.width : info.height;
  const alpha = base.info.channels === 4 && !(await isOpaque(base));
  const raw = {
    raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
  };
  const pixels = alpha ? base.data : await sharp(base.data, raw).removeAlpha().raw().toBuffer();
  const channels = alpha ? base.info.channels : 3;
  const from = () =>
    sharp(pixels, { raw: { width: base.info.width, height: base.info.height, channels } });
  const widths = variantWidths(width);
  const files = new Map();
  for (const w of widths) {
    // The base is at most `largest` wide; a variant's height follows the upright aspect ratio.
    const resized = await from()
      .resize({ width: w, height: Math.max(1, Math.round((w * height) / width)), fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = () => sharp(resized.data, { raw: resized.info });
    files.set(`${w}.avif`, await at().avif(SETTINGS.avif).toBuffer());
    files.set(`${w}.webp`, await at().webp(SETTINGS.webp).toBuffer());
  }
  const fallbackWidth = widths.filter((w) => w <= SETTINGS.fallbackWidth).at(-1) ?? widths[0];
  const fallback = alpha ? "png" : "jpg";
  const small = from().resize({
    width: fallbackWidth,
    height: Math.max(1, Math.round((fallbackWidth * height) / width)),
    fit: "fill",
  });
  files.set(
    `${fallbackWidth}.${fallback}`,
    await (alpha ? small.png(SETTINGS.png) : small.jpeg(SETTINGS.jpeg)).toBuffer(),
  );
  const meta = {
    format: format === "heif" ? "avif" : format,
    width,
    height,
    alpha,
    widths,
    fallback,
    fallbackWidth,
  };
  // A placeholder under an opaque picture; a transparent one would show it through its holes.
  if (!alpha) meta.color = hex((await from().stats()).dominant);
  return { meta, files };
}

async function isOpaque(base) {
  const { channels } = await sharp(base.data, { raw: base.info }).stats();
  return channels[3]?.min === 255;
}

function describeFormat(info) {
  if (info.format === "heif") return "a HEIC photo (an iPhone's own format)";
  return `a ${String(info.format).toUpperCase()} file`;
}

/** sharp's message, said for an editor: a damaged file, too many pixels, not an image. */
function decodeError(error, name) {
  const message = String(error?.message ?? error);
  if (/pixel limit/i.test(message))
    return new MediaError(
      `${name} has more than ${MAX_PIXELS / 1e6} megapixels (sharp's pixel limit, which stops decompression bombs): export it smaller`,
    );
  if (/unsupported image format/i.test(message))
    return new MediaError(
      `${name} is not an image sharp can read: save it as JPEG, PNG, WebP or AVIF`,
    );
  return new MediaError(
    `${name} cannot be decoded: the file is damaged or cut short (${message.split("\n")[0]}); export or upload it again`,
  );
}

function looksLikeSvg(input) {
  const head = input
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** An SVG is served as it is, as an image only (<img>): it needs its size, nothing else. */
async function svgImage(input, name) {
  let info;
  try {
    info = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch (error) {
    throw new MediaError(
      `${name} is not a valid SVG (${String(error?.message ?? error).split("\n")[0]})`,
    );
  }
  if (!info.width || !info.height)
    throw new MediaError(`${name} has no size: give its <svg> a viewBox, or width and height`);
  return {
    meta: { format: "svg", width: info.width, height: info.height, alpha: true, widths: [] },
    files: new Map([["image.svg", input]]),
  };
}

/**
 * Encodes each job's source into its folder (meta.json beside the variants), several at a time
 * (sharp uses one thread per image here, so one image per core). A file that cannot be used gets
 * a meta.json with its `error`, so it is not tried again until it changes.
 * @param {{ source: string, name: string, dir: string }[]} jobs
 */
export async function encodeInto(jobs, concurrency = availableParallelism()) {
  const queue = [...jobs];
  const done = { encoded: 0, refused: 0 };
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const draft = `${job.dir}.${process.pid}.tmp`;
      rmSync(draft, { recursive: true, force: true });
      mkdirSync(draft, { recursive: true });
      let meta;
      try {
        if (statSync(job.source).size > MAX_BYTES) {
          const size = statSync(job.source).size;
          throw new MediaError(
            `${job.name} is ${(size / 1048576).toFixed(1)} MB, over the limit of ${MAX_BYTES / 1048576} MB: export it smaller (2,400 px wide is plenty)`,
          );
        }
        const encoded = await encodeImage(readFileSync(job.source), job.name);
        for (const [file, bytes] of encoded.files) writeFileSync(join(draft, file), bytes);
        meta = encoded.meta;
        done.encoded++;
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        meta = { error: error.message };
        done.refused++;
      }
      writeFileSync(join(draft, "meta.json"), JSON.stringify(meta));
      rmSync(job.dir, { recursive: true, force: true });
      renameSync(draft, job.dir);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return done;
}

// `node scripts/media-encode.mjs` with a JSON list of jobs on stdin.
if (process.argv[1] && basename(process.argv[1]) === "media-encode.mjs") {
  const started = Date.now();
  const jobs = JSON.parse(readFileSync(0, "utf8"));
  const done = await encodeInto(jobs);
  console.log(
    `media: ${done.encoded} ${done.encoded === 1 ? "picture" : "pictures"} encoded` +
      `${done.refused ? `, ${done.refused} refused` : ""} in ${Date.now() - started}ms`,
  );
}
