import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/content/markdown.server";
import { bodyProblems, previewMarkdown } from "./markdown";

describe("the editor's preview of a body", () => {
  it("is the page's HTML: headings, ids, tables, task lists, footnotes, raw HTML", () => {
    const body = [
      "# Quarterly plan",
      "## Main",
      "A line<br>and the next, a <draft> plan and a footnote.[^1]",
      "<div>left out</div>",
      "## 🚀",
      "#### Too deep",
      "| Item | Cost |\n| :--- | ---: |\n| Rent | 100 |",
      "- [x] Close the books\n- [ ] File the taxes",
      "[^1]: A note.",
    ].join("\n\n");
    const page = renderMarkdown(`---\ntitle: Quarterly plan\n---\n\n${body}`, {
      path: "content/blog/x.md",
    });
    const preview = previewMarkdown(body, { title: "Quarterly plan" });
    expect(preview).toBe(page.html);
    // What that means, spelled out: the page's own ids are kept free, the title line is left out.
    expect(preview).toContain('<h2 id="main-1">');
    expect(preview).toContain('<h2 id="section">');
    expect(preview).toContain('<td class="text-right">100</td>');
    expect(preview).not.toContain("Quarterly plan");
    expect(preview).not.toContain("left out");
  });

  it("shows a picture's title as its caption, from the editor's file", () => {
    const preview = previewMarkdown('![A chart](/media/blog/chart.png "Spending by category")', {
      resolve: (src) => `blob:${src}`,
    });
    expect(preview).toContain('<figure><a href="blob:/media/blog/chart.png" class="prose-figure">');
    expect(preview).toContain('<img src="blob:/media/blog/chart.png" alt="A chart"');
    expect(preview).toContain("<figcaption");
    expect(preview).toContain("Spending by category</figcaption></figure>");
  });
});

describe("a body's pictures on a save", () => {
  it("are refused where the build refuses them, in its words, with the file", () => {
    const body = [
      "![A chart](https://example.com/chart.png)",
      "![A photo](/images/team.jpg)",
      "![Spending][chart]",
      "[chart]: //cdn.example.com/spending.png",
      "![Fine](/media/blog/chart.png) and ![a drawing](/images/blog/figure.svg)",
    ].join("\n\n");
    const file = "content/blog/x.md";
    const build = renderMarkdown(body, { path: file }).imageProblems;
    expect(bodyProblems(file, body)).toEqual(
      build
        .filter(
          (problem) => !problem.startsWith("image /media/") && !problem.includes("figure.svg"),
        )
        .map((message) => ({ file, message })),
    );
    expect(bodyProblems(file, body).map((p) => p.message.split(":")[0])).toEqual([
      "image https",
      "image /images/team.jpg",
      "image //cdn.example.com/spending.png",
    ]);
    expect(bodyProblems(file, undefined)).toEqual([]);
  });
});
