// V8 explicit compile hints (https://v8.dev/blog/explicit-compile-hints), for the modules a page
// runs as it hydrates.
//
// V8 compiles a function's body lazily, the first time it is called. Hydration calls thousands
// of functions for the first time (React DOM, React Router, our components), so a good part of
// its main-thread time was compiling, in slices that show up as long tasks on a slow phone. The
// magic comment on a file's first line asks V8 to compile all of its functions eagerly, while the
// file streams in, on a background thread.
//
// Only the modules a page loads for its first view get it (React Router's modulepreload list):
// nearly all of their code runs during hydration. Widgets loaded later on demand (the carousel
// engine, the video player, the portfolio layout) do not: most of their code may never run.
// Browsers other than Chromium see a comment.
//
// Measured (docs/decisions/0014-compile-hints.md): main-thread script time of a cold load, median of 9, fell by
// 8–40 % on the routes tried, with no more total main-thread time.

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;

/**
 * @param {string} html a prerendered page, before scripts/defer-hydration.mjs rewrites it
 * @returns {string[]} the module URLs React Router preloads for it
 */
export function preloadedModules(html) {
  return [...html.matchAll(PRELOAD)].map((match) => match[1]);
}

/**
 * @param {string} source a JavaScript module
 * @returns {string} the module with the compile hint as its first line (once)
 */
export function addCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
