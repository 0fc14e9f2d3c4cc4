import { describe, expect, it } from "vitest";
import { rowSizes } from "./sizes";

describe("rowSizes", () => {
  it("gives a full-width picture the container's width, fixed once the container stops growing", () => {
    expect(rowSizes([{ columns: 1 }])).toBe("(min-width: 1248px) 1200px, calc(100vw - 48px)");
  });

  it("gives each column of a grid its share, widest layout first", () => {
    expect(
      rowSizes([
        { columns: 1 },
        { from: 640, columns: 2, gap: 24 },
        { from: 1024, columns: 3, gap: 24 },
        { from: 1280, columns: 4, gap: 24 },
      ]),
    ).toBe(
      "(min-width: 1280px) 282px, (min-width: 1248px) 384px, (min-width: 1024px) calc((100vw - 96px) / 3), " +
        "(min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 48px)",
    );
  });

  it("takes a sidebar, a narrower row and a picture's share of its column into account", () => {
    expect(rowSizes([{ columns: 1 }, { from: 1024, columns: 1, aside: 404 }])).toBe(
      "(min-width: 1248px) 796px, (min-width: 1024px) calc(100vw - 452px), calc(100vw - 48px)",
    );
    expect(
      rowSizes([
        { columns: 1, max: 896 },
        { from: 640, columns: 2, gap: 24, max: 896 },
      ]),
    ).toBe(
      "(min-width: 944px) 436px, (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 48px)",
    );
    expect(rowSizes([{ columns: 1 }, { from: 768, columns: 1, share: 0.44 }])).toBe(
      "(min-width: 1248px) 528px, (min-width: 768px) calc((100vw - 48px) * 0.44), calc(100vw - 48px)",
    );
  });
});
