import { describe, expect, it } from "vitest";
import { collections, loadCollections } from "./collections/load.server";
import { postsWithTag, tagHref, TERM_PAGE_SIZE, termSlug } from "./collections/queries.server";
import { fixtureProject, fixtures } from "./collections/testing/fixture-project";
import { blogTermPage } from "./item-pages.server";
import { localizePath, locales, type Locale } from "./locales";

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

describe("a category's or tag's further pages", () => {
  const tagged = (title: string, date: string, tags: string[]) =>
    fixtures.post(title, date).replace("tags:\n  - Budgeting\n", `tags:\n${tags.map((t) => `  - "${t}"\n`).join("")}`);
  // More English posts tagged CRM than two pages hold; the second language retags most of them,
  // so its CRM has one page.
  const count = TERM_PAGE_SIZE + 2;
  const files: Record<string, string> = {};
  for (let i = 1; i <= count; i++) {
    const day = String(i).padStart(2, "0");
    files[`content/blog/post-${i}.md`] = tagged(`Post ${i}`, `2026-03-${day}`, ["CRM"]);
    if (locales[1] && i > 3) files[`content/${locales[1]}/blog/post-${i}.md`] = `---\ntags:\n  - "Other"\n---\n`;
  }
  const projectRoot = fixtureProject(files);
  const loaded = new Map(locales.map((l) => [l, loadCollections({ projectRoot, today: "2026-12-01", locale: l })]));
  const of = (l: Locale) => loaded.get(l)!;
  const [first, second] = locales as [Locale, Locale | undefined];

  it("lists the next posts, names its number and links the pages around it", () => {
    const one = blogTermPage("tag", "crm", first, undefined, of);
    const two = blogTermPage("tag", "crm", first, "2", of);
    expect(one.posts).toHaveLength(TERM_PAGE_SIZE);
    expect(two).toMatchObject({ n: 2, total: count, path: "/blog/tag/crm/page/2", first: "/blog/tag/crm" });
    expect(two.posts.map((p) => p.slug)).toEqual(
      postsWithTag("crm", of(first))!.posts.slice(TERM_PAGE_SIZE).map((p) => p.slug),
    );
    expect(two.pagination).toMatchObject({ count: 2, previous: "/blog/tag/crm" });
    expect(one.pagination).toMatchObject({ count: 2, next: "/blog/tag/crm/page/2" });
  });

  it("is not found past the last page, at /page/1 or at a page that is no number", () => {
    for (const page of ["3", "1", "0", "02", "two", ""])
      expect(() => blogTermPage("tag", "crm", first, page, of), page).toThrow();
  });

  it("leads to the other language's first page where that language has fewer pages", () => {
    if (!second) return;
    const two = blogTermPage("tag", "crm", first, "2", of);
    expect(two.alternates.same).toEqual({ [first]: "/blog/tag/crm/page/2" });
    expect(two.alternates.closest?.[second]).toBe(localizePath("/blog/tag/crm", second));
    // The first pages are each other's twins.
    expect(blogTermPage("tag", "crm", first, undefined, of).alternates.same[second]).toBe(
      localizePath("/blog/tag/crm", second),
    );
    // The category is paged in both languages (the retagged posts keep their category).
    expect(blogTermPage("category", "finance", first, "2", of).alternates.same[second]).toBe(
      localizePath("/blog/category/finance/page/2", second),
    );
  });
});
