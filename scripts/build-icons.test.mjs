// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildIcons } from "./build-icons.mjs";

const committed = (path) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("build-icons", () => {
  it("the committed sprite and brand colours are up to date (run `npm run icons` when this fails)", async () => {
    const { sprite, colors } = await buildIcons();
    expect(committed("../app/assets/icons.svg")).toBe(sprite);
    expect(committed("../app/components/ui/brand-colors.ts")).toBe(colors);
  });

  it("has one symbol per lucide(…) call site id and per brand, each with a 24×24 view box", async () => {
    const { sprite } = await buildIcons();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["arrow-right", "chart-line", "house", "brand-x", "brand-slack"]));
    expect(sprite.match(/<symbol /g)).toHaveLength(ids.length);
  });
});
