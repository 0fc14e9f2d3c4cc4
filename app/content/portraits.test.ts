// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portraits } from "./portraits";

const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");
// Portraits name their colours at run time, which Tailwind's scan cannot see: only the tokens of
// the `@theme static` block are always in the stylesheet.
const staticBlock = /@theme static \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
const tokens = new Set([...staticBlock.matchAll(/--color-([a-z0-9-]+):/g)].map((m) => m[1]));

describe("portraits", () => {
  it("colour every part with a token of app/styles/app.css's `@theme static` block", () => {
    const unknown = Object.entries(portraits).flatMap(([name, portrait]) =>
      (["background", "shirt", "skin", "hair"] as const)
        .filter((part) => !tokens.has(portrait[part]))
        .map((part) => `app/content/portraits.ts: ${name}.${part} is "${portrait[part]}", not a --color-* token of the @theme static block`),
    );
    expect(unknown).toEqual([]);
  });
});
