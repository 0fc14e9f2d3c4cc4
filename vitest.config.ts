import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { chunkUrlPlugin } from "./scripts/chunk-url.ts";

/**
 * Components (*.test.tsx) run in jsdom; everything else (content, lib, scripts, the editor's
 * config) in plain Node, which starts faster and is where that code runs (docs/performance.md,
 * "Test suite time"). A Node test that parses with the DOM says so in its first line
 * (`// @vitest-environment jsdom`). Neither project sets `exclude`, so `--exclude` on the command
 * line reaches both (owner-edits leaves out the *.sample.test.* files that way).
 */

// Vitest runs without the reactRouter() plugin (it would try to build the app).
export default defineConfig({
  // `?chunk-url` imports (the search dialog's address) resolve as in the dev server.
  plugins: [chunkUrlPlugin()],
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
          // One jsdom and one module cache per worker, as in the Node project: setting jsdom up
          // for each file was a third of this project's time (43 s -> 15 s, the same 88 tests,
          // also shuffled). Each test unmounts what it rendered (vitest.setup.ts) and restores
          // what it stubs (globals, timers).
          isolate: false,
          include: ["app/**/*.test.tsx", "admin/**/*.test.tsx"],
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
        },
      },
    ],
  },
});
