// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Page copy lives in app/content/, where an editor finds it; route modules and sections only
 * arrange it. This finds prose (three or more words, with a capital or a sentence's punctuation)
 * left in a route's or a section's JSX text or string literals. Class lists, paths and comments
 * are not prose.
 */
const appDir = join(import.meta.dirname, "..");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) yield path;
  }
}

const isProse = (text: string) => {
  const words = text.trim().split(/\s+/).filter((word) => /^[A-Za-z][a-z’']*[,.!?:;]?$/.test(word));
  return words.length >= 3 && /[A-Z]|[.!?,](\s|$)/.test(text);
};

export function proseIn(source: string): string[] {
  const code = source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/^import .*$/gm, "");
  const found: string[] = [];
  // JSX text: between a tag's end and the next tag or expression.
  for (const [, text] of code.matchAll(/>([^<>{}]+)</g)) if (isProse(text!)) found.push(text!.trim());
  // String and template literals.
  for (const m of code.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
    const text = m[1] ?? m[2] ?? m[3] ?? "";
    if (!/[/~]/.test(text) && isProse(text)) found.push(text.trim());
  }
  return found;
}

describe("page copy", () => {
  it("is recognised in JSX text and string literals, and class lists are not", () => {
    expect(proseIn('<p className="mt-4 flex items-center">Start your free trial today.</p>')).toEqual([
      "Start your free trial today.",
    ]);
    expect(proseIn('<Section title="Four steps, no surprises" />')).toEqual(["Four steps, no surprises"]);
    expect(proseIn('<div className="relative flex grow">{copy.title}</div>')).toEqual([]);
  });

  for (const folder of ["routes", "components/sections"]) {
    it(`is not written in app/${folder}/: it belongs in app/content/`, () => {
      const found = [...files(join(appDir, folder))].flatMap((file) =>
        proseIn(readFileSync(file, "utf8")).map((text) => `app/${relative(appDir, file)}: ${text}`),
      );
      expect(found).toEqual([]);
    });
  }
});
