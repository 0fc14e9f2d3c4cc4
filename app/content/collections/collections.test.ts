// @vitest-environment node
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDate, collections, loadCollections } from "./load.server";
import {
  blogPage,
  blogPageCount,
  blogTaxonomy,
  collectionPaths,
  featuredSlug,
  listJobs,
  postDetail,
  postsInCategory,
  postsWithTag,
  termSlug,
} from "./queries.server";
import { feedPosts } from "./outputs.server";
import { collectionNames } from "./schemas.server";

/**
 * Whatever content/ holds (these checks hold for any valid content, not only the sample): it
 * reads without errors, and every file is on its page and in its list, in its order.
 */
const c = collections();
const filesOf = (collection: string) =>
  readdirSync(`content/${collection}`)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();

describe("the content in content/", () => {
  it("reads without errors today, and on a fixed day", () => {
    expect(c.today).toBe(buildDate());
    expect(() => loadCollections({ today: "2026-12-01" })).not.toThrow();
  });

  it("lists every file of each collection exactly once", () => {
    for (const collection of collectionNames)
      expect(c.entries[collection].map((e) => e.slug).sort(), `content/${collection}/`).toEqual(filesOf(collection));
    expect(c.posts.map((p) => p.slug).sort()).toEqual(filesOf("blog"));
    expect(c.jobs.map((j) => j.slug).sort()).toEqual(filesOf("careers"));
    expect(c.team.map((m) => m.slug).sort()).toEqual(filesOf("team"));
    expect(c.services.map((s) => s.slug).sort()).toEqual(filesOf("services"));
    expect(c.projects.map((p) => p.slug).sort()).toEqual(filesOf("portfolio"));
  });

  it("lists members, services and projects by order, then file name; posts and jobs newest first", () => {
    for (const collection of ["team", "services", "portfolio"] as const) {
      const keys = c.entries[collection].map((e) => [e.data.order ?? Infinity, e.slug] as const);
      expect(keys, `content/${collection}/`).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    }
    const dates = c.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const posted = c.jobs.map((j) => j.datePosted);
    expect(posted).toEqual([...posted].sort().reverse());
  });

  it("gives every item its own page, and every page of the blog's lists its posts", () => {
    const paths = collectionPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const item of [...c.posts, ...c.jobs, ...c.team, ...c.services, ...c.projects]) expect(paths).toContain(item.href);
    const paged = Array.from({ length: blogPageCount() }, (_, i) => blogPage(i + 1)!.map((p) => p.slug)).flat();
    expect(paged).toEqual(c.posts.map((p) => p.slug));
  });

  it("lists open roles only, and keeps every role's page", () => {
    expect(listJobs().map((j) => j.slug)).toEqual(c.jobs.filter((j) => !j.closed).map((j) => j.slug));
    for (const job of c.jobs) expect(job.closed).toBe(job.validThrough < c.today);
  });

  it("counts every category and tag once per post, and each lists its posts", () => {
    const { categories, tags } = blogTaxonomy();
    expect(categories.reduce((n, t) => n + t.count, 0)).toBe(c.posts.length);
    const tagsOf = (e: (typeof c.entries.blog)[number]) => new Set(e.data.tags.map(termSlug)).size;
    expect(tags.reduce((n, t) => n + t.count, 0)).toBe(c.entries.blog.reduce((n, e) => n + tagsOf(e), 0));
    for (const e of c.entries.blog) {
      expect(postsInCategory(termSlug(e.data.category))?.posts.map((p) => p.slug)).toContain(e.slug);
      for (const tag of e.data.tags) expect(postsWithTag(termSlug(tag))?.posts.map((p) => p.slug)).toContain(e.slug);
    }
  });

  it("gives each post its author, up to three other posts as related, and a contents list of its headings", () => {
    for (const e of c.entries.blog) {
      const post = postDetail(e.slug)!;
      expect(post.authorMember.slug, e.file).toBe(e.data.author);
      expect(post.related.length).toBe(Math.min(3, c.posts.length - 1));
      expect(post.related.map((p) => p.slug)).not.toContain(e.slug);
      for (const entry of post.toc) expect(post.html, e.file).toContain(`id="${entry.id}"`);
    }
  });

  it("gives the feeds each post's body with absolute links and no heading marks", () => {
    const origin = "https://finlo.example";
    for (const post of feedPosts(origin, c)) {
      const page = postDetail(post.slug)!;
      expect(post.html, post.slug).not.toContain("heading-anchor");
      expect(post.html, post.slug).not.toMatch(/\s(?:href|src)="\/(?!\/)/);
      // The headings keep their ids, so a reader's link to a section still lands.
      for (const entry of page.toc) expect(post.html, post.slug).toContain(`id="${entry.id}"`);
    }
  });

  it("has a featured item for each sample route", () => {
    for (const collection of collectionNames)
      expect(c.entries[collection].map((e) => e.slug)).toContain(featuredSlug(collection));
  });
});
