// @vitest-environment node
import { matchRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import routes from "~/routes";
import { categoryPalettes, coverPalette } from "../covers";
import { drawnPortrait } from "../portraits";
import { buildDate, loadCollections, loadEveryLanguage, parseEntry } from "./load.server";
import { collectionSitemap, feedPosts } from "./outputs.server";
import {
  blogSidebar,
  blogTaxonomy,
  collectionPaths,
  jobDetail,
  listJobs,
  listProjects,
  listPosts,
  listTeam,
  postDetail,
  postsWithTag,
  TERM_PAGE_SIZE,
  termPages,
} from "./queries.server";
import { baseFiles, fixtureProject, fixtures, problemsOf } from "./testing/fixture-project";

const validPost = fixtures.post("A post", "2026-01-05");

describe("frontmatter", () => {
  it("accepts a valid file", () => {
    expect(parseEntry("blog", "content/blog/a-post.md", validPost).data.title).toBe("A post");
  });

  it("keeps a number and its currency or percent sign together in the words a reader sees", () => {
    const post = validPost
      .replace(/^title: .*$/m, 'title: "Checkout up 18 % in 6 weeks"')
      .replace(/^description: .*$/m, 'description: "Costs cut by 8.000 € a month, and 20 percent of it in tools."');
    const { data } = parseEntry("blog", "content/blog/a-post.md", post);
    expect(data.title).toBe("Checkout up 18\u00a0% in 6 weeks");
    expect(data.description).toBe("Costs cut by 8.000\u00a0€ a month, and 20 percent of it in tools.");
  });

  it("names the file, the field and what was expected when a field is missing", () => {
    expect(() => parseEntry("blog", "content/blog/a-post.md", validPost.replace(/^date: .*\n/m, ""))).toThrow(
      /content\/blog\/a-post\.md: field "date": missing \(the field: publication date, YYYY-MM-DD/,
    );
  });

  it("names each wrongly typed field and what it is for", () => {
    const broken = validPost.replace('title: "A post"', "title: 42").replace(/tags:\n {2}- Budgeting/, "tags: Budgeting");
    const message = (() => {
      try {
        parseEntry("blog", "content/blog/a-post.md", broken);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/content\/blog\/a-post\.md: field "title": expected string, received number: .* \(the field: the headline/);
    expect(message).toMatch(/content\/blog\/a-post\.md: field "tags": expected array, received string/);
  });

  it("refuses a post updated before it was published", () => {
    expect(problemsOf({ "content/blog/a-post.md": fixtures.post("A post", "2026-03-10", "updated: 2026-03-01\n") })).toEqual([
      'content/blog/a-post.md: field "updated": 2026-03-01 is before the post\'s date, 2026-03-10: write the day of the last real change, or leave updated out',
    ]);
    expect(problemsOf({ "content/blog/a-post.md": fixtures.post("A post", "2026-03-10", "updated: 2026-03-10\n") })).toEqual([]);
  });

  it("says what to write instead when a value reads as meant to a person but not to YAML", () => {
    const post = (replace: (file: string) => string) => ({ "content/blog/a-post.md": replace(validPost) });
    const hint = (files: Record<string, string>) => problemsOf(files).map((line) => line.replace(/ \(the field: .*\)$/, ""));
    expect(hint(post((f) => f.replace('title: "A post"', "title: 2026")))).toEqual([
      'content/blog/a-post.md: field "title": expected string, received number: YAML reads 2026 as a number; to keep it as text, write it in quotes: title: "2026"',
    ]);
    expect(hint(post((f) => f.replace(/tags:\n {2}- Budgeting/, "tags: Budgeting, Cash flow")))).toEqual([
      'content/blog/a-post.md: field "tags": expected array, received string: write a list: tags: [Budgeting, Cash flow], or each item on its own line under tags:, starting with "- "',
    ]);
    expect(hint(post((f) => f.replace("category: Finance", "category: finance")))).toEqual([
      expect.stringMatching(/field "category": expected one of .*: write it as "Finance"$/),
    ]);
    expect(hint(post((f) => f.replace("date: 2026-01-05", "date: 5.1.2026")))).toEqual([
      'content/blog/a-post.md: field "date": expected a calendar date, YYYY-MM-DD: write it year first: date: 2026-01-05',
    ]);
    expect(hint(post((f) => f.replace("date: 2026-01-05", "date: 2026-01-05T10:00Z")))).toEqual([
      'content/blog/a-post.md: field "date": expected a calendar date, YYYY-MM-DD: write the date only, without a time: date: 2026-01-05',
    ]);
    expect(hint(post((f) => f.replace("date: 2026-01-05", "date: 2026-1-5")))).toEqual([
      'content/blog/a-post.md: field "date": expected a calendar date, YYYY-MM-DD: write the month and day with two digits: date: 2026-01-05',
    ]);
    expect(hint(post((f) => f.replace("tags:", "featured: yes\ntags:")))).toEqual([
      'content/blog/a-post.md: field "featured": expected boolean, received string: write true or false',
    ]);
    expect(hint(post((f) => f.replace('title: "A post"', "title:")))).toEqual([
      'content/blog/a-post.md: field "title": expected string, received null: the value is empty: write one, or leave the line out',
    ]);
    const job = fixtures.job("Bookkeeper", "2027-06-30");
    const block = job.replace(/^salary: .*$/m, "salary:\n  min: 40,000\n  max: 50000\n  currency: GBP\n  unit: YEAR");
    expect(hint({ "content/careers/open-role.md": block })).toEqual([
      'content/careers/open-role.md: field "salary.min": expected number, received string: write the number in digits only, without separators: min: 40000',
    ]);
    expect(hint({ "content/careers/open-role.md": job.replace("min: 40000", "min: 40,000") })).toEqual([
      expect.stringMatching(/field "salary\.0": .*a comma separates fields, so write numbers without separators/),
    ]);
    // A reference written as the person's name, not their file's.
    expect(hint(post((f) => f.replace("author: ada-lovelace", "author: Ada Lovelace")))).toEqual([
      'content/blog/a-post.md: field "author": expected a file name without .md, like my-item: write the file\'s name: author: ada-lovelace',
    ]);
    // An empty list is neither the list nor its absence.
    expect(hint(post((f) => f.replace(/tags:\n {2}- Budgeting/, "tags: []")))).toEqual([
      'content/blog/a-post.md: field "tags": the list is empty: write at least one item, or leave the line out',
    ]);
  });

  it("says what went wrong with YAML pasted from a word processor or a web page", () => {
    const yamlError = (frontmatter: string) => {
      try {
        parseEntry("blog", "content/blog/a-post.md", `---\n${frontmatter}\n---\n\nText.\n`);
      } catch (error) {
        return (error as Error).message.split("\n").at(-1);
      }
    };
    expect(yamlError("title: \u201cBudgets: a guide\u201d")).toMatch(/^Write straight quotes \("\) around a text, not curly ones/);
    expect(yamlError("title: A post\ntags:\n\t- Tax")).toMatch(/^Indent with spaces, not tabs/);
    expect(yamlError("title: A post\ntags:\n\u00a0\u00a0- Tax")).toMatch(/^A line has a non-breaking space/);
    expect(yamlError("title: A post\ntags: [Tax]\ntags: [Cash]")).toMatch(/^A field is written twice/);
    expect(yamlError("title: Budgets: a guide")).toMatch(/^Write a text value in double quotes when it has ": "/);
  });

  it("refuses a salary currency that is not an ISO 4217 code, naming it, instead of failing to format it", () => {
    const job = fixtures.job("Bookkeeper", "2027-06-30").replace("currency: GBP", "currency: US$");
    expect(problemsOf({ "content/careers/open-role.md": job })).toEqual([
      'content/careers/open-role.md: field "salary.currency": "US$" is not a currency code: three capitals of ISO 4217, like USD, EUR, GBP',
    ]);
    expect(problemsOf({ "content/careers/open-role.md": job.replace("US$", "EUR") })).toEqual([]);
  });

  it("says the period of an hourly or monthly salary, in the page's language; a year's pay reads as before", () => {
    const job = fixtures.job("Bookkeeper", "2027-06-30");
    const salaries = (unit: string, currency: string, min: number, max: number, locale?: "de") =>
      loadCollections({
        projectRoot: fixtureProject({
          "content/careers/open-role.md": job.replace(
            /^salary: .*$/m,
            `salary: { min: ${min}, max: ${max}, currency: ${currency}, unit: ${unit} }`,
          ),
        }),
        today: "2026-06-01",
        ...(locale && { locale }),
      })
        .jobs.filter((j) => j.slug === "open-role")
        .map((j) => j.salary);
    expect(salaries("HOUR", "EUR", 28, 35)).toEqual(["€28 – €35 per hour"]);
    expect(salaries("HOUR", "EUR", 28, 35, "de")).toEqual(["28\u00a0€ – 35\u00a0€ pro Stunde"]);
    expect(salaries("MONTH", "GBP", 4000, 5000)).toEqual(["£4K – £5K per month"]);
    expect(salaries("YEAR", "USD", 100000, 120000)).toEqual(["$100K – $120K"]);
  });

  it("names a field the collection does not have", () => {
    expect(() => parseEntry("blog", "content/blog/a-post.md", validPost.replace("---\n\n", "colour: red\n---\n\n"))).toThrow(
      /field "colour": not a field of blog files/,
    );
  });

  it("lists the allowed values of a category and the palettes of a cover", () => {
    const broken = validPost
      .replace("category: Finance", "category: Gardening")
      .replace("---\n\n", "cover: cover-gardening-1\n---\n\n");
    expect(() => parseEntry("blog", "content/blog/a-post.md", broken)).toThrow(
      /field "category": expected one of "Business"\|"Technology"\|"Finance"\|"Marketing"\|"Management"[\s\S]*field "cover": expected a photo, \/media\/<file> \(in content\/media\/\), or a drawn cover's name like cover-finance-1: a word, then one of finance, business, .*uiux/,
    );
  });

  it("reads a file as Windows editors save it: a byte-order mark, CRLF lines, spaces after a ---", () => {
    const windows = `\uFEFF${validPost.replace(/^---$/gm, "---  ")}`.replace(/\n/g, "\r\n");
    const entry = parseEntry("blog", "content/blog/a-post.md", windows);
    expect(entry.data.title).toBe("A post");
    expect(entry.html).not.toMatch(/\uFEFF|---/);
    // Blank lines before the first --- too (pasted from elsewhere).
    expect(parseEntry("blog", "content/blog/a-post.md", `\n\n${validPost}`).data.title).toBe("A post");
  });

  it("says so when the frontmatter is missing or never closed, instead of listing every field as missing", () => {
    const body = validPost.replace(/^---\n[\s\S]*?\n---\n/, "");
    expect(problemsOf({ "content/blog/a-post.md": `# A post\n\n${body}` })).toEqual([
      "content/blog/a-post.md: no frontmatter: the file begins with a line of three dashes (---), then its fields (title: …), then another --- line, then the text",
    ]);
    const unclosed = validPost.replace(/\n---\n/, "\n\n");
    expect(problemsOf({ "content/blog/a-post.md": unclosed })).toEqual([
      "content/blog/a-post.md: the frontmatter has no closing --- line after its fields",
    ]);
  });

  it("refuses a file name that is not a slug, and YAML it cannot read", () => {
    expect(() => parseEntry("blog", "content/blog/My Post.md", validPost)).toThrow(
      /the file name must be a slug: .*; rename it to my-post\.md$/,
    );
    expect(() => parseEntry("blog", "content/blog/Über die Steuer.md", validPost)).toThrow(/rename it to uber-die-steuer\.md$/);
    expect(() => parseEntry("blog", "content/blog/a-post.md", "---\ntitle: [\n---\n")).toThrow(/cannot read the frontmatter/);
    // The commonest slip, a colon in an unquoted title: the line, and how to write it.
    expect(() =>
      parseEntry("blog", "content/blog/a-post.md", validPost.replace('title: "A post"', "title: Budgets: a guide")),
    ).toThrow(/at line 2, column 8 of the file:\n\ntitle: Budgets: a guide\n *\^\nWrite a text value in double quotes when it has ": "/);
  });
});

describe("errors across content/", () => {
  it("reports every broken file at once, each with its file and field", () => {
    const problems = problemsOf({
      "content/blog/first-post.md": validPost.replace(/^date: .*\n/m, ""),
      "content/team/ben-okri.md": fixtures.member("Ben Okri", 2).replace(/^email: .*$/m, "email: not-an-address"),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/blog\/first-post\.md: field "date": missing/),
      expect.stringMatching(/^content\/team\/ben-okri\.md: field "email": expected an email address/),
    ]);
  });

  it("lists every problem of one file at once: its images and its fields", () => {
    const body = "## Photos\n\n![The office](/media/blog/office.jpg)\n\n![The team](media/blog/team.jpg)\n";
    const post = fixtures.post("Photos", "2026-03-01", "", body).replace(/tags:\n {2}- \w+/, "tags: Budgeting, Payroll");
    expect(problemsOf({ "content/blog/first-post.md": post }).map((line) => line.replace(/ \(the field: .*\)$/, ""))).toEqual([
      expect.stringMatching(/^content\/blog\/first-post\.md: field "tags": expected array, received string/),
      expect.stringMatching(/^content\/blog\/first-post\.md: image \/media\/blog\/office\.jpg: /),
      expect.stringMatching(/^content\/blog\/first-post\.md: image media\/blog\/team\.jpg: pictures are files of the site/),
    ]);
  });

  it("refuses an author who is not in content/team/ and a service that does not exist", () => {
    expect(
      problemsOf({
        "content/blog/first-post.md": validPost.replace("author: ada-lovelace", "author: nobody"),
        "content/portfolio/corner-shop.md": fixtureProjectFile().replace("services: [bookkeeping]", "services: [bookkeeping, gardening]"),
      }),
    ).toEqual([
      'content/portfolio/corner-shop.md: field "services": "gardening" is not a service: no file content/services/gardening.md',
      'content/blog/first-post.md: field "author": "nobody" is not a team member: no file content/team/nobody.md',
    ]);
  });

  it("reports a broken author's or service's own file, not the posts and projects naming it as missing", () => {
    expect(
      problemsOf({
        "content/team/ada-lovelace.md": fixtures.member("Ada Lovelace", 1).replace(/^order: .*$/m, "order: 1.5"),
        "content/services/bookkeeping.md": fixtures.service("Bookkeeping", 1).replace(/^icon: .*$/m, "icon: no-such-icon"),
      }),
    ).toEqual([
      expect.stringMatching(/^content\/team\/ada-lovelace\.md: field "order": expected int/),
      expect.stringMatching(/^content\/services\/bookkeeping\.md: field "icon": expected one of/),
    ]);
  });

  it("refuses a link that would run code (javascript:, data:, vbscript:), however it is written", () => {
    const body = fixtures.post(
      "Links",
      "2026-03-01",
      "",
      "## Links\n\n[a](javascript:alert(1)) [b](JaVaScRiPt:alert(2)) [c](&#106;avascript:alert(3)) [d](data:text/html,hi) [e](vbscript:x) <javascript:alert(4)> [ok](https://example.com) [mail](mailto:hi@example.com) [call](tel:+4930123)\n",
    );
    expect(problemsOf({ "content/blog/links.md": body })).toEqual(
      ["javascript:alert(1)", "JaVaScRiPt:alert(2)", "javascript:alert(3)", "data:text/html,hi", "vbscript:x", "javascript:alert(4)"].map(
        (link) =>
          `content/blog/links.md: the link ${link} is not an address a reader can follow: link a page of the site, an https:// address, or a mailto: or tel: one`,
      ),
    );
  });

  it("refuses a profile or project address that is not a web page", () => {
    const member = fixtures.member("Ben Okri", 2, "socials:\n  linkedin: javascript:alert(1)\n  x: https://x.com/ben\n");
    expect(problemsOf({ "content/team/ben-okri.md": member })).toEqual([
      expect.stringMatching(/^content\/team\/ben-okri\.md: field "socials\.linkedin": expected a web address starting with https:\/\//),
    ]);
  });

  it("refuses a link to a page of the site that does not exist, and follows no other site", () => {
    const body = (links: string) => fixtures.post("Links", "2026-03-01", "", `## Links\n\n${links}\n`);
    expect(
      problemsOf({
        "content/blog/links.md": body(
          "[a](/blog/no-such-post) [b](/pricing) [c](/blog/first-post#a-heading) [d](https://example.com/nowhere) [e](/rss.xml) [f](/images/chart.svg) [g](mailto:hello@example.com)",
        ),
      }),
    ).toEqual([
      "content/blog/links.md: links to /blog/no-such-post, which is not a page of the site (nor a file in public/)",
    ]);
    // A link to the Markdown file, as GitHub writes them: the page to link instead.
    expect(problemsOf({ "content/blog/links.md": body("[a](./first-post.md) [b](/blog/second-post.md)") })).toEqual([
      "content/blog/links.md: links to ./first-post.md, the file: link its page, /blog/first-post",
      "content/blog/links.md: links to /blog/second-post.md, the file: link its page, /blog/second-post",
    ]);
  });

  it("knows which pages exist: a closed role's page and its application page do, so a role closing breaks no link", () => {
    expect(
      problemsOf({
        "content/blog/links.md": fixtures.post("Links", "2026-03-01", "", "## Links\n\n[a](/career/old-role) [b](/career/open-role/apply) [c](/career/old-role/apply) [d](/career/no-role/apply)\n"),
      }),
    ).toEqual([
      "content/blog/links.md: links to /career/no-role/apply, which is not a page of the site (nor a file in public/)",
    ]);
  });

  it("refuses an image without alt text and a drawing that is not in public/", () => {
    expect(
      problemsOf({
        "content/blog/pictures.md": fixtures.post("Pictures", "2026-03-01", "", "## Pictures\n\n![](/images/chart.svg)\n"),
        "content/blog/missing.md": fixtures.post("Missing", "2026-03-02", "", "## Pictures\n\n![A chart](/images/gone.svg)\n"),
      }),
    ).toEqual([
      "content/blog/missing.md: image /images/gone.svg: expected a file at public/images/gone.svg",
      "content/blog/pictures.md: image /images/chart.svg has no alt text: write what it shows, ![what it shows](/images/chart.svg)",
    ]);
  });

  it("needs at least one file in each collection", () => {
    expect(problemsOf({ "content/services/bookkeeping.md": null, "content/services/payroll-help.md": null })).toContain(
      "content/services/: no Markdown files: each collection needs at least one (its sample route shows it)",
    );
  });
});

function fixtureProjectFile() {
  return `---
title: "Corner Shop"
description: "A shop's books moved from paper to Finlo in a week, with the owner's evenings back."
client: "The Corner Shop"
category: Website
tags: [Website]
order: 1
year: 2026
services: [bookkeeping]
results:
  - { label: "Evenings back each month", value: "4" }
---

Paper to Finlo.
`;
}

describe("every language at once (npm run content:check)", () => {
  const translation = (title: string) => `---\ntitle: "${title}"\n---\n\n## Eine Überschrift\n\nEinige Worte.\n`;

  it("reads each language's translations over the English files", () => {
    const { english, translated } = loadEveryLanguage({
      projectRoot: fixtureProject({ "content/de/blog/first-post.md": translation("Der erste Beitrag") }),
      today: "2026-06-01",
    });
    expect(english.posts.find((p) => p.slug === "first-post")?.title).toBe("The first post");
    expect(translated.map((c) => c.locale)).toEqual(["de"]);
    expect(translated[0]!.posts.find((p) => p.slug === "first-post")?.title).toBe("Der erste Beitrag");
  });

  it("shows the English text of a translation that has none yet, marked as English, and says what is left", () => {
    const { translated } = loadEveryLanguage({
      projectRoot: fixtureProject({
        "content/de/blog/first-post.md": `---\ntitle: "Der erste Beitrag"\n---\n`,
        "content/de/blog/second-post.md": "---\n---\n\n## Zahlen\n\nEinige Worte.\n",
      }),
      today: "2026-06-01",
    });
    const german = translated[0]!;
    const titleOnly = postDetail("first-post", german)!;
    expect(titleOnly.title).toBe("Der erste Beitrag");
    expect(titleOnly.html).toContain("Some words.");
    expect(titleOnly.htmlLang).toBe("en");
    const textOnly = postDetail("second-post", german)!;
    expect(textOnly.html).toContain("Einige Worte.");
    expect(textOnly.htmlLang).toBeUndefined();
    expect(german.bySlug.blog.get("first-post")!.untranslated).toEqual(["description", "tags", "the text"]);
    expect(german.bySlug.blog.get("second-post")!.untranslated).toEqual(["title", "description", "tags"]);
    // The German feed carries the text the German page shows, not the translation's empty one.
    const feed = new Map(feedPosts("https://finlo.example", german).map((post) => [post.slug, post.html]));
    expect(feed.get("first-post")).toContain("Some words.");
    expect(feed.get("second-post")).toContain("Einige Worte.");
  });

  it("leads an English text's links on a German page, and a translation's, to the German pages", () => {
    const { english, translated } = loadEveryLanguage({
      projectRoot: fixtureProject({
        // second-post links /blog/first-post, /service/, ../../career and an image; no translation.
        "content/de/blog/first-post.md":
          "---\ntitle: \"Der erste Beitrag\"\n---\n\n## Eine Überschrift\n\nSiehe [den zweiten](/blog/second-post), [die Preise](/de/pricing) und [RSS](/rss.xml).\n",
      }),
      today: "2026-06-01",
    });
    const german = translated[0]!;
    const hrefs = (html: string) => [...html.matchAll(/ href="([^"#]+)"/g)].map((m) => m[1]);
    expect(hrefs(postDetail("second-post", german)!.html)).toEqual(["/de/blog/first-post", "/de/service/", "../../career"]);
    expect(postDetail("second-post", german)!.html).toContain('src="/images/chart.svg"');
    expect(hrefs(postDetail("first-post", german)!.html)).toEqual(["/de/blog/second-post", "/de/pricing", "/rss.xml"]);
    // The English pages keep the addresses as written.
    expect(hrefs(postDetail("second-post", english)!.html)).toEqual(["/blog/first-post", "/service/", "../../career"]);
  });

  it("names a broken translation's file and field, as the build does", () => {
    const files = { "content/de/blog/first-post.md": translation("Der erste Beitrag").replace("title:", "titel:") };
    expect(() => loadEveryLanguage({ projectRoot: fixtureProject(files), today: "2026-06-01" })).toThrow(
      /content\/de\/blog\/first-post\.md: field "titel": not a field of blog files/,
    );
  });

  it("lists a broken English file's problems and another file's broken translation together, each once", () => {
    const files = {
      "content/blog/first-post.md": fixtures.post("The first post", "2026-01-10").replace("author:", "writer:"),
      "content/de/blog/second-post.md": translation("Der zweite Beitrag").replace("title:", "titel:"),
    };
    let problems: string[] = [];
    try {
      loadEveryLanguage({ projectRoot: fixtureProject(files), today: "2026-06-01" });
    } catch (error) {
      problems = (error as Error).message.split("\n").slice(1).map((line) => line.trim());
    }
    expect(problems.filter((p) => p.startsWith("content/blog/first-post.md"))).toEqual([
      expect.stringContaining('field "author": missing'),
      expect.stringContaining('field "writer": not a field'),
    ]);
    expect(problems.filter((p) => p.startsWith("content/de/blog/second-post.md"))).toEqual([
      expect.stringContaining('field "titel": not a field of blog files'),
    ]);
    expect(problems).toHaveLength(3);
  });
});

describe("the dev server with a broken file (keepGoing)", () => {
  it("shows the rest of the site and lists what the build would refuse", () => {
    const files = {
      "content/blog/first-post.md": fixtures.post("The first post", "2026-01-10").replace("author:", "writer:"),
    };
    const project = fixtureProject(files);
    expect(() => loadCollections({ projectRoot: project, today: "2026-06-01" })).toThrow(/writer/);
    const c = loadCollections({ projectRoot: project, today: "2026-06-01", drafts: true, keepGoing: true });
    expect(listPosts(c).map((p) => p.slug)).toEqual(["second-post"]);
    expect(c.problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      "content/blog/first-post.md author",
      "content/blog/first-post.md writer",
    ]);
    expect(loadCollections({ projectRoot: fixtureProject({}), today: "2026-06-01" }).problems).toEqual([]);
  });
});

describe("drafts and scheduled posts", () => {
  const translation = `---\ntitle: "Bald"\n---\n\n## Eine Überschrift\n\nEinige Worte.\n`;
  const files = {
    "content/blog/coming-soon.md": fixtures.post("Coming soon", "2026-07-01"),
    "content/blog/half-written.md": fixtures.post("Half written", "2026-05-01", "draft: true\n"),
    "content/de/blog/half-written.md": translation,
    "content/team/new-hire.md": fixtures.member("New Hire", 3, "draft: true\n"),
    "content/services/payroll-help.md": fixtures.service("Payroll help", 2).replace("---\n\n", "draft: true\n---\n\n"),
    "content/careers/open-role.md": fixtures.job("Bookkeeper", "2027-06-30").replace("---\n\n", "draft: true\n---\n\n"),
    "content/portfolio/corner-shop.md": baseFiles["content/portfolio/corner-shop.md"]!.replace("order: 1\n", "order: 1\ndraft: true\n"),
  };
  const project = fixtureProject(files);

  it("publishes neither a draft nor a post dated after the build's day: no page, list entry or path", () => {
    const c = loadCollections({ projectRoot: project, today: "2026-06-01" });
    expect(listPosts(c).map((p) => p.slug)).toEqual(["second-post", "first-post"]);
    expect(listTeam(c).map((m) => m.slug)).toEqual(["ada-lovelace", "ben-okri"]);
    expect(c.services.map((s) => s.slug)).toEqual(["bookkeeping"]);
    expect(listJobs(c).map((j) => j.slug)).toEqual([]);
    expect(listProjects(c)).toEqual([]);
    const paths = collectionPaths(c);
    for (const slug of ["coming-soon", "half-written", "new-hire", "payroll-help", "open-role", "corner-shop"])
      expect(paths.filter((path) => path.includes(slug)), slug).toEqual([]);
    expect(c.unpublished).toEqual([
      { file: "content/blog/coming-soon.md", path: "/blog/coming-soon", reason: "scheduled", date: "2026-07-01" },
      { file: "content/blog/half-written.md", path: "/blog/half-written", reason: "draft" },
      { file: "content/careers/open-role.md", path: "/career/open-role", reason: "draft" },
      { file: "content/team/new-hire.md", path: "/team/new-hire", reason: "draft" },
      { file: "content/services/payroll-help.md", path: "/service/payroll-help", reason: "draft" },
      { file: "content/portfolio/corner-shop.md", path: "/portfolio/corner-shop", reason: "draft" },
    ]);
  });

  it("publishes a scheduled post with the first build on its day, in every language", () => {
    const { english, translated } = loadEveryLanguage({ projectRoot: project, today: "2026-07-01" });
    expect(listPosts(english).map((p) => p.slug)).toEqual(["coming-soon", "second-post", "first-post"]);
    expect(listPosts(translated[0]!).map((p) => p.href)).toContain("/de/blog/coming-soon");
    // A draft's translation waits with it, without being taken for a translation of nothing.
    expect(listPosts(translated[0]!).map((p) => p.slug)).not.toContain("half-written");
    expect(translated[0]!.translations.orphans).toEqual([]);
  });

  it("shows everything in npm run dev, so an editor can preview it", () => {
    const c = loadCollections({ projectRoot: project, today: "2026-06-01", drafts: true });
    expect(listPosts(c).map((p) => p.slug)).toEqual(["coming-soon", "half-written", "second-post", "first-post"]);
    expect(c.unpublished).toEqual([]);
    // Each previewed page says what keeps it off the built site (app/components/layout/preview-notice.tsx).
    expect(c.previewed.map((p) => [p.path, p.reason, p.date])).toEqual([
      ["/blog/coming-soon", "scheduled", "2026-07-01"],
      ["/blog/half-written", "draft", undefined],
      ["/career/open-role", "draft", undefined],
      ["/team/new-hire", "draft", undefined],
      ["/service/payroll-help", "draft", undefined],
      ["/portfolio/corner-shop", "draft", undefined],
    ]);
    expect(loadCollections({ projectRoot: project, today: "2026-06-01" }).previewed).toEqual([]);
  });

  it("says why a link, an author or a service names an unpublished item", () => {
    expect(
      problemsOf({
        ...files,
        "content/blog/first-post.md": fixtures.post("The first post", "2026-01-10", "", "## Soon\n\nSee [what is coming](/de/blog/coming-soon).\n"),
        "content/blog/second-post.md": fixtures.post("The second post", "2026-02-10").replace("author: ada-lovelace", "author: new-hire"),
        "content/portfolio/corner-shop.md": baseFiles["content/portfolio/corner-shop.md"]!.replace("[bookkeeping]", "[bookkeeping, payroll-help]"),
      }),
    ).toEqual([
      'content/portfolio/corner-shop.md: field "services": "payroll-help" is a draft (content/services/payroll-help.md has draft: true): publish it, or leave it out of the list',
      'content/blog/second-post.md: field "author": "new-hire" is a draft (content/team/new-hire.md has draft: true): publish them, or name another author',
      "content/blog/first-post.md: links to /de/blog/coming-soon, which is not published until 2026-07-01 (content/blog/coming-soon.md is dated then): the link would lead nowhere until it is published",
    ]);
  });
});

describe("a site every route of which still has a page", () => {
  it("builds with every role closed and every post on /blog: each route with a loader keeps a page", () => {
    // React Router stops a build whose route has a loader and no page: the application pages and
    // /blog/page/<n> have pages whatever the content (a closed role's says so; page 1 is /blog's).
    const c = loadCollections({ projectRoot: fixtureProject(), today: "2030-01-01" });
    expect(c.jobs.every((job) => job.closed)).toBe(true);
    expect(c.posts.length).toBeLessThanOrEqual(3);
    const paths = collectionPaths(c);
    expect(paths.filter((path) => path.endsWith("/apply"))).toEqual(c.jobs.map((job) => `${job.href}/apply`));
    expect(paths.filter((path) => path.startsWith("/blog/page/"))).toEqual(["/blog/page/1"]);
  });

  it("shows an open role on /single-career while there is one, even when the featured role has closed", () => {
    const files = {
      "content/careers/open-role.md": fixtures.job("Bookkeeper", "2027-06-30").replace("---\n\n", "featured: true\n---\n\n"),
      "content/careers/later-role.md": fixtures.job("Payroll lead", "2028-06-30"),
    };
    const project = fixtureProject(files);
    expect(loadCollections({ projectRoot: project, today: "2027-01-01" }).featured.careers).toBe("open-role");
    expect(loadCollections({ projectRoot: project, today: "2027-07-01" }).featured.careers).toBe("later-role");
    // With none open, the featured one still (its page says it is closed).
    expect(loadCollections({ projectRoot: project, today: "2029-01-01" }).featured.careers).toBe("open-role");
  });
});

describe("a category without posts", () => {
  it("has no page and is not in the sidebar, so no page links to a 404", () => {
    // The fixture's posts are all in Finance: the other four categories are empty.
    const c = loadCollections({ projectRoot: fixtureProject(), today: "2026-06-01" });
    const pages = collectionPaths(c).filter((path) => path.startsWith("/blog/category/"));
    expect(pages).toEqual(["/blog/category/finance"]);
    expect(blogSidebar([], 3, c).categories.map((t) => t.href)).toEqual(pages);
  });
});

describe("tags as owners write them", () => {
  const tagged = (title: string, date: string, tags: string[]) =>
    fixtures.post(title, date).replace("tags:\n  - Budgeting\n", `tags:\n${tags.map((t) => `  - "${t}"\n`).join("")}`);

  it("are one tag, page and count when spelled differently with one address, named as most posts spell it (on a tie, the newest)", () => {
    const c = loadCollections({
      projectRoot: fixtureProject({
        "content/blog/first-post.md": tagged("The first post", "2026-01-10", ["CRM", "Tax & Legal"]),
        "content/blog/second-post.md": tagged("The second post", "2026-02-10", ["crm", "CRM"]),
        "content/blog/third-post.md": tagged("The third post", "2026-03-10", ["CRM", "tax & legal"]),
      }),
      today: "2026-06-01",
    });
    const tags = blogTaxonomy(c).tags.map((t) => [t.name, t.href, t.count]);
    expect(tags).toEqual([
      ["CRM", "/blog/tag/crm", 3],
      ["tax & legal", "/blog/tag/tax-legal", 2],
    ]);
    expect(postsWithTag("crm", c)?.posts.map((p) => p.slug)).toEqual(["third-post", "second-post", "first-post"]);
    expect(postsWithTag("tax-legal", c)?.posts.map((p) => p.slug)).toEqual(["third-post", "first-post"]);
    // The post lists each tag once, as its page names it, and shares both with the first post.
    expect(postDetail("third-post", c)!.tags).toEqual([
      { name: "CRM", href: "/blog/tag/crm" },
      { name: "tax & legal", href: "/blog/tag/tax-legal" },
    ]);
    expect(postDetail("second-post", c)!.tags).toEqual([{ name: "CRM", href: "/blog/tag/crm" }]);
    expect(collectionPaths(c).filter((path) => path.startsWith("/blog/tag/"))).toEqual(["/blog/tag/crm", "/blog/tag/tax-legal"]);
  });

  it("continue on numbered pages past a page's worth of posts, each page in the sitemap", () => {
    const many = Object.fromEntries(
      Array.from({ length: TERM_PAGE_SIZE * 2 + 1 }, (_, i) => [
        `content/blog/post-${i + 1}.md`,
        tagged(`Post ${i + 1}`, `2026-0${1 + (i % 9)}-${String(10 + (i % 18)).padStart(2, "0")}`, ["CRM"]),
      ]),
    );
    const c = loadCollections({ projectRoot: fixtureProject(many), today: "2026-12-01" });
    const crm = collectionPaths(c).filter((path) => path.startsWith("/blog/tag/crm"));
    expect(crm).toEqual(["/blog/tag/crm", "/blog/tag/crm/page/2", "/blog/tag/crm/page/3"]);
    // Every post is on exactly one page, newest first across the pages.
    const pages = termPages(c).filter((page) => page.path.startsWith("/blog/tag/crm"));
    expect(pages.map((page) => page.posts.length)).toEqual([TERM_PAGE_SIZE, TERM_PAGE_SIZE, 1]);
    expect(pages.flatMap((page) => page.posts.map((p) => p.slug))).toEqual(postsWithTag("crm", c)!.posts.map((p) => p.slug));
    // The category all these posts are in (the fixture's Finance) is paged the same way.
    expect(collectionPaths(c).filter((path) => path.startsWith("/blog/category/"))).toEqual([
      "/blog/category/finance",
      "/blog/category/finance/page/2",
      "/blog/category/finance/page/3",
    ]);
    const sitemap = collectionSitemap(c).map((item) => item.path);
    for (const path of crm) expect(sitemap).toContain(path);
    // Each is an address of the tag's route (the build prerenders it), in each language.
    const table = routes.map((r) => ({ id: r.id ?? r.file, path: r.path, index: r.index }));
    const routeOf = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;
    expect([...crm, "/de/blog/tag/crm/page/2"].map(routeOf)).toEqual(["blog-tag", "blog-tag", "blog-tag", "de/blog-tag"]);
    expect(routeOf("/blog/category/finance/page/2")).toBe("blog-category");
  });

  it("gives C, C++ and C# pages of their own", () => {
    const c = loadCollections({
      projectRoot: fixtureProject({
        "content/blog/first-post.md": tagged("The first post", "2026-01-10", ["C++", "C#"]),
        "content/blog/second-post.md": tagged("The second post", "2026-02-10", ["C", "Google+", "#1 tip"]),
      }),
      today: "2026-06-01",
    });
    expect(blogTaxonomy(c).tags.map((t) => [t.name, t.href])).toEqual([
      ["#1 tip", "/blog/tag/1-tip"],
      ["C", "/blog/tag/c"],
      ["C#", "/blog/tag/c-sharp"],
      ["C++", "/blog/tag/c-plus-plus"],
      ["Google+", "/blog/tag/google-plus"],
    ]);
  });

  it("refuses a tag without a letter or digit, which could have no page, naming the file and the tag", () => {
    expect(problemsOf({ "content/blog/first-post.md": tagged("The first post", "2026-01-10", ["Launch", "🚀"]) })).toEqual([
      'content/blog/first-post.md: field "tags (item 2)": "🚀" has no letter or digit, so it cannot have a page (/blog/tag/<tag>): name it in words',
    ]);
  });

  it("count a list's items from 1 as the file shows them, say how to quote an item, and say one thing of an empty one", () => {
    const post = fixtures.post("The first post", "2026-01-10").replace("tags:\n  - Budgeting\n", 'tags:\n  - Budgeting\n  - 2026\n  - ""\n');
    expect(problemsOf({ "content/blog/first-post.md": post }).map((line) => line.replace(/ \(the field: .*\)$/, ""))).toEqual([
      'content/blog/first-post.md: field "tags (item 2)": expected string, received number: YAML reads 2026 as a number; to keep it as text, write it in quotes: - "2026"',
      'content/blog/first-post.md: field "tags (item 3)": expected some text',
    ]);
  });
});

describe("lists", () => {
  it("list every file of content/, in order: by order then file name, posts newest first", () => {
    const c = loadCollections({
      projectRoot: fixtureProject({
        "content/team/cleo-no-order.md": fixtures.member("Cleo Park", 0).replace(/^order: .*\n/m, ""),
        "content/team/zed-first.md": fixtures.member("Zed Amin", 0),
      }),
      today: "2026-06-01",
    });
    expect(listTeam(c).map((m) => m.slug)).toEqual(["zed-first", "ada-lovelace", "ben-okri", "cleo-no-order"]);
    expect(listPosts(c).map((p) => p.slug)).toEqual(["second-post", "first-post"]);
    expect(listProjects(c).map((p) => p.slug)).toEqual(["corner-shop"]);
  });
});

describe("defaults an editor never has to supply", () => {
  const c = loadCollections({
    projectRoot: fixtureProject({
      "content/team/cleo-park.md": fixtures.member("Cleo Park", 3, "portrait: { hairStyle: bun, skin: skin-2 }\n"),
      "content/blog/with-cover.md": fixtures.post("With a cover", "2026-03-01", "cover: cover-marketing-7\n"),
    }),
    today: "2026-06-01",
  });

  it("draws a cover in the category's palette from the slug when a post or project names none", () => {
    const first = listPosts(c).find((p) => p.slug === "first-post")!;
    expect(coverPalette(first.image as string)).toBe(categoryPalettes.Finance);
    expect(first.image).toContain("first-post");
    expect(listPosts(c).find((p) => p.slug === "second-post")!.image).not.toBe(first.image);
    expect(listPosts(c).find((p) => p.slug === "with-cover")!.image).toBe("cover-marketing-7");
    expect(coverPalette(listProjects(c)[0]!.image as string)).toBe(categoryPalettes.Website);
  });

  it("draws a portrait from the name when a member has none, keeping the parts a file chooses", () => {
    const [ada, ben] = listTeam(c);
    expect(ada!.portrait).toEqual(drawnPortrait("Ada Lovelace"));
    expect(ada!.portrait).not.toEqual(ben!.portrait);
    const cleo = listTeam(c).find((m) => m.slug === "cleo-park")!;
    expect(cleo.portrait).toMatchObject({ hairStyle: "bun", skin: "skin-2" });
    expect({ ...cleo.portrait, hairStyle: "x", skin: "x" }).toEqual({ ...drawnPortrait("Cleo Park"), hairStyle: "x", skin: "x" });
  });
});

describe("date rules, with the day injected", () => {
  const project = fixtureProject();
  const at = (today: string) => loadCollections({ projectRoot: project, today });

  it("keeps a role open through its validThrough and closes it the day after", () => {
    expect(listJobs(at("2027-06-30")).map((j) => j.slug)).toEqual(["open-role"]);
    expect(listJobs(at("2027-07-01"))).toEqual([]);
    expect(jobDetail("open-role", at("2027-07-01"))?.closed).toBe(true);
    expect(listJobs(at("2026-01-31")).map((j) => j.slug).sort()).toEqual(["old-role", "open-role"]);
  });

  it("keeps a closed role's page and its application page (which says it is closed), out of the sitemap's index", () => {
    const c = at("2027-07-01");
    expect(collectionPaths(c)).toContain("/career/open-role");
    expect(collectionPaths(c)).toContain("/career/open-role/apply");
    expect(collectionSitemap(c).find((item) => item.path === "/career/open-role")).toMatchObject({ noindex: true });
    expect(collectionPaths(at("2027-06-30"))).toContain("/career/open-role/apply");
  });

  describe("with the clock at 2028-06-01", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("reads the day from the clock, and the rules behave as on any other day", () => {
      vi.useFakeTimers({ now: new Date("2028-06-01T09:00:00Z"), toFake: ["Date"] });
      expect(buildDate({})).toBe("2028-06-01");
      const c = loadCollections({ projectRoot: project });
      expect(c.today).toBe("2028-06-01");
      expect(listJobs(c)).toEqual([]);
      expect(c.jobs.every((job) => job.closed)).toBe(true);
      // The same content read for a day before the roles close lists them, whatever the clock says.
      expect(listJobs(at("2026-01-31"))).toHaveLength(2);
    });
  });

  it("reads the build date from SOURCE_DATE_EPOCH for reproducible builds", () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: "1790000000" })).toBe("2026-09-21");
  });
});

describe("a post's page", () => {
  const c = loadCollections({ projectRoot: fixtureProject(), today: "2026-06-01" });

  it("gets its author, neighbours, related posts and table of contents", () => {
    const post = postDetail("second-post", c)!;
    expect(post.authorMember.slug).toBe("ada-lovelace");
    expect(post.previous?.slug).toBe("first-post");
    expect(post.next).toBeUndefined();
    expect(post.related.map((p) => p.slug)).toEqual(["first-post"]);
    expect(post.toc).toEqual([{ id: "numbers", text: "Numbers", depth: 2 }]);
    expect(post.html).toContain('id="numbers"');
  });

  it("gives a Markdown image its file's width and height", () => {
    expect(postDetail("second-post", c)!.html).toMatch(/<img src="\/images\/chart\.svg" alt="A chart of the month"[^>]* width="800" height="400"/);
  });
});
