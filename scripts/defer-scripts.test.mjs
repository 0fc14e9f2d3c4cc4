// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.mjs";

const page = (extra = "") =>
  `<head><script id="deferred-scripts">…</script><link rel="modulepreload" href="/assets/a.js"/>` +
  `<link rel="modulepreload" href="/assets/b.js"/></head><body>${extra}` +
  `<script type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script></body>`;

describe("deferScripts", () => {
  it("makes React Router's preloads and module script inert, leaving the rest as it was", () => {
    const out = deferScripts(page(), "x.html");
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="x-deferred-modulepreload" href="/assets/a.js"/>');
    expect(out).toContain('<script type="x-deferred-module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>');
    expect(deferScripts(out, "x.html")).toBe(out);
    expect(out.replace(/x-deferred-modulepreload/g, "modulepreload").replace("x-deferred-module", "module")).toBe(page());
  });

  it("stops the build, naming the page, when React Router's output has another shape", () => {
    expect(() => deferScripts(page().replace(/<link rel="modulepreload"[^>]*>/g, ""), "a/index.html")).toThrow(
      /a\/index.html has 0 <link rel="modulepreload">.*React Router's output has changed/,
    );
    expect(() => deferScripts(page('<script type="module" async="">x</script>'), "b.html")).toThrow(/2 <script/);
    expect(() => deferScripts(page().replace('id="deferred-scripts"', ""), "c.html")).toThrow(/no loader/);
  });
});
