// Paint first, then fetch the JavaScript (docs/decisions/0009-paint-before-scripts.md).
//
// React Router writes, into every prerendered page, one <link rel="modulepreload"> per module and
// an inline module script that statically imports the manifest and the route modules, then
// imports the client entry, which hydrates. All of that is fetched as soon as the HTML is parsed,
// so on a slow connection ~120 KiB of scripts share the bandwidth with the stylesheet and the
// font that the first paint is waiting for. The page is complete HTML without them.
//
// This rewrite keeps the same modules, registers the same route modules before the client entry
// runs, and only moves the start of the fetch to just after the first frame is painted: every
// module but the client entry is imported then (so they download in parallel, with no
// waterfall), the client entry is preloaded alongside and imported last, as before.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const ENTRY_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * @param {string} html a prerendered page
 * @returns {string} the page with its scripts fetched after the first paint
 */
export function deferHydration(html) {
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || preloads.length === 0) {
    throw new Error("defer-hydration: React Router's module script or preload links not found");
  }
  const body = entry[1];
  const sideEffect = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const named = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((m) => [m[1], m[2]]);
  const assignment = /^\s*(window\.__reactRouterRouteModules = \{[^\n]*\};)$/m.exec(body)?.[1];
  const clientEntry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const rest = body
    .replace(/^import "[^"]+";$/gm, "")
    .replace(/^import \* as route\d+ from "[^"]+";$/gm, "")
    .replace(/^\s*window\.__reactRouterRouteModules = \{[^\n]*\};$/m, "")
    .replace(/^import\("[^"]+"\);$/m, "")
    .trim();
  if (!assignment || !clientEntry || named.length === 0 || rest !== "") {
    throw new Error(`defer-hydration: unexpected module script from React Router:\n${body}`);
  }
  if (!preloads.includes(clientEntry)) throw new Error("defer-hydration: the client entry is not among the preloads");
  // Every module but the client entry is imported at once: the side-effect imports (the
  // manifest) and the route modules first, in their order, then the chunks they share with the
  // entry, so that all of them download in parallel (no waterfall). Importing evaluates, which is
  // safe for all of them but the entry (it hydrates), so the entry is only preloaded until the
  // route modules are registered. One preload link instead of one per module: each inserted
  // <link> cost main-thread time right after the first paint (docs/decisions/0011).
  const first = [...sideEffect, ...named.map(([, url]) => url)];
  const all = [...first, ...preloads.filter((url) => url !== clientEntry && !first.includes(url))];
  // Compact on purpose: this script is in every page's HTML, which has to fit the first round
  // trip. Readable form:
  //   Once the first contentful paint is on screen (its performance entry is queued after the
  //   frame is presented); without paint timing, after the first frame (rAF runs just before it,
  //   the timeout just after); a tab opened in the background paints nothing, so a 1 s timer too.
  //   Then preload the client entry, import every other module (one per task), register the
  //   route modules, and import the client entry last.
  const script = [
    "await new Promise(r=>{setTimeout(r,1e3);" +
      'PerformanceObserver.supportedEntryTypes?.includes("paint")' +
      '?new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint").length&&r()}).observe({type:"paint",buffered:!0})' +
      ":requestAnimationFrame(()=>setTimeout(r))});",
    `const l=document.createElement("link");l.rel="modulepreload";l.href=${JSON.stringify(clientEntry)};document.head.append(l);`,
    // One import per task: starting a module fetch costs ~1-3 ms of main thread here, and ten of
    // them in one go made a long task. Then one hole per side-effect import (the manifest), and
    // the route modules, in their order.
    // The yield is a MessageChannel message, not a timer: timers are clamped, throttled in
    // background tabs, and frozen by tests that fake the clock.
    `const m=[];for(const u of ${JSON.stringify(all)}){m.push(import(u));await new Promise(r=>{const c=new MessageChannel;c.port1.onmessage=()=>r(c.port1.close());c.port2.postMessage(0)})}`,
    `const[${[...sideEffect.map(() => ""), ...named.map(([name]) => name)].join(",")}]=await Promise.all(m);`,
    assignment.replace(/ = /, "="),
    `import(${JSON.stringify(clientEntry)});`,
  ].join("\n");
  return html
    .replace(PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}
