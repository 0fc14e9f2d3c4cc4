// The owners' originals without their metadata. The build never publishes an original (its
// variants carry no metadata: scripts/media-encode.mjs), but content/media/ is committed, often to
// a public repository, with whatever the camera wrote: the GPS position where the photo was
// taken, the camera's serial number, dates. So:
//
// - `stripImage` is what the browser editor does to every upload before it is written
//   (scripts/cms-proxy.mjs): EXIF orientation applied, EXIF, XMP, IPTC and comments dropped, the
//   colour profile kept, same format, same pixels count (never resized or cropped). A file that
//   carries nothing is kept byte for byte; one that does is re-encoded once at a high quality
//   (REENCODE). A file that cannot be decoded is refused with a message the editor shows.
// - `privacyAdvice` finds the originals already in content/media/ that carry a GPS position or a
//   serial number, from their EXIF (read with exif-reader from sharp's metadata, header only) and
//   XMP, cached by size and time; the build prints it as advice (scripts/media-plugin.ts).
// - `npm run media:strip` (this file) strips those files in place, or the files it is given.
// docs/decisions/0026-owners-photos.md, content/README.md ("Photos").
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";
import { projectRoot as root } from "./build-dir.mjs";
import { MAX_BYTES, MAX_PIXELS, MediaError } from "./media-encode.mjs";

/**
 * How a file with metadata is written again, in its own format. JPEG at quality 92 with the
 * source's chroma subsampling and progressiveness (a phone writes about 90–95: one generation at
 * 92 is not visible, and the build encodes its own variants from it anyway); PNG is lossless; WebP
 * and AVIF at a quality well above what the build serves (75 and 50), at the build's low efforts
 * (effort only trades size for time): a 12-megapixel AVIF at effort 4 took minutes on two cores,
 * longer than the editor waits for an upload.
 */
export const REENCODE = {
  jpeg: { quality: 92 },
  png: { compressionLevel: 9, effort: 7 },
  webp: { quality: 92, effort: 2 },
  avif: { quality: 80, effort: 1 },
};

/** The command the advice gives. */
export const FIX_COMMAND = "npm run media:strip";

const options = { limitInputPixels: MAX_PIXELS, failOn: "error", animated: false };
/** Names a picture may have (the build's, and camera formats an owner may drop in by mistake). */
const IMAGE_NAME = /\.(jpe?g|png|webp|avif|svg|heic|heif|tiff?|gif)$/i;

const firstLine = (error) => String(error?.message ?? error).split("\n")[0];

function refused(error, name) {
  const message = firstLine(error);
  if (/pixel limit/i.test(message))
    return new MediaError(
      `${name} has more than ${MAX_PIXELS / 1e6} megapixels: export it smaller and upload it again`,
    );
  if (/unsupported image format/i.test(message))
    return new MediaError(
      `${name} is not an image that can be read: save it as JPEG, PNG, WebP or AVIF and upload it again`,
    );
  return new MediaError(
    `${name} cannot be decoded: the file is damaged or cut short (${message}); export or upload it again`,
  );
}

/** Whether sharp's metadata shows anything to remove (orientation lives in the EXIF). */
const carriesMetadata = (info) =>
  Boolean(info.exif || info.xmp || info.iptc || info.comments?.length);

/**
 * One upload or original without its metadata.
 * @param {Buffer} input
 * @param {string} name how messages name it (content/media/…)
 * @returns {Promise<{ bytes: Buffer, changed: boolean, format?: string }>} `changed: false` and the
 *   input itself when there was nothing to remove or it is not an image (a file with a name that
 *   is not a picture's, which the build does not read).
 */
export async function stripImage(input, name) {
  if (input.length > MAX_BYTES)
    throw new MediaError(
      `${name} is ${(input.length / 1048576).toFixed(1)} MB, over the limit of ${MAX_BYTES / 1048576} MB: export it smaller (2,400 px wide is plenty)`,
    );
  let info;
  try {
    info = await sharp(input, options).metadata();
  } catch (error) {
    // Not an image and not named as one (a PDF in the media folder): not ours to change.
    if (/unsupported image format/i.test(firstLine(error)) && !IMAGE_NAME.test(name))
      return { bytes: input, changed: false };
    throw refused(error, name);
  }
  const format = info.format === "heif" && info.compression === "av1" ? "avif" : info.format;
  // An SVG is text the build publishes as it is; it has no EXIF.
  if (format === "svg") return { bytes: input, changed: false, format };
  if (!(format in REENCODE))
    throw new MediaError(
      `${name} is ${format === "heif" ? "a HEIC photo (an iPhone's own format)" : `a ${String(format).toUpperCase()} file`}, which browsers cannot all show: save it as JPEG, PNG, WebP or AVIF and upload it again`,
    );
  if ((info.width ?? 0) * (info.height ?? 0) > MAX_PIXELS)
    throw refused(new Error("pixel limit"), name);
  try {
    if (!carriesMetadata(info)) {
      // Nothing to remove: keep the bytes, but only once the whole file has decoded.
      await sharp(input, options).raw().toBuffer();
      return { bytes: input, changed: false, format };
    }
    let upright = sharp(input, options).autoOrient().keepIccProfile();
    // A 16-bit PNG stays 16-bit (sharp writes 8 bits unless told).
    if (format === "png" && info.depth === "ushort")
      upright = upright.toColourspace((info.channels ?? 3) <= 2 ? "grey16" : "rgb16");
    const bytes = await (
      format === "jpeg"
        ? upright.jpeg({
            ...REENCODE.jpeg,
            chromaSubsampling: info.chromaSubsampling === "4:4:4" ? "4:4:4" : "4:2:0",
            progressive: Boolean(info.isProgressive),
          })
        : upright[format](REENCODE[format])
    ).toBuffer();
    return { bytes, changed: true, format };
  } catch (error) {
    throw refused(error, name);
  }
}

/**
 * What of an original's metadata would tell a reader where it was taken or which camera took it.
 * @param {{ exif?: Buffer, xmp?: Buffer }} metadata sharp's `metadata()`
 * @returns {string[]} e.g. ["a GPS position", "a camera serial number"]
 */
export function privateMetadata({ exif, xmp }) {
  const found = new Set();
  if (exif)
    try {
      const tags = exifReader(exif);
      const gps = tags.GPSInfo ?? {};
      if (gps.GPSLatitude !== undefined || gps.GPSLongitude !== undefined)
        found.add("a GPS position");
      if (tags.Photo?.BodySerialNumber || tags.Image?.CameraSerialNumber)
        found.add("a camera serial number");
      if (tags.Photo?.LensSerialNumber) found.add("a lens serial number");
    } catch {
      // Unreadable EXIF: the build goes on; media:strip removes it anyway when run.
    }
  if (xmp) {
    const text = xmp.toString("utf8");
    if (/GPS(Latitude|Longitude)/.test(text)) found.add("a GPS position");
    if (/(aux:SerialNumber|BodySerialNumber|CameraSerialNumber)/.test(text))
      found.add("a camera serial number");
    if (/LensSerialNumber/.test(text)) found.add("a lens serial number");
  }
  return [...found];
}

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && IMAGE_NAME.test(entry.name) && !/\.svg$/i.test(entry.name))
      yield path;
  }
}

/** Bump when what is looked for changes: the cache's answers are then read again. */
const CACHE_VERSION = 1;

/**
 * The originals of `projectRoot`/content/media that carry a GPS position or a serial number, as
 * advice. Only each file's header is read (sharp's metadata, a few kB), and an answer is kept in
 * the build cache by path, size and time, so a warm build reads nothing. Never throws for a file:
 * one that cannot be read is the encoder's to report.
 * @returns {Promise<{ file: string, message: string }[]>}
 */
export async function privacyAdvice(projectRoot, cacheDir = defaultCache(projectRoot)) {
  const cacheFile = join(cacheDir, "media-privacy.json");
  let cache = {};
  try {
    const stored = JSON.parse(readFileSync(cacheFile, "utf8"));
    if (stored.version === CACHE_VERSION) cache = stored.files;
  } catch {
    // no cache yet
  }
  const files = {};
  const queue = [...walk(join(projectRoot, "content", "media"))];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const file = relative(projectRoot, path).split(sep).join("/");
      let stat;
      try {
        stat = statSync(path);
      } catch {
        continue;
      }
      const known = cache[file];
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
        files[file] = known;
        continue;
      }
      let found = [];
      try {
        found = privateMetadata(await sharp(path, { failOn: "none" }).metadata());
      } catch {
        // not readable: the encoder says what is wrong with it
      }
      files[file] = { size: stat.size, mtimeMs: stat.mtimeMs, found };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  try {
    // Whole or not at all: builds of other checkouts share the cache folder.
    mkdirSync(cacheDir, { recursive: true });
    const draft = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify({ version: CACHE_VERSION, files }));
    renameSync(draft, cacheFile);
  } catch {
    // a read-only cache only costs the next build the same reads
  }
  return Object.entries(files)
    .filter(([, { found }]) => found.length)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, { found }]) => ({ file, message: `carries ${joinWords(found)} in its metadata` }));
}

const defaultCache = (projectRoot) =>
  resolve(projectRoot, process.env.BUILD_CACHE || "node_modules/.cache/finlo");

const joinWords = (words) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** The advice as the build prints it, or "" when there is none. */
export function privacyReport(advice) {
  if (!advice.length) return "";
  return [
    `media: ${advice.length} ${advice.length === 1 ? "original carries" : "originals carry"} where ${advice.length === 1 ? "it was" : "they were"} taken or by which camera (the site never publishes it, but the repository holds the files as they are):`,
    ...advice.map(({ file, message }) => `  warning ${file}: ${message}`),
    `  fix: ${FIX_COMMAND} (removes the metadata in place, the picture stays upright with its colours; then commit the files)`,
  ].join("\n");
}

/** Strips each file in place; returns what it did, one line per file. */
export async function stripFiles(projectRoot, files) {
  const lines = [];
  let failed = 0;
  for (const file of files) {
    const path = resolve(projectRoot, file);
    const name = relative(projectRoot, path).split(sep).join("/");
    try {
      const { bytes, changed } = await stripImage(readFileSync(path), name);
      if (changed) writeFileSync(path, bytes);
      lines.push(`  ${name}: ${changed ? "metadata removed" : "nothing to remove"}`);
    } catch (error) {
      if (!(error instanceof MediaError) && error?.code !== "ENOENT") throw error;
      failed++;
      lines.push(`  ${name}: ${error instanceof MediaError ? error.message : "no such file"}`);
    }
  }
  return { lines, failed };
}

// `npm run media:strip [files…]`: the files the advice names, or the ones given.
if (process.argv[1] && basename(process.argv[1]) === "media-strip.mjs") {
  const projectRoot = root;
  const given = process.argv.slice(2);
  const files = given.length
    ? given.map((f) => resolve(process.cwd(), f))
    : (await privacyAdvice(projectRoot)).map((a) => a.file);
  if (!files.length)
    console.log("media: no original in content/media carries a GPS position or a serial number");
  else {
    const { lines, failed } = await stripFiles(projectRoot, files);
    console.log(
      `media: ${files.length} ${files.length === 1 ? "file" : "files"}:\n${lines.join("\n")}`,
    );
    if (!failed) console.log("media: commit the changed files (git add content/media)");
    process.exitCode = failed ? 1 : 0;
  }
}
