import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Every asset is its own file, cacheable for a year: no data: URIs inside the CSS or JS.
    assetsInlineLimit: 0,
  },
});
