// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { buildFont } from "./build-font.mjs";
import { brand, brandFontFile, colourAdvice, contrast, contrastProblems } from "./palette.mjs";

describe("the brand's colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#fff", "#000")).toBeCloseTo(21, 5);
  });

  it("accepts the brand's own colours", () => {
    expect(contrastProblems()).toEqual([]);
  });

  it("refuses a colour text cannot be read on, naming it, where and what to do", () => {
    const yellow = { ...brand.colors, primary: { light: "#F5D90A", dark: "#F5D90A" } };
    expect(contrastProblems(yellow)).toEqual([
      expect.stringMatching(
        /^app\/brand\.ts colors\.primary\.light #F5D90A: 1\.\d\d:1 for white button text on it; text needs at least 4\.5:1 \(WCAG AA\): darken it$/,
      ),
      expect.stringContaining("colors.primary.light #F5D90A: 1."),
    ]);
    const dark = { ...brand.colors, primary: { light: "#101418", dark: "#1C2230" } };
    expect(contrastProblems(dark)).toEqual([
      expect.stringMatching(/^app\/brand\.ts colors\.primary\.dark #1C2230: .* in the dark theme .*: lighten it$/),
    ]);
  });
});

describe("a rebrand's colours in the dark theme", () => {
  // A palette of its own, not the brand file's: an owner may choose any colours.
  const colors = {
    primary: { light: "#5B3DF5", dark: "#8B7BFF" },
    accent: { light: "#3DDC97", dark: "#3DDC97" },
    ink: { light: "#0E1526", dark: "#E6E9F2" },
    page: { light: "#FFFFFF", dark: "#0B1020" },
  };

  it("says nothing of a colour whose light and dark values are one hue, or greys", () => {
    expect(colourAdvice(colors)).toEqual([]);
    expect(colourAdvice({ ...colors, primary: { light: "#0F766E", dark: "#2DD4BF" } })).toEqual([]);
    expect(colourAdvice({ ...colors, primary: { light: "#333333", dark: "#8B7BFF" } })).toEqual([]);
  });

  it("advises when only the light value changed, offering a dark one of the new hue that reads on the dark page", () => {
    const teal = { ...colors, primary: { light: "#0F766E", dark: "#8B7BFF" } };
    const [advice, ...more] = colourAdvice(teal);
    expect(more).toEqual([]);
    expect(advice).toMatch(/^app\/brand\.ts colors\.primary: light #0F766E and dark #8B7BFF are different colours \(hues 175° and 247°\).* such as (#[0-9A-F]{6})$/);
    const offered = /such as (#[0-9A-F]{6})$/.exec(advice)[1];
    expect(contrast(offered, teal.page.dark)).toBeGreaterThanOrEqual(6);
    expect(colourAdvice({ ...teal, primary: { light: "#0F766E", dark: offered } })).toEqual([]);
  });
});

describe("the brand's font", () => {
  it("says what to install, or which file to name, instead of a stack trace", () => {
    expect(() =>
      brandFontFile({ package: "@fontsource-variable/not-a-font", file: "files/x.woff2" }),
    ).toThrow(
      "app/brand.ts brandFont: the package @fontsource-variable/not-a-font is not installed: run npm install --save-dev @fontsource-variable/not-a-font",
    );
    expect(() => brandFontFile({ ...brand.font, file: "files/no-such-file.woff2" })).toThrow(
      `app/brand.ts brandFont: ${brand.font.package} has no file files/no-such-file.woff2: write the name of one of its files in node_modules/${brand.font.package}/files/`,
    );
    expect(brandFontFile()).toMatch(/\.woff2$/);
  });

  it("refuses a font with one weight (not a variable font), saying which kind to use", async () => {
    // A static instance of the brand's own font: one weight, no weight axis left.
    const fixed = await subsetFont(readFileSync(brandFontFile()), "Finlo", {
      targetFormat: "truetype",
      variationAxes: { wght: 400 },
    });
    const file = join(mkdtempSync(join(tmpdir(), "finlo-font-")), "static.ttf");
    writeFileSync(file, fixed);
    await expect(buildFont("Finlo", file)).rejects.toThrow(
      /is not a variable font with weights 400 to 800 .*: use a Fontsource variable package/,
    );
  });
});
