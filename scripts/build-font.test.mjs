// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildFont,
  fontFile,
  fromRanges,
  manifestFile,
  sourceText,
  toRanges,
  TYPOGRAPHIC,
} from "./build-font.mjs";

describe("build-font", () => {
  it("the committed font and its manifest are up to date (run `npm run font` when this fails)", async () => {
    const { font, manifest } = await buildFont();
    expect(readFileSync(manifestFile, "utf8")).toBe(manifest);
    expect(readFileSync(fontFile).equals(font)).toBe(true);
  });

  it("covers printable ASCII, the typographic marks and our copy's characters, in under half the latin file", async () => {
    const { included, font, originalBytes } = await buildFont();
    for (let cp = 0x20; cp <= 0x7e; cp++) expect(included).toContain(cp);
    // The marks, and characters that today's copy uses: the footer's ©, bullets, names' accents.
    for (const ch of `${TYPOGRAPHIC}©•·é`) expect(included).toContain(ch.codePointAt(0));
    expect(font.length).toBeLessThan(originalBytes * 0.5);
    // With its response headers, the font fits one round trip of a slow 4G link shared with
    // the stylesheet (docs/decisions/0013).
    expect(font.length).toBeLessThan(12 * 1024);
  });

  it("reads characters from the text of sources, not from their comments", () => {
    const tsx = [
      "// a comment with → and §",
      "/* and a block comment with ™ */",
      'const a = "caf\\u00e9 ©";',
      "const b = `x ${a} – y`;",
      'export const C = () => <p title="½">Total · {b}</p>;',
    ].join("\n");
    const text = sourceText("x.tsx", tsx).join("");
    for (const ch of "é©–½·") expect(text).toContain(ch);
    for (const ch of "→§™") expect(text).not.toContain(ch);
    expect(sourceText("x.css", '/* → */ .a::after { content: "·"; }').join("")).toBe(
      ' .a::after { content: "·"; }',
    );
  });

  it("writes code points as unicode-range style ranges and reads them back", () => {
    const cps = [0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014];
    expect(toRanges(cps)).toBe("U+20-22,U+A0,U+2013-2014");
    expect([...fromRanges(toRanges(cps))]).toEqual(cps);
  });
});
