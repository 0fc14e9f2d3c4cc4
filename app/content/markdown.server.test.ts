// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { pageIds } from "./markdown-body";
import { linkOnPage, renderMarkdown } from "./markdown.server";
import { footerColumns, mainNav } from "./site";
import type { NavItem } from "./types";

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

  it("keeps what raw HTML meant as words: a <br> is a line break, a word in angle brackets stays", () => {
    const { html, renderAdvice } = renderMarkdown(
      "Line one<br>line two<br/>\n\n## A <draft> plan\n\nAsk <your accountant>, not <b>us</b>.<!-- a note to self -->\n\n<draft-notes>\n",
      { path: "content/blog/a.md" },
    );
    expect(html).toContain("<p>Line one<br>\nline two<br>\n</p>");
    expect(html).toContain("A &#x3C;draft> plan");
    expect(html).toContain("Ask &#x3C;your accountant>, not us.</p>");
    expect(html).not.toMatch(/<b>|note to self|draft-notes/);
    expect(renderAdvice).toEqual([
      "raw HTML is left out of the page: <b>, </b>, <draft-notes>; write it in Markdown (**bold**, [a link](/page), ![a picture](/media/…)) or leave it out",
    ]);
  });

  it("leaves a file without raw HTML without advice, and a comment too", () => {
    expect(renderMarkdown("Words.<!-- later: add a chart -->\n", { path: "a.md" }).renderAdvice).toEqual([]);
  });
});

describe("a body's headings", () => {
  const levels = (html: string) => [...html.matchAll(/<h([1-6]) id="([^"]+)"/g)].map((m) => `h${m[1]} ${m[2]}`);
  const page = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n\n${body}`;

  it("leaves a body of ## and ### sections as written, with nothing to advise", () => {
    const { html, renderAdvice } = renderMarkdown(page('title: "Runway"', "## One\n\nx\n\n### Two\n\nx\n\n## Three\n"), { path: "a.md" });
    expect(levels(html)).toEqual(["h2 one", "h3 two", "h2 three"]);
    expect(renderAdvice).toEqual([]);
  });

  it("leaves out a first line that repeats the title, and says so", () => {
    const { html, toc, renderAdvice } = renderMarkdown(
      page('title: "Seven  budgeting habits"', "# Seven Budgeting Habits\n\nWords.\n\n## Monday\n\nx\n"),
      { path: "a.md" },
    );
    expect(levels(html)).toEqual(["h2 monday"]);
    expect(toc.map((entry) => entry.text)).toEqual(["Monday"]);
    expect(renderAdvice).toEqual([expect.stringMatching(/^the body starts with the title as a # heading/)]);
  });

  it("moves every heading one level down when the body has its own # headings, so the page keeps one h1", () => {
    const { html, toc, renderAdvice } = renderMarkdown(
      page('title: "A post"', "# Part one\n\n## Detail\n\n# Part two\n"),
      { path: "a.md" },
    );
    expect(levels(html)).toEqual(["h2 part-one", "h3 detail", "h2 part-two"]);
    expect(toc.map((entry) => entry.depth)).toEqual([2, 3, 2]);
    expect(renderAdvice).toEqual([expect.stringMatching(/^# headings in the body/)]);
  });

  it("closes gaps in the outline: no heading is more than one level below the one before", () => {
    const { html, renderAdvice } = renderMarkdown(
      page('name: "Ada"', "#### First\n\n## Section\n\n#### Deep\n\n##### Deeper\n"),
      { path: "a.md" },
    );
    expect(levels(html)).toEqual(["h2 first", "h2 section", "h3 deep", "h4 deeper"]);
    expect(renderAdvice).toEqual([expect.stringMatching(/^"First" \(####\), "Deep" \(####\): more than one level below/)]);
  });
});

describe("a heading's id", () => {
  const ids = (markdown: string) =>
    [...renderMarkdown(markdown, { path: "a.md" }).html.matchAll(/<h[2-6][^>]* id="([^"]*)"/g)].map((m) => m[1]);

  it("is GitHub's, numbered when repeated", () => {
    expect(ids("## Close the books\n\n## Close the books\n\n### Über Steuern\n")).toEqual([
      "close-the-books",
      "close-the-books-1",
      "über-steuern",
    ]);
  });

  it("never repeats an id of the page around the body", () => {
    expect(ids("## Main\n\n## Related title\n\n## Footnote label\n\nA fact.[^1]\n\n[^1]: A note.\n")).toEqual([
      "main-1",
      "related-title-1",
      "footnote-label-1",
      "footnote-label",
    ]);
  });

  it("is a section when the heading has no letters or digits, and its contents entry leads to it", () => {
    const { html, toc } = renderMarkdown("## 🚀\n\nLift-off.\n\n## ---\n", { path: "a.md" });
    expect(ids("## 🚀\n\nLift-off.\n\n## ---\n")).toEqual(["section", "section-1"]);
    expect(toc.map((entry) => entry.id)).toEqual(["section", "section-1"]);
    expect(html).not.toContain('id=""');
  });

  /** Every .tsx module a file imports through ~/ or a relative path, at any depth. */
  function componentGraph(entries: string[]): string[] {
    const root = process.cwd();
    const seen = new Set<string>();
    const queue = entries.map((entry) => join(root, entry));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from "((?:~|\.{1,2})\/[^"]+)"/g)) {
        const base = specifier!.startsWith("~/") ? join(root, "app", specifier!.slice(2)) : resolve(dirname(file), specifier!);
        const target = [".tsx", "/index.tsx"].map((ending) => base + ending).find(existsSync);
        if (target) queue.push(target);
      }
    }
    return [...seen];
  }

  it("knows every id the item pages and the layout write (a new section's id is listed in pageIds)", () => {
    const files = componentGraph([
      "app/root.tsx",
      ...["post", "job", "member", "service", "project"].map((page) => `app/components/sections/items/${page}-page.tsx`),
    ]);
    expect(files.length).toBeGreaterThan(20);
    const written = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bid="([a-z][a-z0-9-]*)"/g)].map((m) => m[1]!),
    );
    expect(written).toContain("main");
    // The footer's columns and the menus' groups are named from app/content/site.ts.
    const generated = [
      ...footerColumns.map((column) => `footer-${column.id}`),
      ...(mainNav as readonly NavItem[]).flatMap((item) =>
        item.kind === "link"
          ? []
          : [`menu-${item.id}`, ...(item.kind === "mega" ? item.groups : []).map((group) => `menu-${item.id}-${group.id}`)],
      ),
    ];
    expect([...written, ...generated].filter((id) => !pageIds.has(id))).toEqual([]);
  });
});

describe("a table column's alignment", () => {
  const table = "| Item | Count | Cost |\n| :--- | :---: | ---: |\n| Rent | 1 | 900 |\n";

  it("is the stylesheet's class on the site, not HTML's retired align attribute", () => {
    const { html } = renderMarkdown(table, { path: "a.md" });
    expect(html).not.toContain("align=");
    expect(html).toContain('<th class="text-left">Item</th>');
    expect(html).toContain('<td class="text-center">1</td>');
    expect(html).toContain('<td class="text-right">900</td>');
  });

  it("stays an attribute in a feed, which readers understand", () => {
    const { html } = renderMarkdown(table, { path: "a.md", origin: "https://finlo.example", page: "/blog/a" });
    expect(html).toContain('<td align="right">900</td>');
  });
});

describe("a number and its sign", () => {
  it("stay on one line: the space before a currency or percent sign does not break; code is kept", () => {
    const source =
      "## Um 10 % senken\n\n| Hebel | Netto-Burn |\n| --- | --- |\n| Start | 85.000 $ |\n\n3 Monate, `5 %` und 2 € im Text.\n";
    const { html, toc } = renderMarkdown(source, { path: "content/de/blog/a.md", lang: "de" });
    const nbsp = "\u00a0";
    expect(html).toContain(`>Um 10${nbsp}% senken`);
    expect(html).toContain(`<td>85.000${nbsp}$</td>`);
    expect(html).toContain(`2${nbsp}€ im Text`);
    // Not every space after a number, and not in code.
    expect(html).toContain("3 Monate");
    expect(html).toContain("<code>5 %</code>");
    // The heading's id is made from the words as written.
    expect(toc[0]?.id).toBe("um-10--senken");
  });
});

describe("a feed's links", () => {
  it("are absolute: from the site's root, and from the post's page as on the site", () => {
    const { html } = renderMarkdown(
      "See [the checklist](tax-season-checklist), [pricing](/pricing), [costs](#costs), [us](mailto:hi@finlo.example) and [them](https://example.com/x).\n",
      { path: "a.md", origin: "https://finlo.example", page: "/blog/startup-runway-math" },
    );
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "https://finlo.example/blog/tax-season-checklist",
      "https://finlo.example/pricing",
      "https://finlo.example/blog/startup-runway-math#costs",
      "mailto:hi@finlo.example",
      "https://example.com/x",
    ]);
  });
});

describe("a link to a page of the site, on another language's page", () => {
  const links = (html: string) => [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
  const text =
    "[Pricing](/pricing), [home](/), [a post](/blog/a-post#costs), [search](/search?q=tax), " +
    "[German FAQ](/de/faq), [feed](/rss.xml), [relative](tax-season-checklist), [costs](#costs), " +
    "[them](https://example.com/pricing) and [us](mailto:hi@finlo.example).\n";

  it("leads to that language's page; files, other sites and links that name a language stay as written", () => {
    expect(links(renderMarkdown(text, { path: "a.md", lang: "en", pageLocale: "de" }).html)).toEqual([
      "/de/pricing",
      "/de",
      "/de/blog/a-post#costs",
      "/de/search?q=tax",
      "/de/faq",
      "/rss.xml",
      "tax-season-checklist",
      "#costs",
      "https://example.com/pricing",
      "mailto:hi@finlo.example",
    ]);
  });

  it("takes the text's language by default, and stays as written on the base language's pages", () => {
    expect(links(renderMarkdown(text, { path: "a.md", lang: "de" }).html).slice(0, 2)).toEqual(["/de/pricing", "/de"]);
    expect(links(renderMarkdown(text, { path: "a.md" }).html).slice(0, 5)).toEqual([
      "/pricing",
      "/",
      "/blog/a-post#costs",
      "/search?q=tax",
      "/de/faq",
    ]);
    expect(linkOnPage("/pricing", "en")).toBe("/pricing");
  });

  it("is absolute in a feed, in the feed's language", () => {
    const { html } = renderMarkdown("[Pricing](/pricing) and ![A chart](/images/chart.svg)\n", {
      path: "a.md",
      origin: "https://finlo.example",
      page: "/de/blog/a-post",
      lang: "de",
      publicDir: "/nonexistent",
    });
    expect(links(html)[0]).toBe("https://finlo.example/de/pricing");
  });
});

describe("a picture's title", () => {
  const figure = "/images/blog/budgeting-habits-small-business-figure.svg";

  it("is the caption of a picture on a line of its own", () => {
    const { html } = renderMarkdown(`Before.\n\n![A line chart](${figure} "Runway by month, 2026")\n`, { path: "a.md" });
    expect(html).toContain(
      `<figure><a href="${figure}" class="prose-figure"><img src="${figure}" alt="A line chart"`,
    );
    expect(html).toContain('</a><figcaption class="text-muted mt-2 text-sm">Runway by month, 2026</figcaption></figure>');
    expect(html).not.toContain("title=");
  });

  it("stays a title beside the words of a paragraph", () => {
    const { html } = renderMarkdown(`A chart ![runway](${figure} "Runway") in a line.\n`, { path: "a.md" });
    expect(html).toContain('title="Runway"');
    expect(html).not.toContain("<figure>");
  });
});
