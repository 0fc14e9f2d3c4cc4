// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Raw colours live in two files only: the brand's in app/brand.ts, every other token's in
 * app/styles/app.css (whose tokens build on the brand's). Everything else names a token
 * (`bg-violet`, `var(--color-ink)`, `color-mix(in_oklab,var(--color-mint)_35%,transparent)`), so
 * one edit of those files re-colours the whole site, in both themes.
 */
const COLOUR_FILES = [join("styles", "app.css"), "brand.ts"];
const appDir = join(import.meta.dirname, "..");
const RAW_COLOUR = /#[0-9a-f]{3,8}\b(?![-\w])|(?<![a-z])(?:rgba?|hsla?|oklch|oklab|lab|lch|hwb)\(/gi;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|css|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every raw colour literal in a file's text, as "line: literal". Fragment links (#main, #faq) are not hex. */
export function rawColours(text: string): string[] {
  return text.split("\n").flatMap((line, i) =>
    [...line.matchAll(RAW_COLOUR)]
      .map((m) => `${i + 1}: ${m[0]}`),
  );
}

describe("raw colours", () => {
  it("are found by the check (hex, rgb(), oklch() …) but fragment links are not", () => {
    expect(rawColours('fill="#5B3DF5" className="bg-[rgb(1_2_3)]"')).toEqual(["1: #5B3DF5", "1: rgb("]);
    expect(rawColours("color: oklch(0.5 0.1 200);")).toEqual(["1: oklch("]);
    expect(rawColours("shadow-[0_8px_rgb(91_61_245/0.6)]")).toEqual(["1: rgb("]);
    expect(rawColours('<a href="#faq">')).toEqual([]);
    expect(rawColours('<Link to="#main">')).toEqual([]);
  });

  it("appear nowhere in app/ but app/styles/app.css and app/brand.ts", () => {
    const found: string[] = [];
    for (const file of sourceFiles(appDir)) {
      const name = relative(appDir, file);
      if (COLOUR_FILES.includes(name)) continue;
      for (const hit of rawColours(readFileSync(file, "utf8"))) found.push(`app/${name}:${hit}`);
    }
    expect(found, "use a token from app/styles/app.css (or a brand colour) instead").toEqual([]);
  });
});
