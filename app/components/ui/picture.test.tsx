import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Picture, WIDTHS } from "./picture";

describe("Picture", () => {
  it("offers exactly the widths the image generator writes", () => {
    const script = readFileSync(join(process.cwd(), "scripts/generate-images.mjs"), "utf8");
    const generated = /export const COVER_WIDTHS = \[([^\]]*)\]/.exec(script)?.[1];
    expect(generated?.split(",").map(Number)).toEqual([...WIDTHS]);
  });

  it("lists AVIF and WebP candidates, smallest first, with the sizes given", () => {
    const { container } = render(<Picture name="cover-finance-1" alt="" sizes="154px" />);
    const [avif, webp] = container.querySelectorAll("source");
    expect(avif?.getAttribute("type")).toBe("image/avif");
    expect(avif?.getAttribute("srcset")).toBe(
      "/generated/covers/cover-finance-1-320.avif 320w, /generated/covers/cover-finance-1-480.avif 480w, " +
        "/generated/covers/cover-finance-1-800.avif 800w, /generated/covers/cover-finance-1-1200.avif 1200w",
    );
    expect(webp?.getAttribute("srcset")).toContain("cover-finance-1-320.webp 320w");
    expect(webp?.getAttribute("sizes")).toBe("154px");
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("800");
    expect(img?.getAttribute("height")).toBe("500");
  });

  it("makes the page's largest image eager and high priority", () => {
    const { container } = render(
      <Picture name="cover-finance-1" alt="A chart" sizes="100vw" priority />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.getAttribute("alt")).toBe("A chart");
  });
});
