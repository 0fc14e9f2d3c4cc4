// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ContentError, loadCollections } from "./load.server";
import { fixtureProject, fixtures } from "./testing/fixture-project";

const load = (redirects: string, files: Record<string, string> = {}) =>
  loadCollections({
    projectRoot: fixtureProject({ "content/redirects.yaml": redirects, ...files }),
    today: "2026-06-01",
  });

const problems = (redirects: string, files: Record<string, string> = {}) => {
  try {
    load(redirects, files);
  } catch (error) {
    if (error instanceof ContentError)
      return error.message
        .split("\n")
        .slice(1)
        .map((line) => line.trim());
    throw error;
  }
  return [];
};

describe("content/redirects.yaml", () => {
  it("leads an old address to a page, in every language, a trailing slash aside", () => {
    const c = load(
      "/blog/the-old-post/: /blog/first-post\n/about: /about-us\n/de/ueber-uns: /de/about-us\n",
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
  });

  it("refuses a redirect that would hide a page, lead nowhere, or leave the site, naming the line", () => {
    expect(
      problems(
        [
          "/pricing: /about-us",
          "/blog/gone: /blog/never-written",
          "/blog/elsewhere: https://example.com/",
          "blog/no-slash: /about-us",
          "/blog/query?x=1: /about-us",
          "'/blog/quote\"s': /about-us",
        ].join("\n"),
      ),
    ).toEqual([
      'content/redirects.yaml: field "/pricing": is a page of the site: a redirect would hide it (remove the line, or the page)',
      'content/redirects.yaml: field "/blog/gone": leads to /blog/never-written, which is not a page of the site',
      'content/redirects.yaml: field "/blog/elsewhere": leads to a path of this site: / then letters, digits and - . _ ~ / (no spaces, %, ? or #), like /blog/new-name',
      'content/redirects.yaml: field "blog/no-slash": an old address is a path of this site: / then letters, digits and - . _ ~ / (no spaces, %, ? or #)',
      'content/redirects.yaml: field "/blog/query?x=1": an old address is a path of this site: / then letters, digits and - . _ ~ / (no spaces, %, ? or #)',
      'content/redirects.yaml: field "/blog/quote"s": an old address is a path of this site: / then letters, digits and - . _ ~ / (no spaces, %, ? or #)',
    ]);
  });

  it("says what it cannot read: a list, or the same old address twice", () => {
    expect(problems("- /a: /about-us\n")).toEqual([
      "content/redirects.yaml: expected one line per old address: /blog/old-name: /blog/new-name",
    ]);
    expect(problems("/a: /about-us\n/a: /pricing\n")).toEqual([
      expect.stringMatching(/^content\/redirects\.yaml: cannot read it: Map keys must be unique/),
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
      problems("/blog/the-old-post: /blog/first-post\n", { "content/blog/a-post.md": post }),
    ).toEqual([
      "content/blog/a-post.md: links to /blog/the-old-post, an old address (content/redirects.yaml): link /blog/first-post instead",
    ]);
  });
});
