// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURES, buildFont, siteCharacters } from "./build-font.mjs";

describe("build-font", () => {
  it("keeps every character the sources contain, with ASCII and typographic marks", () => {
    const dir = mkdtempSync(join(tmpdir(), "font-"));
    mkdirSync(join(dir, "blog"));
    writeFileSync(join(dir, "blog", "post.md"), "Zoë paid €12 — ok");
    const chars = siteCharacters([dir, join(dir, "missing")]);
    for (const char of "ë€—AZaz09$%") expect(chars).toContain(char);
    expect(chars).not.toContain("ß");
  });

  it("writes a woff2 that grows with the text it must cover", async () => {
    const small = await buildFont("Finlo");
    const large = await buildFont(siteCharacters());
    expect(small.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(large.length).toBeGreaterThan(small.length);
    expect(large.length).toBeLessThan(27_348); // less than the latin file it is cut from
  });
});

// The OpenType feature tags of a font's GSUB or GPOS table (its FeatureList).
async function featureTags(woff2, table) {
  const { default: fontverter } = await import("fontverter");
  const font = await fontverter.convert(woff2, "truetype");
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    if (font.toString("latin1", record, record + 4) !== table) continue;
    const start = font.readUInt32BE(record + 8);
    const list = start + font.readUInt16BE(start + 6);
    return Array.from({ length: font.readUInt16BE(list) }, (_, j) =>
      font.toString("latin1", list + 2 + 6 * j, list + 6 + 6 * j),
    );
  }
  return [];
}

describe("the font's features", () => {
  it("keeps what browsers apply and tabular figures, and drops the fractions", async () => {
    const font = await buildFont(siteCharacters());
    const gsub = await featureTags(font, "GSUB");
    const gpos = await featureTags(font, "GPOS");
    expect(gpos).toContain("kern");
    for (const tag of ["liga", "calt", "locl", "tnum"]) expect(gsub).toContain(tag);
    for (const tag of ["frac", "numr", "dnom"]) expect(gsub).not.toContain(tag);
    for (const tag of [...gsub, ...gpos]) expect(FEATURES).toContain(tag);
  });
});
