import { describe, expect, it } from "vitest";
import { isEmptyTranslation, mergeFile, mergeYamlFile } from "./files";

const file = `---
title: "Account Executive"
# kept for the recruiters
department: Sales
salary:
  min: 70000
  max: 90000
tags: [a, b]
---

## The role

Body text.
`;

describe("a save laid over the file as it was", () => {
  it("changes only the changed value and keeps quotes, comments, order and body", () => {
    const decap = `---\ntitle: Account Executive\ndepartment: Sales\nsalary:\n  min: 70000\n  max: 95000\ntags:\n  - a\n  - b\n---\n## The role\n\nBody text.\n`;
    const next = mergeFile(file, decap);
    expect(next).toBe(file.replace("max: 90000", "max: 95000"));
  });

  it("keeps unchanged frontmatter byte for byte, flow maps included", () => {
    const drawn = `---\nname: "Ana"\nportrait: { skin: skin-3, hair: hair-brown }\n---\n\nBody\n`;
    const decap = `---\nname: Ana\nportrait:\n  skin: skin-3\n  hair: hair-brown\n---\nBody\n`;
    expect(mergeFile(drawn, decap)).toBe(drawn);
    expect(mergeFile(drawn, decap.replace("Ana", "Anna"))).toContain(
      "portrait: { skin: skin-3, hair: hair-brown }",
    );
  });

  it("drops fields the editor left empty and adds new ones at the end", () => {
    const decap = `---\ntitle: Account Executive\ndepartment: ""\nsalary:\n  min: 70000\n  max: 90000\ntags: [a, b]\nupdated: 2026-11-20\n---\n\n## The role\n\nBody text.\n`;
    const next = mergeFile(file, decap);
    expect(next).not.toContain("department");
    expect(next).toContain("updated: 2026-11-20\n---");
    expect(next).toContain('title: "Account Executive"');
  });

  it("writes a new file without empty fields", () => {
    expect(mergeFile(undefined, `---\ntitle: New\nupdated: ""\ntags: []\n---\nHello\n`)).toBe(
      "---\ntitle: New\n---\n\nHello\n",
    );
  });

  it("keeps a changed body as the editor wrote it", () => {
    expect(mergeFile(file, file.replace("Body text.", "New text."))).toContain("New text.");
  });
});

describe("a YAML data file saved by the editor (content/redirects.yaml)", () => {
  const redirects = "# Old addresses.\nredirects:\n  - from: /about # guessed\n    to: /about-us\n";

  it("keeps its comments and lines, and adds a new item at the end", () => {
    const next =
      "redirects:\n  - from: /about\n    to: /about-us\n  - from: /blog/old\n    to: /blog/new\n";
    expect(mergeYamlFile(redirects, next)).toBe(
      `${redirects}  - from: /blog/old\n    to: /blog/new\n`,
    );
  });

  it("keeps the file byte for byte when nothing changed, and drops what the editor left empty", () => {
    expect(mergeYamlFile(redirects, 'redirects:\n  - from: "/about"\n    to: "/about-us"\n')).toBe(
      redirects,
    );
    expect(mergeYamlFile(undefined, 'redirects:\n  - from: /a\n    to: /b\n    note: ""\n')).toBe(
      "redirects:\n  - from: /a\n    to: /b\n",
    );
  });
});

describe("an empty translation", () => {
  it("is one with no field set and no body", () => {
    expect(isEmptyTranslation(`---\ntitle: ""\ntags: []\n---\n`)).toBe(true);
    expect(isEmptyTranslation(`---\ntitle: Titel\n---\n`)).toBe(false);
    expect(isEmptyTranslation(`---\n---\nText\n`)).toBe(false);
  });
});
