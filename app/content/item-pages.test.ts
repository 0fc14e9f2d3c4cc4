// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageWindow } from "./item-pages.server";

const href = (n: number) => (n === 1 ? "/blog" : `/blog/page/${n}`);
const numbers = (count: number, current: number) => pageWindow(count, current, href).pages.map((p) => p.number);

describe("pagination", () => {
  it("links every page of a short list, with the pages before and after", () => {
    expect(numbers(7, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(7, 1, href)).toMatchObject({ count: 7, next: "/blog/page/2" });
    expect(pageWindow(7, 1, href).previous).toBeUndefined();
    expect(pageWindow(7, 7, href)).toMatchObject({ previous: "/blog/page/6" });
    expect(pageWindow(7, 7, href).next).toBeUndefined();
  });

  it("links the first, the last and those around the current page of a long list, whatever its length", () => {
    expect(numbers(334, 1)).toEqual([1, 2, 3, 334]);
    expect(numbers(334, 100)).toEqual([1, 98, 99, 100, 101, 102, 334]);
    expect(numbers(3000, 3000)).toEqual([1, 2998, 2999, 3000]);
    expect(pageWindow(334, 100, href).pages[1]).toEqual({ number: 98, href: "/blog/page/98" });
  });
});
