import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Components (*.test.tsx) and the two tests that parse what they check with the DOM run in
 * jsdom; everything else (content, lib, scripts, the editor's config) in plain Node, which
 * starts faster and is where that code runs (docs/performance.md, "Test suite time").
 */
const dom = [
  "app/**/*.test.tsx",
  "admin/**/*.test.tsx",
  "app/lib/search.test.ts",
  "scripts/seo-feeds.test.mjs",
];

// Vitest runs without the reactRouter() plugin (it would try to build the app).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    globalSetup: ["./vitest.global-setup.ts"],
    css: false,
    // A test's first import of the content layer reads and renders every collection in both
    // languages (a fresh clone has no render cache): seconds on a busy 2-core machine.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: dom,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // One module cache per worker: the content layer (2 s to import) loads once, not in
          // every file (58 s -> 41 s). These tests restore what they stub (timers, env).
          isolate: false,
          include: ["app/**/*.test.ts", "admin/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
          exclude: [...configDefaults.exclude, ...dom],
        },
      },
    ],
  },
});
