// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeImage, encodeInto, MediaError, SETTINGS, variantWidths } from "./media-encode.mjs";

/** Everything sharp reports about a file that could carry metadata. */
async function metadataOf(bytes) {
  const m = await sharp(bytes).metadata();
  return {
    exif: m.exif,
    xmp: m.xmp,
    iptc: m.iptc,
    icc: m.icc,
    orientation: m.orientation,
    comments: m.comments,
  };
}

describe("the photo encoder", () => {
  it("turns a camera photo turned on its side (EXIF orientation 6, GPS) upright, with no metadata in any output", async () => {
    // 6000 × 4000 as stored: a red band along its left edge, which is the top once turned upright.
    const photo = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: "#1d4ed8" },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 1500, height: 4000, channels: 3, background: "#dc2626" },
          })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg({ quality: 85 })
      .withExif({
        IFD0: { Make: "ExampleCam", Model: "X100", Copyright: "An owner" },
        IFD2: { BodySerialNumber: "SN-12345678" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "52/1 31/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "13/1 24/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(photo).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.includes(Buffer.from("SN-12345678"))).toBe(true);

    const { meta, files } = await encodeImage(photo, "content/media/camera.jpg");
    expect(meta).toMatchObject({ width: 4000, height: 6000, alpha: false, fallback: "jpg" });
    expect(meta.widths.at(-1)).toBe(SETTINGS.widths.at(-1));
    expect([...files.keys()].sort()).toEqual(
      [
        ...meta.widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]),
        `${meta.fallbackWidth}.jpg`,
      ].sort(),
    );
    for (const [file, bytes] of files) {
      const out = await sharp(bytes).metadata();
      // Upright: portrait, in the source's proportions.
      expect(out.height, file).toBeGreaterThan(out.width);
      expect(Math.abs(out.height / out.width - 1.5), file).toBeLessThan(0.01);
      expect(await metadataOf(bytes), file).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
        comments: undefined,
      });
      expect(bytes.includes(Buffer.from("SN-12345678")), file).toBe(false);
      expect(bytes.includes(Buffer.from("ExampleCam")), file).toBe(false);
      // The red band is at the top now.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x, y) =>
        data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        );
      const [r, , b] = at(Math.floor(info.width / 2), 2);
      expect(r, `${file}: top is red`).toBeGreaterThan(180);
      expect(b, `${file}: top is red`).toBeLessThan(90);
      const [r2, , b2] = at(Math.floor(info.width / 2), info.height - 3);
      expect(b2, `${file}: bottom is blue`).toBeGreaterThan(150);
      expect(r2, `${file}: bottom is blue`).toBeLessThan(90);
    }
    // The placeholder is the picture's main colour.
    expect(meta.color).toMatch(/^#[0-9a-f]{6}$/);
  }, 60_000);

  it("keeps a PNG's transparency in every output, with a PNG fallback and no placeholder colour behind it", async () => {
    const half = await sharp({
      create: {
        width: 600,
        height: 800,
        channels: 4,
        background: { r: 91, g: 61, b: 245, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    const logo = await sharp({
      create: { width: 1200, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: half, left: 600, top: 0 }])
      .png()
      .toBuffer();
    const { meta, files } = await encodeImage(logo, "content/media/logo.png");
    expect(meta).toMatchObject({ alpha: true, fallback: "png", width: 1200, height: 800 });
    expect(meta.color).toBeUndefined();
    for (const [file, bytes] of files) {
      const { data, info } = await sharp(bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect((await sharp(bytes).metadata()).hasAlpha, file).toBe(true);
      const alphaAt = (x, y) => data[(y * info.width + x) * 4 + 3];
      expect(
        alphaAt(Math.floor(info.width / 4), Math.floor(info.height / 2)),
        `${file}: left half clear`,
      ).toBeLessThan(10);
      expect(
        alphaAt(Math.floor((info.width * 3) / 4), Math.floor(info.height / 2)),
        `${file}: right half solid`,
      ).toBeGreaterThan(245);
    }
  });

  it("refuses a 20,000 × 20,000 PNG (a decompression bomb) naming the file, before decoding it", async () => {
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: "#ffffff" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const started = Date.now();
    await expect(encodeImage(bomb, "content/media/huge.png")).rejects.toThrow(
      /^content\/media\/huge\.png has more than 100 megapixels \(sharp's pixel limit/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 120_000);

  it("refuses a truncated file naming it", async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#3ddc97" },
    })
      .jpeg()
      .toBuffer();
    const cut = photo.subarray(0, Math.floor(photo.length * 0.6));
    await expect(encodeImage(cut, "content/media/cut.jpg")).rejects.toThrow(
      /^content\/media\/cut\.jpg cannot be decoded: the file is damaged or cut short/,
    );
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#3ddc97" },
    })
      .png()
      .toBuffer();
    await expect(
      encodeImage(png.subarray(0, png.length - 40), "content/media/cut.png"),
    ).rejects.toThrow(/^content\/media\/cut\.png cannot be decoded/);
  });

  it("refuses formats browsers cannot all show, and files over the size limit, naming them", async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(encodeImage(gif, "content/media/anim.gif")).rejects.toThrow(
      "content/media/anim.gif is a GIF file, which browsers cannot all show: save it as JPEG, PNG, WebP or AVIF",
    );
    await expect(
      encodeImage(Buffer.from("not an image"), "content/media/notes.jpg"),
    ).rejects.toThrow(/^content\/media\/notes\.jpg is not an image/);
    await expect(
      encodeImage(Buffer.alloc(26 * 1024 * 1024), "content/media/raw.jpg"),
    ).rejects.toThrow("content/media/raw.jpg is 26.0 MB, over the limit of 25 MB");
  });

  it("makes no output wider than its source", async () => {
    for (const width of [90, 500, 1000, 1700, 3000]) {
      const image = await sharp({
        create: { width, height: 300, channels: 3, background: "#0e1526" },
      })
        .jpeg()
        .toBuffer();
      const { meta, files } = await encodeImage(image, `content/media/w${width}.jpg`);
      expect(meta.widths.length).toBeGreaterThan(0);
      for (const [file, bytes] of files) {
        const out = await sharp(bytes).metadata();
        expect(out.width, `${width}: ${file}`).toBeLessThanOrEqual(width);
        expect(out.width, `${width}: ${file}`).toBe(Number(file.split(".")[0]));
      }
      expect(Math.max(...meta.widths)).toBeLessThanOrEqual(width);
    }
    expect(variantWidths(1300).at(-1)).toBe(1280);
    expect(variantWidths(1500)).toEqual([160, 320, 640, 960, 1280, 1500]);
    expect(variantWidths(100)).toEqual([100]);
  }, 30_000);

  it("keeps an SVG as it is, with its size, and refuses one without a size", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#5B3DF5"/></svg>',
    );
    const { meta, files } = await encodeImage(svg, "content/media/diagram.svg");
    expect(meta).toMatchObject({ format: "svg", width: 640, height: 360, widths: [] });
    expect(files.get("image.svg")).toEqual(svg);
    await expect(
      encodeImage(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'),
        "content/media/blank.svg",
      ),
    ).rejects.toBeInstanceOf(MediaError);
  });

  it("encodes jobs into their folders, and records a refusal instead of stopping", async () => {
    const dir = mkdtempSync(join(tmpdir(), "media-encode-"));
    writeFileSync(
      join(dir, "ok.jpg"),
      await sharp({ create: { width: 700, height: 400, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(join(dir, "bad.jpg"), Buffer.from("nope"));
    const done = await encodeInto([
      { source: join(dir, "ok.jpg"), name: "content/media/ok.jpg", dir: join(dir, "out-ok") },
      { source: join(dir, "bad.jpg"), name: "content/media/bad.jpg", dir: join(dir, "out-bad") },
    ]);
    expect(done).toEqual({ encoded: 1, refused: 1 });
    expect(readdirSync(join(dir, "out-ok")).sort()).toEqual(
      [
        "160.avif",
        "160.webp",
        "320.avif",
        "320.webp",
        "640.avif",
        "640.jpg",
        "640.webp",
        "meta.json",
      ].sort(),
    );
    expect(JSON.parse(readFileSync(join(dir, "out-bad", "meta.json"), "utf8")).error).toMatch(
      /^content\/media\/bad\.jpg /,
    );
  });
});
