// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandFontFile } from "./og-images.mjs";

describe("brandFontFile", () => {
  it("is the self-hosted woff2 converted to a TrueType font Pango can load", async () => {
    const ttf = readFileSync(await brandFontFile());
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    expect(ttf.toString("latin1")).toContain("glyf");
  });
});
