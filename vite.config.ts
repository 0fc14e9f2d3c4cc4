import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { palette } from "./scripts/palette.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The browser-chrome colour of <meta name="theme-color">, from app.css's ink token.
  define: { __THEME_COLOR__: JSON.stringify(palette.ink) },
  build: {
    // Every asset is its own file, cacheable for a year: no data: URIs inside the CSS or JS.
    assetsInlineLimit: 0,
  },
});
