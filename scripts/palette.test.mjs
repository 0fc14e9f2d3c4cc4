// @vitest-environment node
import { describe, expect, it } from "vitest";
import { brand, contrast, contrastProblems } from "./palette.mjs";

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
