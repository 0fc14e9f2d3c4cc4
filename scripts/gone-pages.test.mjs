// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { goneAdvice, gonePages, swapPageList } from "./gone-pages.mjs";

const before = ["/", "/de", "/blog/a", "/de/blog/a", "/portfolio/x", "/de/portfolio/x", "/team/y"];

describe("pages gone since the last build", () => {
  it("names each address that left, with its other languages, and nothing else", () => {
    const now = ["/", "/de", "/blog/a", "/de/blog/a", "/team/y", "/blog/new"];
    expect(gonePages(before, now, [], ["de"])).toEqual([
      { path: "/portfolio/x", also: ["/de/portfolio/x"] },
    ]);
    expect(gonePages(before, before, [], ["de"])).toEqual([]);
    expect(gonePages([], now, [], ["de"])).toEqual([]);
  });

  it("leaves out an address a redirect leads on, in every language when it has no prefix", () => {
    const now = ["/", "/de", "/blog/a", "/de/blog/a"];
    expect(gonePages(before, now, [{ from: "/portfolio/x" }], ["de"])).toEqual([
      { path: "/team/y", also: [] },
    ]);
    expect(
      gonePages(before, now, [{ from: "/de/portfolio/x" }, { from: "/team/y" }], ["de"]),
    ).toEqual([{ path: "/portfolio/x", also: [] }]);
  });

  it("names the English address first, whichever language's page was listed first", () => {
    expect(gonePages(["/de/p", "/p"], [], [], ["de"])).toEqual([{ path: "/p", also: ["/de/p"] }]);
  });

  it("says what to do, and how many more when there are many", () => {
    expect(goneAdvice([])).toEqual([]);
    const [line] = goneAdvice([{ path: "/portfolio/x", also: ["/de/portfolio/x"] }]);
    expect(line).toContain("a page of the last build is gone: /portfolio/x (and /de/portfolio/x).");
    expect(line).toContain("content/redirects.yaml");
    const many = Array.from({ length: 14 }, (_, i) => ({ path: `/blog/p${i}`, also: [] }));
    expect(goneAdvice(many)[0]).toContain("14 pages of the last build are gone: /blog/p0,");
    expect(goneAdvice(many)[0]).toContain("/blog/p9 and 4 more.");
  });

  it("keeps one build's list for the next, starting with none", () => {
    const file = join(mkdtempSync(join(tmpdir(), "finlo-pages-")), "pages-build.json");
    expect(swapPageList(file, ["/a", "/b"])).toEqual([]);
    expect(swapPageList(file, ["/a"])).toEqual(["/a", "/b"]);
    expect(swapPageList(file, ["/c"])).toEqual(["/a"]);
  });
});
