// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandFonts, fallbackFonts, OG_HEIGHT, OG_WIDTH, renderOgImage, undrawable, withoutEmoji } from "./og-images.mjs";

const card = { section: "blog", eyebrow: "Blog · Finance", host: "finlo.example" };

/** How many pixels of the words' column differ between two images. */
async function differing(a, b) {
  const region = { left: 80, top: 150, width: 600, height: 400 };
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).extract(region).raw().toBuffer()));
  let count = 0;
  for (let i = 0; i < x.length; i += 3) if (Math.abs(x[i] - y[i]) > 40) count++;
  return count;
}

// Drawing and encoding are CPU-bound: on a shared 2-core machine a 5 s default times out.
describe("social images", { timeout: 60_000 }, () => {
  it("set the words in the brand font pinned to three weights, latin and latin-ext", async () => {
    const fonts = await brandFonts();
    expect(fonts.map((font) => font.weight)).toEqual([800, 700, 500, 800, 700, 500]);
    for (const font of fonts) expect(font.data.readUInt32BE(0)).toBe(0x00010000);
  });

  it("are opaque 1200×630 PNGs under 120 KB, and the words are drawn", async () => {
    const png = await renderOgImage({ ...card, headline: "Seven budgeting habits that keep a small business calm" });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", OG_WIDTH, OG_HEIGHT, false]);
    expect(png.length).toBeLessThan(120 * 1024);
    const other = await renderOgImage({ ...card, headline: "Another headline entirely" });
    expect(await differing(png, other)).toBeGreaterThan(2000);
  });

  it("fit a headline of any length into the words' column, smaller when long", async () => {
    const long = "A very long case study title that goes on about what we did for the client over many lines of words";
    const png = await renderOgImage({ ...card, headline: `${long} ${long}` });
    // Nothing is drawn between the headline's last possible line and the host line.
    const foot = await sharp(png).extract({ left: 80, top: 512, width: 600, height: 14 }).raw().toBuffer();
    const plain = await sharp(await renderOgImage({ ...card, headline: "Short" }))
      .extract({ left: 80, top: 512, width: 600, height: 14 })
      .raw()
      .toBuffer();
    expect(foot.equals(plain)).toBe(true);
  });

  it("break a word wider than the column inside it, so none of its letters is lost", async () => {
    /** How many pixels of the words' column are drawn in the headline's white. */
    const inked = async (headline) => {
      const pixels = await sharp(await renderOgImage({ ...card, headline }))
        .extract({ left: 80, top: 150, width: 600, height: 360 })
        .raw()
        .toBuffer();
      let count = 0;
      for (let i = 0; i < pixels.length; i += 3) if (pixels[i] > 200 && pixels[i + 1] > 200 && pixels[i + 2] > 200) count++;
      return count;
    };
    const word = "Zahlungsverkehrsabwicklungsplattform";
    // The same letters with a space to break at: every letter drawn either way.
    const [whole, spaced] = await Promise.all([inked(`Our ${word} team`), inked(`Our ${word.slice(0, 16)} ${word.slice(16)} team`)]);
    expect(Math.abs(whole - spaced) / spaced).toBeLessThan(0.08);
  });

  it("leave emoji out of the words (the font has none): no blank where one was", async () => {
    const plain = await renderOgImage({ ...card, headline: "Launch week: what we shipped" });
    const withEmoji = await renderOgImage({ ...card, headline: "🚀 Launch week: what we shipped 🇩🇪" });
    expect(await differing(withEmoji, plain)).toBe(0);
    expect(withoutEmoji("Team 👩🏽‍💻 of the year")).toBe("Team of the year");
    expect(withoutEmoji("© Finlo™ 2026")).toBe("© Finlo™ 2026");
  });

  it("draw Greek and Cyrillic letters, which the brand font lacks, in Noto Sans", async () => {
    const fonts = await fallbackFonts();
    expect(fonts.map((font) => font.name)).toContain("fallback-cyrillic");
    const blank = await renderOgImage({ ...card, headline: "" });
    expect(await differing(await renderOgImage({ ...card, headline: "Налоги для малого бизнеса" }), blank)).toBeGreaterThan(2000);
    expect(await differing(await renderOgImage({ ...card, headline: "Φόροι για μικρές επιχειρήσεις" }), blank)).toBeGreaterThan(2000);
  });

  it("leave out letters no font has, with no blank where they were, and name them", async () => {
    const plain = await renderOgImage({ ...card, headline: "Launch week: what we shipped" });
    const withKanji = await renderOgImage({ ...card, headline: "Launch week 税金: what we shipped" });
    expect(await differing(withKanji, plain)).toBe(0);
    expect(undrawable("Launch week 税金の基本 🚀: Налоги, Φόροι, Łódź")).toEqual(["税", "金", "の", "基", "本"]);
  });
});

describe("social images from a cover photo", { timeout: 60_000 }, () => {
  it("are 1200×630 JPEGs of the photo, upright, cropped around the focus, with no metadata, and the words legible over it", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    // 3000 × 2000 as stored, turned on its side (EXIF orientation 6); its top once upright is the
    // stored left edge: white there, mint below.
    const file = join(mkdtempSync(join(tmpdir(), "og-photo-")), "cover.jpg");
    writeFileSync(
      file,
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3ddc97" } })
        .composite([{ input: await sharp({ create: { width: 600, height: 2000, channels: 3, background: "#ffffff" } }).png().toBuffer(), left: 0, top: 0 }])
        .jpeg()
        .withExif({ IFD0: { Make: "ExampleCam" } })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const { renderOgImage } = await import("./og-images.mjs");
    const top = await renderOgImage({ ...card, headline: "A post with a photo", photo: { file, focus: "50% 0%" } });
    const meta = await sharp(top).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc]).toEqual(["jpeg", OG_WIDTH, OG_HEIGHT, undefined, undefined]);
    // The crop from the top: the white band fills the right end's top rows (the scrim is light there).
    const pixel = async (jpeg, x, y) => [...(await sharp(jpeg).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer())];
    const [r, g, b] = await pixel(top, 1190, 20);
    expect(Math.min(r, g, b)).toBeGreaterThan(200);
    const middle = await renderOgImage({ ...card, headline: "A post with a photo", photo: { file } });
    const [, g2, b2] = await pixel(middle, 1190, 20);
    expect(g2 - b2).toBeGreaterThan(60);
    // The words' column is dark under the words: white type on it has a contrast of 4.5:1 or more.
    const column = await sharp(middle).extract({ left: 80, top: 160, width: 8, height: 8 }).raw().toBuffer();
    const luminance = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const L = 0.2126 * luminance(column[0]) + 0.7152 * luminance(column[1]) + 0.0722 * luminance(column[2]);
    expect(1.05 / (L + 0.05)).toBeGreaterThan(4.5);
  });
});
