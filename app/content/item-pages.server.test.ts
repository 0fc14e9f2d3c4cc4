import { describe, expect, it } from "vitest";
import { collections } from "./collections/load.server";
import { postsWithTag, tagHref, termSlug } from "./collections/queries.server";
import { blogTermPage } from "./item-pages.server";
import { localizePath, locales } from "./locales";

describe("a tag's page in the other languages", () => {
  const first = locales[0]!;
  const second = locales[1];
  // Every tag of the first language: shared with the second (same address) or its own.
  const tags = [
    ...new Set(collections(first).entries.blog.flatMap((entry) => entry.data.tags.map(termSlug))),
  ];

  it("names the other language's tag at the same address as its twin, else leads to that blog", () => {
    expect(tags.length).toBeGreaterThan(0);
    for (const slug of tags) {
      const page = blogTermPage("tag", slug, first);
      const twin = second ? postsWithTag(slug, collections(second)) : undefined;
      expect(page.alternates?.same[first]).toBe(page.path);
      if (!second) continue;
      if (twin) {
        expect(page.alternates?.same[second], slug).toBe(tagHref(twin.name, second));
        expect(page.alternates?.closest?.[second], slug).toBeUndefined();
        // And the twin names this page back.
        expect(blogTermPage("tag", slug, second).alternates?.same[first], slug).toBe(page.path);
      } else {
        expect(page.alternates?.same[second], slug).toBeUndefined();
        expect(page.alternates?.closest?.[second], slug).toBe(localizePath("/blog", second));
      }
    }
  });
});
