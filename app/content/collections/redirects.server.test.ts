// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadCollections } from "./load.server";
import { fixtureProject, fixtures, problemsOf } from "./testing/fixture-project";

/** content/redirects.yaml as the browser editor writes it, from [old, new] pairs. */
const yaml = (...pairs: [string, string][]) =>
  `redirects:\n${pairs.map(([from, to]) => `  - from: ${JSON.stringify(from)}\n    to: ${JSON.stringify(to)}\n`).join("")}`;

const load = (redirects: string, files: Record<string, string> = {}) =>
  loadCollections({
    projectRoot: fixtureProject({ "content/redirects.yaml": redirects, ...files }),
    today: "2026-06-01",
  });

const problems = (redirects: string, files: Record<string, string> = {}) =>
  problemsOf({ "content/redirects.yaml": redirects, ...files });

const RULE = "a path of this site: / then letters, digits and - . _ ~ / (no spaces, %, ? or #)";

describe("content/redirects.yaml", () => {
  it("leads an old address to a page, in every language, a trailing slash aside", () => {
    const c = load(
      yaml(
        ["/blog/the-old-post/", "/blog/first-post"],
        ["/about", "/about-us"],
        ["/de/ueber-uns", "/de/about-us"],
      ),
    );
    expect(c.redirects).toEqual([
      { from: "/blog/the-old-post", to: "/blog/first-post" },
      { from: "/about", to: "/about-us" },
      { from: "/de/ueber-uns", to: "/de/about-us" },
      { from: "/de/blog/the-old-post", to: "/de/blog/first-post" },
      { from: "/de/about", to: "/de/about-us" },
    ]);
  });

  it("is optional, and may be empty", () => {
    expect(
      loadCollections({ projectRoot: fixtureProject(), today: "2026-06-01" }).redirects,
    ).toEqual([]);
    expect(load("# Nothing has moved yet.\n").redirects).toEqual([]);
    expect(load("redirects: []\n").redirects).toEqual([]);
  });

  it("refuses a redirect that would hide a page, lead nowhere, loop or leave the site, naming the line", () => {
    expect(
      problems(
        yaml(
          ["/pricing", "/about-us"],
          ["/blog/gone", "/blog/never-written"],
          ["/blog/elsewhere", "https://example.com/"],
          ["blog/no-slash", "/about-us"],
          ["/blog/query?x=1", "/about-us"],
          ['/blog/quote"s', "/about-us"],
          ["/blog/twice", "/about-us"],
          ["/blog/twice/", "/pricing"],
          ["/blog/loop", "/blog/loop/"],
          ["https://www.finlo.example/blog/copied", "/about-us"],
        ),
      ),
    ).toEqual([
      `content/redirects.yaml: field "/blog/elsewhere": to: the page it leads to is ${RULE}, like /blog/new-name`,
      `content/redirects.yaml: field "blog/no-slash": from: an old address is ${RULE}`,
      `content/redirects.yaml: field "/blog/query?x=1": from: an old address is ${RULE}`,
      `content/redirects.yaml: field "/blog/quote"s": from: an old address is ${RULE}`,
      'content/redirects.yaml: field "/blog/twice/": is listed twice: keep one line',
      'content/redirects.yaml: field "/blog/loop": leads to itself',
      `content/redirects.yaml: field "https://www.finlo.example/blog/copied": from: an old address is ${RULE}: write the path only, from: /blog/copied`,
      'content/redirects.yaml: field "/pricing": is a page of the site: a redirect would hide it (remove the line, or the page)',
      'content/redirects.yaml: field "/blog/gone": leads to /blog/never-written, which is not a page of the site',
    ]);
  });

  it("says what it cannot read: YAML that is not a list of redirects", () => {
    const form =
      'content/redirects.yaml: expected a list, "redirects:", then a "- from: /old-address" and a "  to: /page" line for each';
    expect(problems("/about: /about-us\n")).toEqual([form]);
    expect(problems("- /a: /about-us\n")).toEqual([form]);
    expect(problems("redirects: /about\n")).toEqual([form]);
    expect(problems("redirects:\n  - from: /a\n   to: /b\n")).toEqual([
      expect.stringMatching(/^content\/redirects\.yaml: cannot read it: /),
    ]);
  });

  it("refuses a link to an old address, naming the new one", () => {
    const post = fixtures.post(
      "A post",
      "2026-01-05",
      "",
      "## Moved\n\nSee [the old post](/blog/the-old-post).\n",
    );
    expect(
      problems(yaml(["/blog/the-old-post", "/blog/first-post"]), {
        "content/blog/a-post.md": post,
      }),
    ).toEqual([
      "content/blog/a-post.md: links to /blog/the-old-post, an old address (content/redirects.yaml): link /blog/first-post instead",
    ]);
  });
});
