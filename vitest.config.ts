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
  },
});
