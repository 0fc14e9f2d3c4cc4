// @vitest-environment node
/**
 * The spec's facts about the shipped sample in content/: nine services, six members, five open
 * roles, eight projects, the named titles, and what the sample posts show of the Markdown the
 * site renders. They hold for the sample only. An owner replacing the sample deletes this file
 * (with app/content/content.sample.test.ts and tests/e2e/sample-content.spec.ts); every other
 * test holds for any content.
 */
import { describe, expect, it } from "vitest";
import { getPage } from "../pages";
import { contentAdvice } from "./advice.server";
import { loadCollections } from "./load.server";
import { featuredSlug, jobDetail, listJobs, postDetail, projectDetail, serviceDetail } from "./queries.server";

/** The sample read for a fixed day: its facts do not change with the calendar. */
const at = (today: string) => loadCollections({ today });
const c = at("2026-12-01");

describe("the sample collections", () => {
  it("gives no advice in either language: a fresh clone builds without warnings", () => {
    const german = loadCollections({ today: "2026-12-01", locale: "de" });
    expect(contentAdvice(c, [german])).toEqual([]);
  });

  it("has the spec's nine services, in its order", () => {
    expect(
      c.services.map((s) => s.title),
      "content/services/*.md: title and order, the spec's nine services in its order",
    ).toEqual([
      "Customer support",
      "Project management",
      "Email marketing",
      "Human resources",
      "Accounting and finance",
      "Cyber Security",
      "Security features",
      "Integration support",
      "Currency conversion",
    ]);
  });

  it("has the spec's six members and eight projects, the first four as the spec names them", () => {
    expect(c.team).toHaveLength(6);
    expect(c.projects).toHaveLength(8);
    expect(
      c.projects.slice(0, 4).map((p) => `${p.title} (${p.category})`),
      "content/portfolio/*.md: title, category and order of the first four, as the spec names them",
    ).toEqual([
      "E-commerce System (Website)",
      "Digital Art (Branding)",
      "Creative Work (UI/UX)",
      "Development (Technology)",
    ]);
  });

  it("lists the spec's five open roles on every day until the end of 2027, and one closed role", () => {
    for (const today of ["2026-12-01", "2027-06-30", "2027-12-31"]) {
      expect(listJobs(at(today)), today).toHaveLength(5);
    }
    expect(c.jobs.filter((j) => j.closed).map((j) => j.slug)).toEqual(["finance-data-analyst"]);
  });

  it("has at least seven posts, each showing what the Markdown renders: headings, lists, quotes, tables or code, figures with alt text, links", () => {
    expect(c.posts.length).toBeGreaterThanOrEqual(7);
    for (const e of c.entries.blog) {
      const html = postDetail(e.slug, c)?.html ?? "";
      expect(e.words, `${e.file}: words`).toBeGreaterThanOrEqual(500);
      expect(html, `${e.file}: a list`).toMatch(/<(ul|ol)>/);
      expect(html, `${e.file}: a quote`).toContain("<blockquote>");
      expect(html, `${e.file}: a table or code block`).toMatch(/<table>|<pre>/);
      expect(html, `${e.file}: an image with alt text`).toMatch(/<img src="[^"]+" alt="[^"]{10,}"/);
      expect(html, `${e.file}: an internal link`).toMatch(/<a href="\/(blog|service|team|career|portfolio)/);
    }
  });

  it("shows on each sample route the item pages.ts names", () => {
    const rule = (path: string) => `app/content/pages.ts: the heading of ${path} must name the item it shows`;
    expect(getPage("/single-blog").heading, rule("/single-blog")).toBe(postDetail(featuredSlug("blog", c), c)?.title);
    expect(getPage("/single-career").heading, rule("/single-career")).toBe(jobDetail(featuredSlug("careers", c), c)?.title);
    expect(getPage("/single-team").heading, rule("/single-team")).toBe(c.team.find((m) => m.slug === featuredSlug("team", c))?.name);
    expect(getPage("/single-service").heading, rule("/single-service")).toBe(serviceDetail(featuredSlug("services", c), c)?.title);
    expect(getPage("/single-portfolio").heading, rule("/single-portfolio")).toBe(projectDetail(featuredSlug("portfolio", c), c)?.title);
    expect(serviceDetail(featuredSlug("services", c), c)?.video, "the spec's /single-service has a video popup").toBeDefined();
    expect(projectDetail(featuredSlug("portfolio", c), c)?.duration, "the spec's /single-portfolio has a duration").toBe("2 Weeks");
    const featured = postDetail(featuredSlug("blog", c), c)!;
    expect(featured.toc.length, "the featured post has a contents list").toBeGreaterThan(3);
  });
});
