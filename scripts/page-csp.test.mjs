// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { inlineScriptHashes, pagePolicyOf, withPagePolicy } from "./page-csp.mjs";

const sha = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const page = (head, body = "<p>Hello</p>") =>
  `<!DOCTYPE html><html lang="en" style="--x:1"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const META = `<meta http-equiv="Content-Security-Policy" content="form-action &#x27;none&#x27;"/>`;
const policyFor = (hashes) => `script-src 'self' ${hashes.map((h) => `'${h}'`).join(" ")}`;

describe("inline script hashes", () => {
  test("hashes exactly the inline scripts the browser checks against script-src", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/x.js";</script>',
      '<script id="_R_">requestAnimationFrame(f)</script>',
      '<script src="/assets/app.js"></script>',
      '<script data-src="x" >late()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script></script>",
      "<script>one\r\ntwo</script>",
      '<SCRIPT TYPE="text/javascript">upper()</SCRIPT>',
      '<script type="x-deferred-module" async="">deferred()</script>',
      // Text that only looks like a closing tag inside a comment or string is still script text.
      "<!-- <script>not()</script> -->",
      "<template><script>inTemplate()</script></template>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual(
      [
        sha("window.a = 1;"),
        sha('import "/x.js";'),
        sha("requestAnimationFrame(f)"),
        sha("late()"),
        sha("one\ntwo"),
        sha("upper()"),
        sha("deferred()"),
        sha("inTemplate()"),
      ].sort(),
    );
  });
});

describe("the page's own policy", () => {
  test("is written into the meta element, leaving every other byte of the page as it was", () => {
    const html = page(`${META}<title>T</title><script>a()</script>`, "<script>b()</script>");
    const { html: out, hashes } = withPagePolicy(html, policyFor, "/t.html");
    expect(hashes).toEqual([sha("a()"), sha("b()")].sort());
    expect(pagePolicyOf(out)).toBe(policyFor(hashes));
    const [before, after] = html.split(META);
    expect(out.startsWith(before)).toBe(true);
    expect(out.endsWith(after)).toBe(true);
    // Writing it again gives the same page: the meta element is not a script.
    expect(withPagePolicy(out, policyFor, "/t.html").html).toBe(out);
  });

  test("escapes what an attribute value cannot hold", () => {
    const { html } = withPagePolicy(page(META), () => `a "quoted" & more`, "/t.html");
    expect(html).toContain('content="a &quot;quoted&quot; &amp; more"');
    expect(pagePolicyOf(html)).toBe(`a "quoted" & more`);
  });

  test("stops the build, naming the page, when the policy would not cover the page", () => {
    expect(() => withPagePolicy(page("<title>T</title>"), policyFor, "/a.html")).toThrow(
      /\/a\.html has 0 Content-Security-Policy meta elements.*app\/root\.tsx/,
    );
    expect(() => withPagePolicy(page(META + META), policyFor, "/a.html")).toThrow(/has 2/);
    expect(() =>
      withPagePolicy(page(`<script>early()</script>${META}`), policyFor, "/a.html"),
    ).toThrow(/\/a\.html has a <script> before its policy meta element/);
    expect(() =>
      withPagePolicy(page(`<link rel="stylesheet" href="/a.css">${META}`), policyFor, "/a.html"),
    ).toThrow(/<link> before/);
    expect(() => withPagePolicy(page("", META), policyFor, "/a.html")).toThrow(/outside <head>/);
  });
});
