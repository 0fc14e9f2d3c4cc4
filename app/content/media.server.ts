/**
 * The owners' pictures: every file in content/media/ (subfolders allowed), named in content as
 * `/media/<path>` (the form a browser CMS writes with `public_folder: /media`). The build turns
 * each into AVIF and WebP at a few widths and one JPEG or PNG fallback, upright and without
 * metadata (scripts/media-encode.mjs), cached by content in the build cache every build directory
 * shares, and serves them under /assets/media/ with hashed names (a year's caching). This module
 * is the content side: which files there are, whether they are encoded, and what a page needs to
 * show one (app/content/types.ts `Photo`). Build time only (a `.server` module).
 * docs/decisions/0026-photos-on-sharp.md, content/README.md ("Photos").
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";
import type { Photo } from "./types";

/** How content names a picture file: `/media/team/hana-sato.jpg` is content/media/team/hana-sato.jpg. */
export const MEDIA_PREFIX = "/media/";
/** The folder of the owners' pictures, from the project root. */
export const MEDIA_FOLDER = "content/media";
/** Where the variants are served, with hashed names (cached for a year like every hashed asset). */
export const MEDIA_ASSETS = "/assets/media/";
/** Files the pipeline takes, by name; what they really are is checked by the encoder. */
export const MEDIA_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "svg"];

/** What the encoder recorded for a file (scripts/media-encode.mjs, meta.json). */
export type MediaMeta =
  | {
      format: string;
      width: number;
      height: number;
      alpha: boolean;
      color?: string;
      widths: number[];
      fallback?: "jpg" | "png";
      fallbackWidth?: number;
    }
  | { error: string };

/** One file of content/media/ and what became of it. */
export type MediaFile = {
  /** As content names it: /media/portfolio/budget-dashboard.png */
  src: string;
  /** From the project root: content/media/portfolio/budget-dashboard.png */
  file: string;
  /** The cache key: the file's content and the encoder's version. */
  key: string;
  /** Its folder in the build cache (meta.json and the variants). */
  dir: string;
  /** Every variant's address without width and extension: /assets/media/portfolio/budget-dashboard-1a2b3c4d5e */
  stem: string;
  meta: MediaMeta;
};

/** The build cache every build directory shares (scripts/build-cache.mjs). */
const cacheRoot = () =>
  resolve(process.cwd(), process.env.BUILD_CACHE || "node_modules/.cache/finlo");

/** The encoder and its sharp: a new version of either makes new files under new names. */
const encoderScript = () => join(process.cwd(), "scripts/media-encode.mjs");
let encoderVersion: string | undefined;
function encoder(): string {
  if (encoderVersion) return encoderVersion;
  const require = createRequire(join(process.cwd(), "package.json"));
  const sharpVersion = (
    JSON.parse(readFileSync(require.resolve("sharp/package.json"), "utf8")) as { version: string }
  ).version;
  return (encoderVersion = createHash("sha256")
    .update(readFileSync(encoderScript()))
    .update(sharpVersion)
    .digest("hex")
    .slice(0, 16));
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** A name safe in a URL, kept readable: "Team Photo (1).JPG" → "team-photo-1". */
const urlName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "image";

/** Per file: what was read last (size and time), so an unchanged file is not hashed again. */
const seen = new Map<string, { size: number; mtimeMs: number; key: string }>();

/**
 * Every picture of `projectRoot`/content/media, by the name content uses for it, encoded: files
 * not in the build cache yet are encoded first, all at once on every core (one run of
 * scripts/media-encode.mjs). Files whose names the pipeline does not take are left out.
 */
export function mediaLibrary(projectRoot: string = process.cwd()): Map<string, MediaFile> {
  const folder = join(projectRoot, MEDIA_FOLDER);
  const root = join(cacheRoot(), "media");
  const files: MediaFile[] = [];
  for (const path of walk(folder)) {
    const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
    if (!MEDIA_EXTENSIONS.includes(extension)) continue;
    const rel = relative(folder, path).split(sep).join("/");
    const stat = statSync(path);
    let known = seen.get(path);
    if (!known || known.size !== stat.size || known.mtimeMs !== stat.mtimeMs) {
      const key = createHash("sha256")
        .update(encoder())
        .update(readFileSync(path))
        .digest("hex")
        .slice(0, 24);
      known = { size: stat.size, mtimeMs: stat.mtimeMs, key };
      seen.set(path, known);
    }
    const folderOf = rel.includes("/")
      ? `${rel.slice(0, rel.lastIndexOf("/")).split("/").map(urlName).join("/")}/`
      : "";
    const base = urlName(rel.slice(rel.lastIndexOf("/") + 1, rel.lastIndexOf(".")));
    files.push({
      src: `${MEDIA_PREFIX}${rel}`,
      file: `${MEDIA_FOLDER}/${rel}`,
      key: known.key,
      dir: join(root, known.key),
      stem: `${MEDIA_ASSETS}${folderOf}${base}-${known.key.slice(0, 10)}`,
      meta: { error: "" },
    });
  }
  const missing = files.filter((f) => !existsSync(join(f.dir, "meta.json")));
  const unique = [...new Map(missing.map((f) => [f.key, f])).values()];
  if (unique.length) {
    const run = spawnSync(process.execPath, [encoderScript()], {
      input: JSON.stringify(
        unique.map((f) => ({ source: join(projectRoot, f.file), name: f.file, dir: f.dir })),
      ),
      encoding: "utf8",
      stdio: ["pipe", "inherit", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0)
      throw new Error(
        `scripts/media-encode.mjs failed on ${unique.map((f) => f.file).join(", ")}:\n${run.stderr}`,
      );
  }
  const library = new Map<string, MediaFile>();
  for (const f of files) {
    f.meta = JSON.parse(readFileSync(join(f.dir, "meta.json"), "utf8")) as MediaMeta;
    library.set(f.src, f);
  }
  return library;
}

/**
 * What a path written in content means: a file of content/media (`/media/…`), or why it is not
 * one. Any other form is refused, so a typo never becomes a broken picture.
 */
export function mediaPath(value: string): { src: string } | { error: string } {
  if (!value.startsWith(MEDIA_PREFIX)) {
    const file = value.replace(/^(\.\.?\/)+/, "").replace(/^\/?(content\/)?(media\/)?/, "");
    return {
      error: `write a photo as its path in the media folder, starting with ${MEDIA_PREFIX}: ${MEDIA_PREFIX}${file} for content/media/${file}`,
    };
  }
  const extension = value.slice(value.lastIndexOf(".") + 1).toLowerCase();
  if (!value.includes(".", MEDIA_PREFIX.length) || !MEDIA_EXTENSIONS.includes(extension))
    return {
      error: `${value}: a picture must be a JPEG, PNG, WebP, AVIF or SVG file (.jpg, .png, .webp, .avif or .svg)`,
    };
  return { src: decodeURI(value) };
}

/**
 * The picture at `src` (`/media/…`) as a page shows it, with its alt text and crop, or why it
 * cannot be shown (no such file, or the encoder refused it: too large, damaged, not an image).
 */
export function photo(
  library: Map<string, MediaFile>,
  src: string,
  alt: string,
  focus?: string,
): Photo | { error: string } {
  const path = mediaPath(src);
  if ("error" in path) return path;
  const file = library.get(path.src);
  if (!file)
    return {
      error: `${src}: no such file in ${MEDIA_FOLDER}/ (names are case-sensitive; upload it there, or fix the path)`,
    };
  const { meta } = file;
  if ("error" in meta) return { error: meta.error };
  return {
    src: meta.format === "svg" ? `${file.stem}.svg` : file.stem,
    width: meta.width,
    height: meta.height,
    widths: meta.widths,
    ...(meta.fallback ? { fallback: `${meta.fallbackWidth}.${meta.fallback}` } : {}),
    ...(meta.color ? { color: meta.color } : {}),
    alt,
    ...(focus ? { focus } : {}),
  };
}

/**
 * Every file the build serves for the library: [address under the site, cached file]. Each
 * picture's variants, whether or not content shows it yet (the media folder is the library a CMS
 * uploads into); never the original, which may carry metadata.
 */
export function mediaOutputs(library: Map<string, MediaFile>): [string, string][] {
  const outputs: [string, string][] = [];
  for (const f of library.values()) {
    const { meta } = f;
    if ("error" in meta) continue;
    if (meta.format === "svg") {
      outputs.push([`${f.stem}.svg`, join(f.dir, "image.svg")]);
      continue;
    }
    for (const w of meta.widths)
      for (const ext of ["avif", "webp"])
        outputs.push([`${f.stem}-${w}.${ext}`, join(f.dir, `${w}.${ext}`)]);
    outputs.push([
      `${f.stem}-${meta.fallbackWidth}.${meta.fallback}`,
      join(f.dir, `${meta.fallbackWidth}.${meta.fallback}`),
    ]);
  }
  return outputs;
}
