// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogCategories } from "./blog";
import {
  blogTaxonomy,
  buildDate,
  collectionPaths,
  collections,
  ContentError,
  featuredSlug,
  jobDetail,
  listJobs,
  parseEntry,
  postDetail,
  postsInCategory,
  postsWithTag,
  projectDetail,
  serviceDetail,
} from "./collections.server";
import { contactForm } from "./contact";
import { articleCommentsCopy } from "./copy/blog";
import { renderMarkdown } from "./markdown.server";
import { getPage, pages } from "./pages";

/** The content in content/*.md: what an editor should hear about, naming the file and field. */
const c = collections();
const unique = (values: string[]) => new Set(values).size === values.length;

const validPost = `---
title: "A post"
description: "What it is about."
date: 2026-01-05
author: priya-raman
category: Finance
tags: [Budgeting]
cover: cover-finance-1
---

Some text.
`;

describe("frontmatter validation", () => {
  it("accepts a valid file", () => {
    expect(parseEntry("blog", "content/blog/a-post.md", validPost).data.title).toBe("A post");
  });

  it("names the file and the field when a field is missing", () => {
    const broken = validPost.replace(/^date: .*\n/m, "");
    expect(() => parseEntry("blog", "content/blog/a-post.md", broken)).toThrow(ContentError);
    expect(() => parseEntry("blog", "content/blog/a-post.md", broken)).toThrow(
      /content\/blog\/a-post\.md: invalid frontmatter\n\s+field "date": .*expected string, received undefined/,
    );
  });

  it("names the file, the field and what was expected when a field has the wrong type", () => {
    const broken = validPost.replace('title: "A post"', "title: 42").replace("tags: [Budgeting]", "tags: Budgeting");
    let message = "";
    try {
      parseEntry("blog", "content/blog/a-post.md", broken);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("content/blog/a-post.md");
    expect(message).toMatch(/field "title": .*expected string, received number/);
    expect(message).toMatch(/field "tags": .*expected array, received string/);
  });

  it("names the cover palettes when a cover asks for none of them", () => {
    const broken = validPost.replace("cover: cover-finance-1", "cover: cover-gardening-1");
    expect(() => parseEntry("blog", "content/blog/a-post.md", broken)).toThrow(
      /content\/blog\/a-post\.md: invalid frontmatter\n\s+field "cover": expected a cover name like cover-finance-1: a word, then one of finance, business, .*uiux/,
    );
  });

  it("rejects an unknown category and a date that is not a date", () => {
    const broken = validPost.replace("category: Finance", "category: Gardening").replace("2026-01-05", "5 Jan 2026");
    expect(() => parseEntry("blog", "content/blog/a-post.md", broken)).toThrow(/field "date"[\s\S]*field "category"/);
  });
});

describe("images in Markdown", () => {
  it("get the file's width and height, and a missing file names the post and the image", () => {
    const withImage = (src: string) => `${validPost}\n![A chart](${src})\n`;
    const { html } = renderMarkdown(
      withImage("/images/blog/budgeting-habits-small-business-figure.svg"),
      "content/blog/a-post.md",
    );
    expect(html).toMatch(/<img [^>]*width="1200" height="640"/);
    expect(() => renderMarkdown(withImage("/images/blog/missing.png"), "content/blog/a-post.md")).toThrow(
      "content/blog/a-post.md: image /images/blog/missing.png: expected a file at public/images/blog/missing.png",
    );
  });
});

describe("the collections in content/", () => {
  it("has the spec's counts and the issue's", () => {
    expect(c.posts.length, "content/blog/: at least 7 posts").toBeGreaterThanOrEqual(7);
    const open = c.allJobs.filter((job) => !job.closed);
    expect(open, "content/careers/: the spec's 5 open jobs (validThrough not yet past)").toHaveLength(5);
    expect(c.team, "content/team/: the spec's 6 members").toHaveLength(6);
    expect(c.services, "content/services/: the spec's 9 services").toHaveLength(9);
    expect(c.projects, "content/portfolio/: 8 projects").toHaveLength(8);
  });

  it("has unique slugs, orders and item paths", () => {
    for (const list of [c.posts, c.allJobs, c.team, c.services, c.projects])
      expect(unique(list.map((item) => item.slug))).toBe(true);
    for (const entries of [c.teamEntries, c.serviceEntries, c.projectEntries])
      expect(unique(entries.map((e) => String(e.data.order))), entries[0]?.file).toBe(true);
    expect(unique(collectionPaths())).toBe(true);
  });

  it("resolves every reference: author, category, tag, related item, project service", () => {
    const teamSlugs = new Set(c.team.map((m) => m.slug));
    const serviceSlugs = new Set(c.services.map((s) => s.slug));
    for (const e of c.postEntries) {
      expect(teamSlugs, `${e.file}: author`).toContain(e.data.author);
      expect(blogCategories, `${e.file}: category`).toContain(e.data.category);
      const post = postDetail(e.slug);
      expect(post?.authorMember.slug).toBe(e.data.author);
      expect(post?.related).toHaveLength(3);
      for (const related of post?.related ?? []) expect(postDetail(related.slug)).toBeDefined();
      for (const tag of post?.tags ?? [])
        expect(postsWithTag(tag.href.split("/").pop() ?? "")?.posts.map((p) => p.slug)).toContain(e.slug);
      expect(postsInCategory(post?.categoryHref.split("/").pop() ?? "")?.posts.map((p) => p.slug)).toContain(e.slug);
    }
    for (const e of c.projectEntries)
      for (const s of e.data.services) expect(serviceSlugs, `${e.file}: services`).toContain(s);
    for (const s of c.services) expect(serviceDetail(s.slug)).toBeDefined();
    for (const p of c.projects) expect(projectDetail(p.slug)?.services.length).toBeGreaterThan(0);
  });

  it("counts every category and tag once per post", () => {
    const { categories, tags } = blogTaxonomy();
    expect(categories.reduce((n, t) => n + t.count, 0)).toBe(c.posts.length);
    expect(tags.reduce((n, t) => n + t.count, 0)).toBe(c.postEntries.reduce((n, e) => n + e.data.tags.length, 0));
  });

  it("gives every post what the issue asks: 500+ words, headings, a list, a quote, a table or code, an image with alt text, an internal link", () => {
    for (const e of c.postEntries) {
      const html = postDetail(e.slug)?.html ?? "";
      const where = `${e.file}`;
      expect(e.words, `${where}: words`).toBeGreaterThanOrEqual(500);
      expect(html, `${where}: an h2`).toMatch(/<h2 id="/);
      expect(html, `${where}: a list`).toMatch(/<(ul|ol)>/);
      expect(html, `${where}: a quote`).toContain("<blockquote>");
      expect(html, `${where}: a table or code block`).toMatch(/<table>|<pre>/);
      expect(html, `${where}: an image with alt text`).toMatch(/<img src="[^"]+" alt="[^"]{10,}"/);
      expect(html, `${where}: an internal link`).toMatch(/<a href="\/(blog|service|team|career|portfolio)/);
      for (const [, src] of html.matchAll(/<img src="([^"]+)"/g))
        expect(() => readFileSync(`public${src}`), `${where}: ${src} is in public/`).not.toThrow();
    }
  });

  it("links internal Markdown links to pages that exist", () => {
    const paths = new Set([...collectionPaths(), ...pages.map((page) => page.path)]);
    for (const e of [...c.postEntries, ...c.teamEntries, ...c.serviceEntries, ...c.projectEntries]) {
      for (const [, href] of e.html.matchAll(/<a href="(\/[^"#]*)/g)) {
        // A figure links to its own file, which the test above finds in public/.
        if (href!.startsWith("/images/")) continue;
        expect(paths, `${e.file}: link to ${href}`).toContain(href);
      }
    }
  });

  it("builds a table of contents from the headings", () => {
    const post = postDetail(featuredSlug("blog"));
    expect(post?.toc.length).toBeGreaterThan(3);
    for (const entry of post?.toc ?? []) expect(post?.html).toContain(`id="${entry.id}"`);
  });

  it("closes a job after its validThrough, keeping its page", () => {
    const today = buildDate();
    for (const job of c.allJobs) expect(job.closed).toBe(job.validThrough < today);
    const closed = c.allJobs.filter((j) => j.closed);
    for (const job of closed) {
      expect(listJobs().map((j) => j.slug)).not.toContain(job.slug);
      expect(jobDetail(job.slug)).toBeDefined();
      expect(collectionPaths()).toContain(job.href);
    }
    expect(listJobs().length + closed.length).toBe(c.allJobs.length);
  });

  it("reads the build date from SOURCE_DATE_EPOCH for reproducible builds", () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: "1790000000" })).toBe("2026-09-21");
  });
});

describe("the spec's sample routes", () => {
  it("show the featured item of each collection, the one pages.ts names", () => {
    const rule = (path: string) => `app/content/pages.ts: the heading of ${path} must name the item it shows`;
    expect(getPage("/single-blog").heading, rule("/single-blog")).toBe(postDetail(featuredSlug("blog"))?.title);
    expect(getPage("/single-career").heading, rule("/single-career")).toBe(jobDetail(featuredSlug("careers"))?.title);
    expect(getPage("/single-team").heading, rule("/single-team")).toBe(c.team.find((m) => m.slug === featuredSlug("team"))?.name);
    expect(getPage("/single-service").heading, rule("/single-service")).toBe(serviceDetail(featuredSlug("services"))?.title);
    expect(getPage("/single-portfolio").heading, rule("/single-portfolio")).toBe(projectDetail(featuredSlug("portfolio"))?.title);
    expect(serviceDetail(featuredSlug("services"))?.video, "the spec's /single-service has a video popup").toBeDefined();
    expect(projectDetail(featuredSlug("portfolio"))?.duration, "the spec's /single-portfolio has a duration").toBe("2 Weeks");
  });

  it("has the contact form of spec §2 with the heading's typo fixed", () => {
    expect(contactForm.heading, "app/content/contact.ts: contactForm.heading, the spec's (typo fixed)").toBe("Fill the form below");
    expect(contactForm.fields.map((f) => f.name)).toContain("subject");
  });

  it("has the comment form's placeholder (spec §5) and reply promise (spec §2)", () => {
    expect(articleCommentsCopy.writeUsYourComment, "app/content/copy/blog.ts: articleCommentsCopy.writeUsYourComment, the spec's").toBe("Write us your comment");
    expect(articleCommentsCopy.weReplyToEvery, "app/content/copy/blog.ts: articleCommentsCopy.weReplyToEvery, the spec's promise").toMatch(/within 24 hours/);
  });
});
