import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgDataUri } from "./data-uri";

const favicon = readFileSync("public/favicon.svg", "utf8");

describe("svgDataUri", () => {
  it("decodes back to the same drawing", () => {
    const uri = svgDataUri(favicon);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(favicon.trim().replace(/\s+/g, " "));
    // Safe inside a double-quoted HTML attribute and a JSON string.
    expect(uri).not.toMatch(/["'<>#&\n]/);
  });

  it("is what the web app manifest lists as its SVG icon", () => {
    const manifest = JSON.parse(readFileSync("public/site.webmanifest", "utf8")) as {
      icons: { src: string; type: string; sizes: string }[];
    };
    const svg = manifest.icons.filter((icon) => icon.type === "image/svg+xml");
    expect(svg).toEqual([{ src: svgDataUri(favicon), sizes: "any", type: "image/svg+xml" }]);
  });
});
