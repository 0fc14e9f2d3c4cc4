import { describe, expect, it } from "vitest";
import { MAX_BYTES as BUILD_BYTES, MAX_PIXELS as BUILD_PIXELS } from "../scripts/media-encode.mjs";
import { MAX_BYTES, MAX_PIXELS, pictureType, strippedPicture, withStrippedUploads } from "./strip";

class AssetProxy {
  constructor(
    public path: string,
    public fileObj: File | undefined,
    public url = "blob:original",
  ) {}
  toBase64() {
    return `bytes of ${this.url}`;
  }
}

/** A backend that records what it was given. */
function recorder() {
  const seen: Record<string, unknown[]> = {};
  const backend = {
    name: "inner",
    persistMedia(asset: unknown, options: unknown) {
      seen.persistMedia = [asset, options];
      return Promise.resolve({ path: "content/media/x.jpg" });
    },
    persistEntry(entry: unknown, options: unknown) {
      seen.persistEntry = [entry, options];
      return Promise.resolve();
    },
    whoAmI() {
      return this.name;
    },
  };
  return { backend, seen };
}

const clean = new File(["clean"], "photo.jpg", { type: "image/jpeg" });
const strip = async (file: File) => (file.name.endsWith(".svg") ? file : file.size ? clean : file);

describe("uploads stripped before the backend", () => {
  it("keeps the build's limits", () => {
    expect([MAX_BYTES, MAX_PIXELS]).toEqual([BUILD_BYTES, BUILD_PIXELS]);
  });

  it("redraws JPEG, PNG and WebP, by type or by name, and nothing else", () => {
    expect(pictureType({ name: "a.jpg", type: "image/jpeg" })).toBe("image/jpeg");
    expect(pictureType({ name: "a", type: "image/png" })).toBe("image/png");
    expect(pictureType({ name: "A.WEBP", type: "" })).toBe("image/webp");
    expect(pictureType({ name: "a.jpeg", type: "" })).toBe("image/jpeg");
    expect(pictureType({ name: "a.avif", type: "image/avif" })).toBeUndefined();
    expect(pictureType({ name: "a.svg", type: "image/svg+xml" })).toBeUndefined();
    expect(pictureType({ name: "notes.txt", type: "" })).toBeUndefined();
  });

  it("refuses, before decoding, what the site cannot use or the build would refuse", async () => {
    const heic = new File(["x"], "IMG_0042.HEIC", { type: "" });
    await expect(strippedPicture(heic)).rejects.toThrow(
      "IMG_0042.HEIC is a HEIC photo (an iPhone's own format), which browsers cannot all show: save it as JPEG, PNG, WebP or AVIF and upload it again",
    );
    await expect(strippedPicture(new File(["x"], "scan", { type: "image/tiff" }))).rejects.toThrow(
      "scan is a TIFF file",
    );
    await expect(strippedPicture(new File(["x"], "wave.gif"))).rejects.toThrow(
      "wave.gif is a GIF file",
    );
    const huge = new Uint8Array(MAX_BYTES + 1);
    await expect(
      strippedPicture(new File([huge], "big.jpg", { type: "image/jpeg" })),
    ).rejects.toThrow(
      "big.jpg is 25.0 MB, over the limit of 25 MB: export it smaller (2,400 px wide is plenty)",
    );
    // The limit holds for a picture the browser does not redraw, too.
    await expect(strippedPicture(new File([huge], "big.avif"))).rejects.toThrow(
      "big.avif is 25.0 MB",
    );
  });

  it("lets AVIF, SVG and other files up as they are", async () => {
    for (const file of [
      new File(["x"], "a.avif", { type: "image/avif" }),
      new File(["<svg/>"], "b.svg", { type: "image/svg+xml" }),
      new File(["%PDF"], "c.pdf", { type: "application/pdf" }),
    ])
      expect(await strippedPicture(file)).toBe(file);
  });

  it("hands persistMedia a copy of the asset with the stripped file, same path and class", async () => {
    const { backend, seen } = recorder();
    const upload = new File(["with gps"], "photo.jpg", { type: "image/jpeg" });
    const asset = new AssetProxy("content/media/blog/photo.jpg", upload);
    await withStrippedUploads(backend, strip).persistMedia(asset, { commitMessage: "m" });
    const [given, options] = seen.persistMedia as [AssetProxy, unknown];
    expect(given).not.toBe(asset);
    expect(given).toBeInstanceOf(AssetProxy);
    expect(given.fileObj).toBe(clean);
    expect(given.path).toBe(asset.path);
    // toBase64() reads the URL: it points at the stripped file, not the upload.
    expect(given.url).toMatch(/^blob:/);
    expect(given.url).not.toBe(asset.url);
    expect(await (await fetch(given.url)).text()).toBe("clean");
    expect(options).toEqual({ commitMessage: "m" });
    // The upload itself is left as it was (the editor still shows it).
    expect(asset.fileObj).toBe(upload);
  });

  it("strips the pictures saved with an entry and keeps the entry's files", async () => {
    const { backend, seen } = recorder();
    const photo = new AssetProxy("content/media/a.jpg", new File(["gps"], "a.jpg"));
    const drawing = new AssetProxy("content/media/b.svg", new File(["<svg/>"], "b.svg"));
    const remote = new AssetProxy("content/media/c.jpg", undefined);
    const dataFiles = [{ path: "content/blog/x.md", raw: "---\n---\n" }];
    await withStrippedUploads(backend, strip).persistEntry(
      { dataFiles, assets: [photo, drawing, remote] },
      { status: "draft" },
    );
    const [entry] = seen.persistEntry as [{ dataFiles: unknown; assets: AssetProxy[] }];
    expect(entry.dataFiles).toBe(dataFiles);
    expect(entry.assets[0]!.fileObj).toBe(clean);
    expect(entry.assets[1]).toBe(drawing);
    expect(entry.assets[2]).toBe(remote);
  });

  it("passes every other method through, bound to the backend", async () => {
    const { backend } = recorder();
    const wrapped = withStrippedUploads(backend, strip);
    expect(wrapped.whoAmI()).toBe("inner");
    expect(wrapped.name).toBe("inner");
  });

  it("refuses the upload when the stripper does, and the backend never sees it", async () => {
    const { backend, seen } = recorder();
    const refuse = async (file: File): Promise<File> => {
      throw new Error(`${file.name} cannot be decoded`);
    };
    const asset = new AssetProxy("content/media/x.jpg", new File(["cut"], "x.jpg"));
    await expect(withStrippedUploads(backend, refuse).persistMedia(asset, {})).rejects.toThrow(
      "x.jpg cannot be decoded",
    );
    expect(seen.persistMedia).toBeUndefined();
  });
});
