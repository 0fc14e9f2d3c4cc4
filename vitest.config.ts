import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest runs without the reactRouter() plugin (it would try to build the app).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    css: false,
    // A test's first import of the content layer reads and renders every collection in both
    // languages (a fresh clone has no render cache): seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
