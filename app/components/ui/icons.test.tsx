import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { socialProviders } from "~/content/auth";
import { toolsSection } from "~/content/crm";
import { integrations } from "~/content/integrations";
import { videoSection } from "~/content/saas";
import { socials } from "~/content/site";
import { listTeam } from "~/content/collections/queries.server";
import { BrandIcon, isBrand, isLightBrand } from "./brand-icon";
import { ArrowLeft, ArrowRight, Star } from "./icons";
import { Icon } from "./icon";
import { SocialIcon } from "./social-icon";

const committed = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const sprite = committed("../../assets/icons.svg");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

// scripts/build-icons.test.mjs checks that the sprite is up to date with the code.
describe("icon sprite", () => {
  it("has a glyph for every brand and network the content names", () => {
    const names = [
      ...integrations.map((i) => i.icon),
      ...toolsSection.tools.map((t) => t.icon),
      ...videoSection.hub,
      ...socialProviders.map((p) => p.id),
      ...socials.map((s) => (s.network === "twitter" ? "x" : s.network)),
      ...listTeam().flatMap((m) => m.social.map((s) => s.network)),
    ];
    const missing = [...new Set(names)].filter(
      (name) => !isBrand(name) || !symbols.has(`brand-${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("renders a thin, decorative <use> of the named symbol with lucide's stroke defaults", () => {
    const { container } = render(<ArrowRight className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("size-4");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("fill")).toBe("none");
    expect(svg.querySelector("use")!.getAttribute("href")).toMatch(/icons.*\.svg#arrow-right$/);
    expect(symbols.has("arrow-right")).toBe(true);
  });

  it("passes fill and stroke width through (filled stars, thinner content icons)", () => {
    const { container } = render(
      <>
        <Star fill="currentColor" strokeWidth={1.5} />
        <Icon name="line-chart" />
      </>,
    );
    const [star, chart] = container.querySelectorAll("svg");
    expect(star!.getAttribute("fill")).toBe("currentColor");
    expect(star!.getAttribute("stroke-width")).toBe("1.5");
    expect(chart!.querySelector("use")!.getAttribute("href")).toMatch(/#chart-line$/);
    expect(chart!.getAttribute("stroke-width")).toBe("1.75");
  });

  it("in the browser, uses the page's copy where the page has one, else the sprite", () => {
    const copy = document.createElementNS("http://www.w3.org/2000/svg", "symbol");
    copy.id = "i-arrow-right";
    document.body.append(copy);
    try {
      const { container } = render(
        <>
          <ArrowRight />
          <ArrowLeft />
        </>,
      );
      const [right, left] = [...container.querySelectorAll("use")].map((u) =>
        u.getAttribute("href"),
      );
      expect(right).toBe("#i-arrow-right");
      expect(left).toMatch(/icons.*\.svg#arrow-left$/);
    } finally {
      copy.remove();
    }
  });

  it("draws brand glyphs filled, in the brand's colour or the text colour", () => {
    const { container } = render(
      <>
        <BrandIcon name="google" colored />
        <SocialIcon name="twitter" />
        <BrandIcon name="no-such-brand" />
      </>,
    );
    const [google, x, ...rest] = container.querySelectorAll("svg");
    expect(rest).toHaveLength(0);
    expect(google!.getAttribute("fill")).toBe("var(--color-brand-google)");
    expect(google!.querySelector("use")!.getAttribute("href")).toMatch(/#brand-google$/);
    expect(x!.getAttribute("fill")).toBe("currentColor");
    expect(x!.querySelector("use")!.getAttribute("href")).toMatch(/#brand-x$/);
    expect(sprite).toMatch(/<symbol id="brand-google" viewBox="0 0 24 24" stroke="none">/);
  });

  it("puts a dark tile behind exactly the brands whose app.css colour is light", () => {
    const css = committed("../../styles/app.css");
    const tokens = [...css.matchAll(/--color-brand-([a-z]+):\s*#([0-9a-f]{6})/gi)];
    expect(tokens.length).toBeGreaterThan(5);
    for (const [, name, hex] of tokens) {
      const [r, g, b] = [0, 2, 4].map((i) => {
        const c = parseInt(hex!.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      expect(isLightBrand(name!), name).toBe(luminance > 0.5);
    }
  });
});
