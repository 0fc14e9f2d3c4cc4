// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7 writes into a prerendered page (trimmed).
const page = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/ui-5.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/about-4.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>About</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/about-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)[1];

  it("drops the preload links from the HTML; from script, preloads the entry and imports the rest", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(script).toContain('l.rel="modulepreload";l.href="/assets/entry.client-2.js";document.head.append(l);');
    expect(script.match(/createElement/g)).toHaveLength(1);
    // Every preloaded module is fetched at once: the shared chunk too, not after its importers.
    expect(script).toContain(
      'for(const u of ["/assets/manifest-1.js","/assets/root-3.js","/assets/about-4.js","/assets/ui-5.js"]){m.push(import(u));await new Promise(r=>{const c=new MessageChannel;c.port1.onmessage=()=>r(c.port1.close());c.port2.postMessage(0)})}',
    );
    expect(script.indexOf("m.push(import(u))")).toBeLessThan(script.indexOf("window.__reactRouterRouteModules"));
  });

  it("waits for the first contentful paint (or a frame, or a second) before any import", () => {
    const wait = script.indexOf("first-contentful-paint");
    expect(wait).toBeGreaterThan(-1);
    expect(script).toContain("setTimeout(r,1e3)");
    expect(script).toContain("requestAnimationFrame(");
    expect(script.indexOf("import(")).toBeGreaterThan(wait);
    expect(script).not.toMatch(/^import /m);
  });

  it("keeps the route modules, their names and the client entry last", () => {
    expect(script).toContain(
      "const[,route0,route1]=await Promise.all(m);",
    );
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/about":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
    expect(script.match(/import\("\/assets\/entry\.client-2\.js"\)/g)).toHaveLength(1);
  });

  it("is valid module code", async () => {
    // Parses (top-level await and all) without running.
    const { parseAst } = await import("vite");
    expect(() => parseAst(script)).not.toThrow();
  });

  it("refuses a script it does not recognise, rather than guess", () => {
    expect(() => deferHydration(page.replace('import("/assets/entry.client-2.js");', 'import("/x.js"); foo();'))).toThrow(
      /unexpected module script/,
    );
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/not found/);
  });
});
