// @vitest-environment node
// Our sample posts' drawn figures (scripts/draw-figures.mjs): each German translation shows the
// figure drawn with German words. Facts about the sample content, which an owner replaces.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const read = (path) => readFileSync(new URL(path, root), "utf8");
const words = (svg) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("the sample posts' figures in German", () => {
  const posts = readdirSync(new URL("content/de/blog/", root)).filter((f) => f.endsWith(".md"));

  it("each German post shows its figure's German drawing", () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const figures = [...read(`content/de/blog/${post}`).matchAll(/\]\((\/images\/blog\/[^)\s]+\.svg)/g)].map((m) => m[1]);
      for (const src of figures) expect(src, post).toMatch(/-figure\.de\.svg$/);
    }
  });

  it("each German drawing has its English twin's shapes and its own words", () => {
    const german = readdirSync(new URL("public/images/blog/", root)).filter((f) => f.endsWith(".de.svg"));
    expect(german.length).toBe(posts.length);
    for (const file of german) {
      const de = read(`public/images/blog/${file}`);
      const en = read(`public/images/blog/${file.replace(".de.svg", ".svg")}`);
      // The same drawing: the same number of shapes and texts, in the same places.
      expect(de.replace(/<text([^>]*)>[^<]*<\/text>/g, "<text$1/>"), file).toBe(en.replace(/<text([^>]*)>[^<]*<\/text>/g, "<text$1/>"));
      // Its words are German: the title differs, and no phrase of more than one English word is left.
      const [deWords, enWords] = [words(de), words(en)];
      expect(deWords[0], file).not.toBe(enWords[0]);
      const kept = deWords.filter((w, i) => w === enWords[i] && /[a-z]+ [a-z]+/i.test(w) && !/^(San Francisco|New York)$/.test(w));
      expect(kept, file).toEqual([]);
    }
  });
});
