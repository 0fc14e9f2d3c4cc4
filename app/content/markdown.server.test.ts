// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

const withFootnote = `Cash is a fact.[^why] Profit is an opinion.[^why]

## Weekly

Look at the bank balance every Monday.

[^why]: A saying among accountants.
`;

describe("renderMarkdown", () => {
  it("writes a footnote's hidden heading and back links in the file's language", () => {
    const english = renderMarkdown(withFootnote, { path: "content/blog/a.md" });
    expect(english.html).toMatch(/<h2 class="sr-only" id="footnote-label">Footnotes/);
    expect(english.html).toContain('aria-label="Back to reference 1"');
    // The second reference to the same note gets its own back link.
    expect(english.html).toContain('aria-label="Back to reference 1-2"');

    const german = renderMarkdown(withFootnote, { path: "content/de/blog/a.md", lang: "de" });
    expect(german.html).toMatch(/<h2 class="sr-only" id="footnote-label">Fußnoten/);
    expect(german.html).toContain('aria-label="Zurück zur Textstelle 1"');
    expect(german.html).toContain('aria-label="Zurück zur Textstelle 1-2"');
    expect(german.html).not.toMatch(/Footnotes|Back to reference/);
  });

  it("draws a task list as a checklist to read, its state in words, never as unlabelled checkboxes", () => {
    const list = "- [x] Close the books\n- [ ] Send the invoices\n";
    const english = renderMarkdown(list, { path: "content/blog/a.md" }).html;
    expect(english).not.toContain("<input");
    expect(english).toContain(
      '<li class="task-list-item"><span class="task-mark" aria-hidden="true" data-done=""></span><span class="sr-only">Done: </span> Close the books</li>',
    );
    expect(english).toContain(
      '<li class="task-list-item"><span class="task-mark" aria-hidden="true"></span><span class="sr-only">To do: </span> Send the invoices</li>',
    );
    const german = renderMarkdown(list, { path: "content/de/blog/a.md", lang: "de" }).html;
    expect(german).toContain('<span class="sr-only">Erledigt: </span> Close the books');
    expect(german).toContain('<span class="sr-only">Offen: </span> Send the invoices');
  });

  it("lets the keyboard scroll what may be wider than a phone: tables and code blocks", () => {
    const { html } = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst runway = cash / burn;\n```\n", {
      path: "content/blog/a.md",
    });
    expect(html).toContain('<div class="prose-table" tabindex="0"><table>');
    expect(html).toMatch(/<pre tabindex="0"><code class="language-ts">/);
  });

  it("keeps the footnotes' hidden heading out of the table of contents", () => {
    const { toc } = renderMarkdown(withFootnote, { path: "content/blog/a.md" });
    expect(toc).toEqual([{ id: "weekly", text: "Weekly", depth: 2 }]);
  });

  it("leaves raw HTML out of the page", () => {
    const { html } = renderMarkdown(
      'A <script>alert(1)</script> and <img src="x" onerror="alert(2)"> and <b>bold</b>.\n',
      { path: "content/blog/a.md" },
    );
    expect(html).not.toMatch(/<script|<img|onerror|<b>/);
  });
});

describe("a body's headings", () => {
  const levels = (html: string) => [...html.matchAll(/<h([1-6]) id="([^"]+)"/g)].map((m) => `h${m[1]} ${m[2]}`);
  const page = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n\n${body}`;

  it("leaves a body of ## and ### sections as written, with nothing to advise", () => {
    const { html, headingAdvice } = renderMarkdown(page('title: "Runway"', "## One\n\nx\n\n### Two\n\nx\n\n## Three\n"), { path: "a.md" });
    expect(levels(html)).toEqual(["h2 one", "h3 two", "h2 three"]);
    expect(headingAdvice).toEqual([]);
  });

  it("leaves out a first line that repeats the title, and says so", () => {
    const { html, toc, headingAdvice } = renderMarkdown(
      page('title: "Seven  budgeting habits"', "# Seven Budgeting Habits\n\nWords.\n\n## Monday\n\nx\n"),
      { path: "a.md" },
    );
    expect(levels(html)).toEqual(["h2 monday"]);
    expect(toc.map((entry) => entry.text)).toEqual(["Monday"]);
    expect(headingAdvice).toEqual([expect.stringMatching(/^the body starts with the title as a # heading/)]);
  });

  it("moves every heading one level down when the body has its own # headings, so the page keeps one h1", () => {
    const { html, toc, headingAdvice } = renderMarkdown(
      page('title: "A post"', "# Part one\n\n## Detail\n\n# Part two\n"),
      { path: "a.md" },
    );
    expect(levels(html)).toEqual(["h2 part-one", "h3 detail", "h2 part-two"]);
    expect(toc.map((entry) => entry.depth)).toEqual([2, 3, 2]);
    expect(headingAdvice).toEqual([expect.stringMatching(/^# headings in the body/)]);
  });

  it("closes gaps in the outline: no heading is more than one level below the one before", () => {
    const { html, headingAdvice } = renderMarkdown(
      page('name: "Ada"', "#### First\n\n## Section\n\n#### Deep\n\n##### Deeper\n"),
      { path: "a.md" },
    );
    expect(levels(html)).toEqual(["h2 first", "h2 section", "h3 deep", "h4 deeper"]);
    expect(headingAdvice).toEqual([expect.stringMatching(/^"First" \(####\), "Deep" \(####\): more than one level below/)]);
  });
});
