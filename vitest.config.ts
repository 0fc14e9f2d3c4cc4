import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { palette } from "./scripts/palette.mjs";

// Vitest runs without the reactRouter() plugin (it would try to build the app).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __THEME_COLOR__: JSON.stringify(palette.ink) },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    css: false,
  },
});
