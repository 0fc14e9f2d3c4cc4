import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Left alone, every icon and primitive becomes its own ~200-byte chunk: dozens of requests
        // whose headers outweigh their bodies. Group the small shared pieces instead.
        codeSplitting: {
          groups: [
            {
              // Primitives and the shell's small shared pieces (footer socials, year, formatters):
              // every page loads them anyway, so one request instead of several.
              name: "ui",
              test: /[\\/]app[\\/](components[\\/](ui|layout)[\\/]|lib[\\/]format\.ts)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
