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
