import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { coverPalettes } from "~/content/covers";
import { Cover } from "./cover";

const css = readFileSync(join(import.meta.dirname, "../../styles/app.css"), "utf8");
// Covers name their colours at run time, which Tailwind's scan cannot see: only the tokens of the
// `@theme static` block are always in the stylesheet.
const staticBlock = /@theme static \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
const tokens = new Set([...staticBlock.matchAll(/--color-([a-z0-9-]+):/g)].map((m) => m[1]));

/** The drawing without its per-instance gradient ids. */
function drawing(name: string) {
  const { container, unmount } = render(<Cover name={name} />);
  const html = container.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, "");
  unmount();
  return html;
}

describe("Cover", () => {
  it("colours every part with a token of app/styles/app.css's `@theme static` block", () => {
    const unknown = Object.entries(coverPalettes).flatMap(([palette, colours]) =>
      colours
        .filter((colour) => !tokens.has(colour))
        .map((colour) => `app/content/covers.ts: ${palette} names "${colour}", not a static token`),
    );
    expect(unknown).toEqual([]);
  });

  it("draws one picture per name, the same on every render, in its palette's colours", () => {
    expect(drawing("work-uiux-2")).toBe(drawing("work-uiux-2"));
    expect(drawing("work-uiux-2")).not.toBe(drawing("work-uiux-3"));
    expect(drawing("cover-marketing-1")).toContain("var(--color-art-orange)");
    expect(drawing("cover-marketing-1")).not.toContain("var(--color-art-cyan)");
  });

  it("is decorative, and fills its frame from the centre", () => {
    const { container } = render(<Cover name="cover-finance-1" className="aspect-square" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("role")).toBeNull();
    expect(svg?.getAttribute("preserveAspectRatio")).toBe("xMidYMid slice");
    expect(svg?.getAttribute("class")).toContain("aspect-square");
  });

  it("gives each cover on a page its own gradients, and every fill finds its own", () => {
    const { container } = render(
      <>
        <Cover name="cover-finance-1" />
        <Cover name="cover-finance-1" />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of container.querySelectorAll("svg")) {
      const own = new Set([...svg.querySelectorAll("[id]")].map((element) => element.id));
      const used = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((id) => !own.has(id!))).toEqual([]);
    }
  });
});
