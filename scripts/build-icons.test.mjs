// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentIcons } from "../app/content/icons";
import { brandColourMismatches, buildIcons, contentIconIds, unknownNetworks } from "./build-icons.mjs";

describe("build-icons", () => {
  it("refuses a social network of app/brand.ts that has no icon, saying how to add one", () => {
    expect(unknownNetworks()).toEqual([]);
    const problems = unknownNetworks([
      { network: "github", label: "GitHub", href: "https://github.com/" },
      { network: "mastodon", label: "Mastodon", href: "https://mastodon.social/" },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^app\/brand\.ts socials: "mastodon" has no icon \(networks with one: twitter, .*github.*\)\. To add a network/)]);
  });

  it("the committed sprite is up to date (run `npm run icons` when this fails)", () => {
    expect(readFileSync(new URL("../app/assets/icons.svg", import.meta.url), "utf8")).toBe(buildIcons());
  });

  it("has one symbol per lucide(…) id and per brand, each with a 24×24 view box", () => {
    const sprite = buildIcons();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["arrow-right", "chart-line", "house", "brand-x", "brand-slack"]));
    expect(sprite.match(/<symbol /g)).toHaveLength(ids.length);
    expect(sprite).toContain('<symbol id="chart-line" viewBox="0 0 24 24"><path d="M3 3v16a2 2 0 0 0 2 2h16"');
  });

  it("draws every icon content may name, read from app/content/icons.ts", () => {
    expect(contentIconIds()).toEqual(Object.values(contentIcons));
    const sprite = buildIcons();
    for (const id of Object.values(contentIcons)) expect(sprite).toContain(`<symbol id="${id}" `);
  });

  it("app.css carries each brand's colour as simple-icons has it", () => {
    expect(brandColourMismatches()).toEqual([]);
    expect(brandColourMismatches(":root{--color-brand-x:#123456}")).toContain(
      "--color-brand-x is #123456, simple-icons says #000000",
    );
  });
});
