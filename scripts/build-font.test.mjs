// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildFont, fontFile, fromRanges, manifestFile, toRanges } from "./build-font.mjs";

describe("build-font", () => {
  it("the committed font and its manifest are up to date (run `npm run font` when this fails)", async () => {
    const { font, manifest } = await buildFont();
    expect(readFileSync(manifestFile, "utf8")).toBe(manifest);
    expect(readFileSync(fontFile).equals(font)).toBe(true);
  });

  it("covers printable ASCII and the typographic marks, and is about half the latin file", async () => {
    const { included, font, originalBytes } = await buildFont();
    for (let cp = 0x20; cp <= 0x7e; cp++) expect(included).toContain(cp);
    for (const ch of "\u00a0–—‘’“”…•·©€") expect(included).toContain(ch.codePointAt(0));
    expect(font.length).toBeLessThan(originalBytes * 0.6);
    // Small enough that the font, with its response headers, fits the first round trips.
    expect(font.length).toBeLessThan(14 * 1024);
  });

  it("writes code points as unicode-range style ranges and reads them back", () => {
    const cps = [0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014];
    expect(toRanges(cps)).toBe("U+20-22,U+A0,U+2013-2014");
    expect([...fromRanges(toRanges(cps))]).toEqual(cps);
  });
});
