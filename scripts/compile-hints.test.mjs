// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addCompileHint, COMPILE_HINT, preloadedModules } from "./compile-hints.mjs";

describe("compile hints", () => {
  it("puts V8's magic comment on the first line, once", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    const hinted = addCompileHint('import{a}from"./b.js";a();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./b.js";a();');
    expect(addCompileHint(hinted)).toBe(hinted);
  });

  it("finds the modules React Router preloads for a page", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="preload" href="/assets/font.woff2" as="font"/></head>';
    expect(preloadedModules(html)).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js"]);
  });
});
