// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFont, siteCharacters } from "./build-font.mjs";

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
