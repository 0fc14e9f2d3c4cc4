// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandFonts, OG_HEIGHT, OG_WIDTH, renderOgImage } from "./og-images.mjs";

const card = { section: "blog", eyebrow: "Blog · Finance", host: "finlo.example" };

/** How many pixels of the words' column differ between two images. */
async function differing(a, b) {
  const region = { left: 80, top: 150, width: 600, height: 400 };
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).extract(region).raw().toBuffer()));
  let count = 0;
  for (let i = 0; i < x.length; i += 3) if (Math.abs(x[i] - y[i]) > 40) count++;
  return count;
}

describe("social images", () => {
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
});
