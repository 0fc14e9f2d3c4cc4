// At prerender (the node project: import.meta.env.SSR): icons point at the page's copies of their
// symbols, and <IconSymbols> writes exactly those copies. icons.test.tsx covers the browser.
import { readFileSync } from "node:fs";
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandIcon } from "./brand-icon";
import { IconSymbols } from "./icon-symbols";
import { ArrowRight, Check, useIconsDrawnLater, UsedIcons } from "./icons";
import { StarRating } from "./star-rating";

const sprite = readFileSync(new URL("../../assets/icons.svg", import.meta.url), "utf8");

function prerender(...children: Parameters<typeof createElement>[0][]) {
  const used = new Set<string>();
  const html = renderToString(
    createElement(
      Fragment,
      null,
      createElement(
        UsedIcons,
        { value: used },
        ...children.map((c, i) => createElement(c, { key: i })),
      ),
      createElement(IconSymbols, { used }),
    ),
  );
  return { used, html };
}

describe("icons at prerender", () => {
  it("point at the page's copy of each symbol, which the page then carries", () => {
    const { used, html } = prerender(
      () => createElement(ArrowRight),
      () => createElement(BrandIcon, { name: "google" }),
      () => createElement(StarRating, { rating: 4.5 }),
    );
    expect([...used].sort()).toEqual(["arrow-right", "brand-google", "star"]);
    expect(html).toContain('href="#i-arrow-right"');
    expect(html).toContain('href="#i-brand-google"');
    expect(html).not.toContain(".svg#");
    const carried = [...html.matchAll(/<symbol id="i-([^"]+)"/g)].map((m) => m[1]).sort();
    expect(carried).toEqual(["arrow-right", "brand-google", "star"]);
    // Each copy is the sprite's drawing under the page's id.
    const star = /<symbol id="star"([\s\S]*?)<\/symbol>/.exec(sprite)![1]!.replace(/ \/>/g, "/>");
    expect(html).toContain(`<symbol id="i-star"${star}</symbol>`);
    expect(html).toMatch(/<svg id="icon-symbols" aria-hidden="true" style="display:none">/);
  });

  it("carry the icons a part draws once the page runs, and nothing when no icon shows", () => {
    const Later = () => {
      useIconsDrawnLater(Check);
      return null;
    };
    expect(prerender(Later).used).toEqual(new Set(["check"]));
    expect(prerender(() => null).html).toBe("");
  });
});
