/**
 * Pictures leave the browser without their metadata, whatever the backend. On the live site the
 * editor commits an upload through GitHub's or GitLab's API straight from the browser, so what the
 * camera wrote (the GPS position where a photo was taken, the camera's serial number) would reach
 * the repository and its history before any build could strip it. So every JPEG, PNG and WebP an
 * owner uploads is drawn again by the browser before a backend sees it: EXIF orientation applied,
 * then encoded in its own format, which writes no EXIF, XMP, IPTC or comment. JPEG and WebP at
 * quality 0.92 (one generation a person does not see; the build encodes its own variants from it),
 * PNG without compression loss; same pixel size, colours in sRGB, as the site serves them.
 *
 * AVIF (no browser encodes it from a canvas) and a WebP in a browser that cannot encode WebP go up
 * as they are: the build's advice names an original with a GPS position or serial number, and
 * `npm run media:strip` strips it (docs/cms.md). In `npm run cms` the local proxy strips again
 * with sharp (scripts/cms-proxy.mjs), so local uploads are covered whatever the browser.
 */

import { caller, overriding, type Backend, type Overrides } from "./backends";

/** The local proxy's and the build's limits (scripts/media-encode.mjs; a unit test keeps them equal). */
export const MAX_BYTES = 25 * 1024 * 1024;
export const MAX_PIXELS = 100_000_000;

/** The formats drawn again, and the quality each is written at (undefined: lossless). */
export const REDRAWN: Record<string, number | undefined> = {
  "image/jpeg": 0.92,
  "image/png": undefined,
  "image/webp": 0.92,
};

const TYPE_OF_NAME: [RegExp, string][] = [
  [/\.jpe?g$/i, "image/jpeg"],
  [/\.png$/i, "image/png"],
  [/\.webp$/i, "image/webp"],
];

/** The format of an upload, from its type or, where the browser gave none, its name. */
export function pictureType(file: { name: string; type: string }): string | undefined {
  if (file.type) return file.type in REDRAWN ? file.type : undefined;
  return TYPE_OF_NAME.find(([name]) => name.test(file.name))?.[1];
}

/** Pictures the site cannot use, refused as the proxy refuses them (scripts/media-strip.mjs). */
const UNUSABLE: [RegExp, RegExp, string][] = [
  [/^image\/hei[cf]/, /\.hei[cf]$/i, "a HEIC photo (an iPhone's own format)"],
  [/^image\/tiff/, /\.tiff?$/i, "a TIFF file"],
  [/^image\/gif/, /\.gif$/i, "a GIF file"],
];

/** What the editor shows for an upload it refuses (Decap: "Failed to persist media: …"). */
export class UploadError extends Error {
  // Decap writes the error as text: with no name it reads "Failed to persist media: <why>", not
  // "…: Error: <why>".
  override name = "";
}

/**
 * One upload without its metadata: the same File when there is nothing the browser can redraw.
 * A picture the site cannot use, one over the limits and one that does not decode are refused
 * here, before any backend sees them, in the words of the proxy and the build.
 */
export async function strippedPicture(file: File): Promise<File> {
  const unusable = UNUSABLE.find(([type, name]) => type.test(file.type) || name.test(file.name));
  if (unusable)
    throw new UploadError(
      `${file.name} is ${unusable[2]}, which browsers cannot all show: save it as JPEG, PNG, WebP or AVIF and upload it again`,
    );
  const picture = /^image\//.test(file.type) || /\.(jpe?g|png|webp|avif|svg)$/i.test(file.name);
  if (picture && file.size > MAX_BYTES)
    throw new UploadError(
      `${file.name} is ${(file.size / 1048576).toFixed(1)} MB, over the limit of ${MAX_BYTES / 1048576} MB: export it smaller (2,400 px wide is plenty)`,
    );
  const type = pictureType(file);
  if (!type) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // The browser's own reason is always the same ("The source image could not be decoded").
    throw new UploadError(
      `${file.name} cannot be decoded: the file is damaged or cut short; export or upload it again`,
    );
  }
  try {
    if (bitmap.width * bitmap.height > MAX_PIXELS)
      throw new UploadError(
        `${file.name} has more than ${MAX_PIXELS / 1e6} megapixels: export it smaller and upload it again`,
      );
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
    const blob = await canvas.convertToBlob({ type, quality: REDRAWN[type] });
    // A browser that cannot write the format hands back a PNG: keep the upload as it was then.
    if (blob.type !== type) return file;
    return new File([blob], file.name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** Decap's asset proxy: the file and the URL its `toBase64()` reads the bytes from. */
type Asset = { fileObj?: File; url: string; [key: string]: unknown };

/** The asset with another file: same path and class, so every backend serializes it as before. */
async function withFile(asset: Asset, strip: (file: File) => Promise<File>): Promise<Asset> {
  if (!asset?.fileObj) return asset;
  const file = await strip(asset.fileObj);
  if (file === asset.fileObj) return asset;
  return Object.assign(Object.create(Object.getPrototypeOf(asset) as object) as Asset, asset, {
    fileObj: file,
    url: URL.createObjectURL(file),
  });
}

/**
 * A Decap backend whose uploads are stripped first: a picture uploaded into the media library
 * (`persistMedia`) and the pictures chosen while editing an entry, which Decap saves with it
 * (`persistEntry`'s assets). Everything else passes through.
 */
export function withStrippedUploads<B extends Backend>(
  inner: B,
  strip: (file: File) => Promise<File> = strippedPicture,
): B {
  const call = caller(inner);
  const overrides: Overrides = {
    persistMedia: async (asset: Asset, options: unknown) =>
      call("persistMedia", await withFile(asset, strip), options),
    persistEntry: async (entry: { assets?: Asset[] }, options: unknown) =>
      call(
        "persistEntry",
        entry.assets
          ? { ...entry, assets: await Promise.all(entry.assets.map((a) => withFile(a, strip))) }
          : entry,
        options,
      ),
  };
  return overriding(inner, overrides);
}
