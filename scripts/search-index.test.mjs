// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readingCopy, writeSearchIndex } from "./search-index.mjs";

/** A page as the build writes it: the indexed words inside <main data-pagefind-body>. */
const page = (main) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><header>Menu</header>` +
  `<main data-pagefind-body><h1>Budget Dashboard</h1>${main}</main><footer>Footer</footer></body></html>`;

const icon =
  '<svg width="24" height="24" aria-hidden="true"><use href="/assets/icons.svg#x"></use></svg>';
const body = [
  // A facts card: a description list whose terms carry an icon.
  `<dl><div><dt class="uppercase">${icon}Client</dt><dd>Fernhill Business Bank</dd></div>`,
  `<div><dt>Services</dt><dd><span><a href="/a">Accounting</a></span><span>, <a href="/b">Integration</a></span></dd></div></dl>`,
  // A comparison table whose header carries a badge, and a quote with its author.
  `<table><tr><th>Starter</th><th>Business<span class="block">Most popular</span></th></tr>`,
  `<tr><td>Users</td><td>10</td></tr></table>`,
  `<figure><blockquote><p>Calm books.</p></blockquote><figcaption><span><span class="block">Maya Chen</span>`,
  `<span class="block">Finance Lead</span></span></figcaption></figure>`,
  // A product mock-up: one picture to assistive technology, described by its label.
  `<div role="img" aria-label="Preview of the app"><span>Salary</span><span>Mon</span></div>`,
  // Running text with inline markup, which must stay as written.
  `<p>See the <a href="/pricing">pricing</a>, then <strong>Fin</strong>lo and un<em>usual</em> words.</p>`,
  // A price and its period, set in two sizes.
  `<p><span class="text-4xl">$39</span><span class="text-sm">/month</span></p>`,
].join("");

const dir = mkdtempSync(join(tmpdir(), "finlo-search-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Indexes the pages with the build's own function and returns each page's indexed text. */
async function indexed(pages) {
  const files = Object.entries(pages).map(([name, html]) => {
    const file = join(dir, name);
    writeFileSync(file, html);
    return { file, path: `/${name}` };
  });
  await writeSearchIndex(dir, files);
  const fragments = join(dir, "pagefind", "fragment");
  return Object.fromEntries(
    readdirSync(fragments).map((name) => {
      const json = gunzipSync(readFileSync(join(fragments, name)))
        .toString()
        .replace(/^pagefind_dcd/, "");
      const { url, content } = JSON.parse(json);
      return [url, content];
    }),
  );
}

describe("the search index", { timeout: 60_000 }, () => {
  it("reads a term apart from its value, headers, captions and names apart, as a reader sees them", async () => {
    const text = (await indexed({ "budget-dashboard.html": page(body) }))["/budget-dashboard"];
    expect(text).toContain("Client: Fernhill Business Bank.");
    expect(text).toContain("Services: Accounting, Integration.");
    expect(text).toContain("Business Most popular");
    expect(text).toContain("Maya Chen Finance Lead");
    expect(text).toContain("See the pricing, then Finlo and unusual words.");
    expect(text).toContain("$39/month");
    // Nothing glued, and the mock-up's made-up words are not the page's words.
    expect(text).not.toMatch(/ClientFernhill|BusinessMost|ChenFinance|,\s*,|\s,/);
    expect(text).not.toMatch(/Salary|Mon\b|Menu|Footer/);
  });

  it("indexes a copy: the page served keeps its bytes", async () => {
    const html = page(body);
    await indexed({ "same.html": html });
    expect(readFileSync(join(dir, "same.html"), "utf8")).toBe(html);
    expect(readingCopy(html)).not.toBe(html);
  });
});
