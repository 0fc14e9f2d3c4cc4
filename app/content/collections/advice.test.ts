// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../pages";
import { adviceReport, contentAdvice, SHORT_POST_WORDS } from "./advice.server";
import { loadCollections, loadEveryLanguage } from "./load.server";
import { fixtureProject, fixtures } from "./testing/fixture-project";

const adviceOn = (files: Record<string, string>) =>
  contentAdvice(loadCollections({ projectRoot: fixtureProject(files), today: "2026-06-01" })).filter(
    (problem) => problem.file.startsWith("content/"),
  );

describe("content advice", () => {
  it("says nothing about content within the usual lengths", () => {
    const longBody = `## Plenty\n\n${"word ".repeat(SHORT_POST_WORDS)}\n`;
    expect(
      adviceOn({
        "content/blog/first-post.md": fixtures.post("The first post", "2026-01-10", "", longBody),
        "content/blog/second-post.md": fixtures.post("The second post", "2026-02-10", "", longBody),
      }),
    ).toEqual([]);
  });

  it("advises on long titles, short or long descriptions, short posts and posts without headings, naming file and field", () => {
    const title = "A title much longer than the sixty characters search results show";
    const advice = adviceOn({
      "content/blog/announcement.md": fixtures
        .post(title, "2026-03-01", "", "We opened an office in Leeds.\n")
        .replace(/^description: .*$/m, 'description: "Short."'),
      "content/careers/open-role.md": fixtures.job("x".repeat(TITLE_MAX + 1), "2027-06-30"),
    });
    expect(title.length).toBeGreaterThan(TITLE_MAX);
    expect(advice).toEqual([
      expect.objectContaining({ file: "content/blog/announcement.md", field: "title", message: expect.stringMatching(new RegExp(`^${title.length} characters: search results show about ${TITLE_MAX}`)) }),
      expect.objectContaining({ file: "content/blog/announcement.md", field: "description", message: expect.stringMatching(new RegExp(`^6 characters: search results show ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`)) }),
      expect.objectContaining({ file: "content/blog/announcement.md", message: expect.stringMatching(/^6 words: posts under 300/) }),
      expect.objectContaining({ file: "content/blog/announcement.md", message: expect.stringMatching(/^no ## headings/) }),
      expect.objectContaining({ file: "content/blog/first-post.md", message: expect.stringMatching(/words: posts under/) }),
      expect.objectContaining({ file: "content/blog/second-post.md", message: expect.stringMatching(/words: posts under/) }),
      expect.objectContaining({ file: "content/careers/open-role.md", field: "title" }),
    ]);
  });

  it("counts a one-word post in the singular, and says a post without a body has no text yet", () => {
    const advice = adviceOn({
      "content/blog/teaser.md": fixtures.post("Soon", "2026-03-01", "", "## Soon\n\nSoon.\n"),
      "content/blog/draft.md": fixtures.post("Draft", "2026-03-02", "", ""),
    });
    expect(advice).toContainEqual(
      expect.objectContaining({ file: "content/blog/teaser.md", message: expect.stringMatching(/^1 word: posts under 300/) }),
    );
    expect(advice.filter((a) => a.file === "content/blog/draft.md")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^no text under the frontmatter yet/) }),
    ]);
  });

  it("says which files wait, and until when: a draft, and a post dated after the build's day", () => {
    const advice = adviceOn({
      "content/blog/first-post.md": fixtures.post("The first post", "2026-01-10", "draft: true\n"),
      "content/blog/second-post.md": fixtures.post("The second post", "2026-06-02"),
    });
    expect(advice).toContainEqual({
      file: "content/blog/first-post.md",
      field: "draft",
      message: "not published (/blog/first-post is built once the line is removed)",
    });
    expect(advice).toContainEqual({
      file: "content/blog/second-post.md",
      field: "date",
      message:
        "2026-06-02 is after the build's day (2026-06-01): not published yet; the first build on or after 2026-06-02 publishes it (build the site daily)",
    });
  });

  it("names what a translation leaves in English", () => {
    const files = { "content/de/blog/first-post.md": `---\ntitle: "Der erste Beitrag"\n---\n` };
    const { english, translated } = loadEveryLanguage({ projectRoot: fixtureProject(files), today: "2026-06-01" });
    expect(contentAdvice(english, translated)).toContainEqual({
      file: "content/de/blog/first-post.md",
      message: "not translated yet: description, tags, the text; /de pages show them in English",
    });
  });

  it("names what sits in content/ and is not read, in every language, and leaves hidden files alone", () => {
    const post = fixtures.post("An old post", "2025-01-10");
    const files = {
      "content/blog/new-post.markdown": post,
      "content/blog/2025/old-post.md": post,
      "content/blog/chart.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      "content/blog/notes.docx": "draft",
      "content/blog/.DS_Store": "",
      "content/posts/another-post.md": post,
      "content/de/blog/new-post.MD": post,
      "content/de/teams/ada.md": "",
    };
    const projectRoot = fixtureProject(files);
    const english = loadCollections({ projectRoot, today: "2026-06-01" });
    const german = loadCollections({ projectRoot, today: "2026-06-01", locale: "de" });
    const notRead = contentAdvice(english, [german]).filter((p) => p.message.startsWith("not read"));
    expect(notRead.map((p) => `${p.file}: ${p.message}`)).toEqual([
      "content/blog/2025/: not read: items are files directly in content/blog/, not in folders inside it",
      "content/blog/chart.png: not read: pictures go in content/media/ and are named /media/<file> where they are shown",
      "content/blog/new-post.markdown: not read: items are Markdown files ending in .md; rename it to new-post.md",
      "content/blog/notes.docx: not read: content/blog/ holds the collection's .md files only",
      "content/de/blog/new-post.MD: not read: items are Markdown files ending in .md; rename it to new-post.md",
      "content/de/teams/: not read: content/de/ has a folder per collection (blog, careers, team, services, portfolio)",
      "content/posts/: not read: content/ has a folder per collection (blog, careers, team, services, portfolio, media and one per language (de))",
    ]);
  });

  it("says when YAML read a # in an unquoted value as a comment, and how to write it", () => {
    const post = fixtures
      .post("A post", "2026-01-10")
      .replace('title: "A post"', "title: We're #1 in CRM")
      .replace("  - Budgeting", "  - Budgeting\n  - C #sharp")
      .replace("---\n\n", "featured: true # pinned to /single-blog\n---\n\n");
    const advice = adviceOn({ "content/blog/first-post.md": post }).filter((p) => p.message.includes("comment"));
    expect(advice).toEqual([
      {
        file: "content/blog/first-post.md",
        field: "title",
        message: `reads as "We're": in YAML a # after a space starts a comment, so "#1 in CRM" is left out; if it belongs to the value, write it in quotes: "We're #1 in CRM"`,
      },
      {
        file: "content/blog/first-post.md",
        field: "tags[1]",
        message: `reads as "C": in YAML a # after a space starts a comment, so "#sharp" is left out; if it belongs to the value, write it in quotes: "C #sharp"`,
      },
    ]);
    // Quoted, the value is whole and nothing is said.
    const quoted = post.replace("title: We're #1 in CRM", `title: "We're #1 in CRM"`).replace("  - C #sharp", '  - "C #sharp"');
    expect(adviceOn({ "content/blog/first-post.md": quoted }).filter((p) => p.message.includes("comment"))).toEqual([]);
  });

  it("passes on what the rendering changed in a body's headings, naming the file", () => {
    const body = `# Part one\n\n${"word ".repeat(SHORT_POST_WORDS)}\n\n#### Deep\n`;
    const advice = adviceOn({
      "content/blog/first-post.md": fixtures.post("The first post", "2026-01-10", "", body),
    }).filter((problem) => problem.file === "content/blog/first-post.md");
    expect(advice).toEqual([
      { file: "content/blog/first-post.md", message: expect.stringMatching(/^# headings in the body: .* shown one level lower/) },
      { file: "content/blog/first-post.md", message: expect.stringMatching(/^"Deep" \(####\): more than one level below/) },
    ]);
  });

  it("names a link to a heading a text does not have, and the headings it has", () => {
    const longBody = (links: string) => `## Plenty\n\n${"word ".repeat(SHORT_POST_WORDS)}\n\n## Costs\n\n${links}\n`;
    expect(
      adviceOn({
        "content/blog/first-post.md": fixtures.post(
          "The first post",
          "2026-01-10",
          "",
          longBody("See [costs](#costs), [gone](#nowhere), [there](/blog/second-post#plenty), [not there](/blog/second-post#costs-1) and [pricing](/pricing#plans)."),
        ),
        "content/blog/second-post.md": fixtures.post("The second post", "2026-02-10", "", longBody("")),
      }).map((problem) => problem.message),
    ).toEqual([
      "links to #nowhere, but this text has no heading #nowhere, so the page opens at its top (its headings: #plenty, #costs)",
      "links to /blog/second-post#costs-1, but content/blog/second-post.md has no heading #costs-1, so the page opens at its top (its headings: #plenty, #costs)",
    ]);
  });

  it("reads a translation's link to a heading as its page leads it: to the German page", () => {
    const german = (links: string) => `---\ntitle: "Der erste Beitrag"\n---\n\n## Kosten\n\n${links}\n`;
    const files = {
      "content/de/blog/first-post.md": german("Siehe [hier](/blog/second-post#zahlen) und [dort](/blog/second-post#numbers)."),
      "content/de/blog/second-post.md": `---\ntitle: "Der zweite Beitrag"\n---\n\n## Zahlen\n\nEinige Worte.\n`,
    };
    const { english, translated } = loadEveryLanguage({ projectRoot: fixtureProject(files), today: "2026-06-01" });
    const fragments = contentAdvice(english, translated).filter((problem) => problem.message.includes("has no heading"));
    expect(fragments).toEqual([
      {
        file: "content/de/blog/first-post.md",
        message:
          "links to /blog/second-post#numbers, but content/de/blog/second-post.md has no heading #numbers, so the page opens at its top (its headings: #zahlen)",
      },
    ]);
  });

  it("names the files featured after the first, which the sample route does not show", () => {
    const advice = adviceOn({
      "content/services/bookkeeping.md": fixtures.service("Bookkeeping", 1).replace("---\n\n", "featured: true\n---\n\n"),
      "content/services/payroll-help.md": fixtures.service("Payroll help", 2).replace("---\n\n", "featured: true\n---\n\n"),
    }).filter((problem) => problem.field === "featured");
    expect(advice).toEqual([
      {
        file: "content/services/payroll-help.md",
        field: "featured",
        message: "content/services/bookkeeping.md is featured too; the sample route shows the first in the list, bookkeeping",
      },
    ]);
  });

  it("prints one warning line per piece of advice, and a line when there is none", () => {
    const report = adviceReport([{ file: "content/blog/a.md", field: "title", message: "61 characters" }]);
    expect(report.split("\n")).toEqual([
      expect.stringMatching(/^content: 1 piece of advice \(the build goes on/),
      '  warning content/blog/a.md: field "title": 61 characters',
    ]);
    expect(adviceReport([])).toMatch(/^content: no advice/);
  });
});
