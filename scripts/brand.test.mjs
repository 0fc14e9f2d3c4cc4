// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand } from "../app/brand";

const root = join(import.meta.dirname, "..");
const OTHER_PRIMARY = "#D0312D";

/**
 * Re-brands a build's inputs: app/brand.ts with another primary colour, loaded by the build
 * scripts through BRAND_FILE (scripts/palette.mjs), in a separate Node process as the build runs
 * them. Returns what the build would write: the CSS properties for <html>, the manifest, and
 * sampled pixels of a social image and an app icon.
 */
function rebrand(primary) {
  const dir = mkdtempSync(join(tmpdir(), "finlo-brand-"));
  const source = readFileSync(join(root, "app/brand.ts"), "utf8").replace(
    `primary: { light: "${brand.colors.primary.light}"`,
    `primary: { light: "${primary}"`,
  );
  expect(source, "app/brand.ts names its primary colour as expected").toContain(primary);
  // Type-only import of the content types: resolved from the copy's folder.
  const file = join(dir, "brand.ts");
  writeFileSync(file, source.replace('from "./content/types"', `from "${join(root, "app/content/types")}"`));
  const script = `
    import sharp from "sharp";
    import { brand, webManifest } from "./scripts/palette.mjs";
    import { renderIcons, renderOgImage } from "./scripts/og-images.mjs";
    import { runnerImport } from "vite";
    const { module } = await runnerImport(process.env.BRAND_FILE, { configFile: false, logLevel: "error" });
    const pixel = async (png, x, y) => {
      const data = await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
      return [...data];
    };
    const og = await renderOgImage({ section: "home", eyebrow: "Home", headline: "Hello", host: "example.com" });
    const icons = await renderIcons(module.markSvg(brand.colors));
    console.log(JSON.stringify({
      css: module.brandCssProperties(brand.colors),
      manifest: webManifest(),
      // Inside the mark, below its strokes: the social image draws it at (80, 70), 56 px.
      ogMark: await pixel(og, 102, 117),
      icon: await pixel(icons["icon-512.png"], 256, 470),
    }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, BRAND_FILE: file },
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1));
}

const rgbOf = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 16);

describe("the brand file", () => {
  it("re-colours the CSS tokens, the social images, the icons and the manifest in one build", () => {
    const result = rebrand(OTHER_PRIMARY);
    // CSS: <html> carries the new primary, and app.css's primary tokens are built on it.
    expect(result.css["--brand-primary"]).toBe(OTHER_PRIMARY);
    const css = readFileSync(join(root, "app/styles/app.css"), "utf8");
    expect(css).toMatch(/--color-primary:\s*var\(--brand-primary\)/);
    expect(css).toMatch(/--color-violet:\s*light-dark\(var\(--brand-primary\)/);
    // The manifest and the drawings.
    expect(result.manifest.theme_color).toBe(OTHER_PRIMARY.toLowerCase());
    expect(result.ogMark, `social image mark is ${result.ogMark}`).toSatisfy((px) => near(px, rgbOf(OTHER_PRIMARY)));
    expect(result.icon, `app icon is ${result.icon}`).toSatisfy((px) => near(px, rgbOf(OTHER_PRIMARY)));
    // And the brand as it is draws in its own primary (the test can tell the two apart).
    expect(near(rgbOf(OTHER_PRIMARY), rgbOf(brand.colors.primary.light))).toBe(false);
  }, 60_000);
});
