// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drawnPortrait, portraitParts } from "./portraits";

const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");
// Portraits name their colours at run time, which Tailwind's scan cannot see: only the tokens of
// the `@theme static` block are always in the stylesheet.
const staticBlock = /@theme static \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
const tokens = new Set([...staticBlock.matchAll(/--color-([a-z0-9-]+):/g)].map((m) => m[1]));

describe("portraits", () => {
  it("colour every part with a token of app/styles/app.css's `@theme static` block", () => {
    const colours = [...portraitParts.background, ...portraitParts.shirt, ...portraitParts.skin, ...portraitParts.hair];
    expect(colours.filter((colour) => !tokens.has(colour))).toEqual([]);
  });

  it("draw the same portrait for a name every time, a different one for another name", () => {
    expect(drawnPortrait("Zoë Müller-Lindqvist")).toEqual(drawnPortrait("Zoë Müller-Lindqvist"));
    const names = ["Ada Lovelace", "Ben Okri", "Cleo Park", "Dev Patel", "Eva Nowak", "Femi Ade"];
    expect(new Set(names.map((name) => JSON.stringify(drawnPortrait(name)))).size).toBe(names.length);
    for (const name of names)
      for (const [part, value] of Object.entries(drawnPortrait(name)))
        expect(portraitParts[part as keyof typeof portraitParts], `${name}: ${part}`).toContain(value);
  });

  it("keep the parts a person's file chooses, and pick the rest as without them", () => {
    const chosen = drawnPortrait("Ada Lovelace", { hairStyle: "bun" });
    expect(chosen.hairStyle).toBe("bun");
    expect({ ...chosen, hairStyle: undefined }).toEqual({ ...drawnPortrait("Ada Lovelace"), hairStyle: undefined });
  });
});
