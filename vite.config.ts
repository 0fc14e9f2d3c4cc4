import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkUrlPlugin } from "./scripts/chunk-url.ts";
import { formsMode } from "./scripts/forms/mode.mjs";
import { editorPlugin } from "./scripts/editor-plugin.mjs";
import { mediaPlugin } from "./scripts/media-plugin.ts";
import { shellChunks } from "./scripts/shell-chunks.ts";

const shell = shellChunks();

/**
 * The dev server reads content/ afresh on every request, drafts and posts dated after today
 * included, so an editor sees a saved file on reload and can preview what is not published
 * (app/content/collections/load.server.ts). configureServer runs for `npm run dev` (and
 * `npm run cms`) only: the build and the scripts that load app modules through Vite's
 * `runnerImport` (whose NODE_ENV is "development" too) read content/ once, without drafts.
 */
const liveContent = {
  name: "finlo:live-content",
  configureServer() {
    process.env.FINLO_LIVE_CONTENT = "1";
  },
};

export default defineConfig({
  // mediaPlugin: the owners' pictures in `npm run dev`, and `?photo` imports (scripts/media-plugin.ts).
  // editorPlugin: the browser editor at /admin in dev (docs/cms.md); the build writes it in postbuild.
  // chunkUrlPlugin: `?chunk-url`, a chunk's address for an import() without Vite's preload helper.
  // liveContent: content/ re-read on each request, drafts and scheduled posts shown, in dev only.
  plugins: [
    tailwindcss(),
    mediaPlugin(),
    editorPlugin(),
    liveContent,
    chunkUrlPlugin(),
    shell.plugin,
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // FORMS=self or cloudflare: the forms post to the site's own receiver (docs/forms.md). Only this one value
  // reaches the client, never the receiver's own settings (FORMS_DB, FORMS_WEBHOOK).
  define: {
    "import.meta.env.FORMS": JSON.stringify(formsMode()),
  },
  build: {
    // Every asset is its own file, cacheable for a year: no data: URIs inside the CSS or JS.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // No timing report after each build: most of the time it names is React Router's prerender
      // (its writeBundle), which an owner cannot act on; `npm run bench:scale` tracks build time.
      checks: { bundlerTimings: false },
      output: {
        // Paraglide compiles one module per message. The company and catalogue pages' messages go
        // into one chunk; every other message stays with the code that shows it (a page, the
        // search dialog), so no page loads the messages of the others. The chrome's words come
        // from the root loader instead (app/lib/chrome.ts), the item and blog pages' from their
        // own loaders (app/lib/item-words.ts; docs/performance.md, "Where the JavaScript stands").
        codeSplitting: {
          groups: [
            // Paraglide's runtime, which every message function calls, in a chunk of its own, so
            // a page that shows one message does not load the company messages with it.
            { name: "paraglide-runtime", test: /app[\\/]paraglide[\\/]runtime\.js$/, priority: 2 },
            // What every page loads with the root route: one file of ours, one of the libraries'
            // (scripts/shell-chunks.ts).
            ...shell.groups,
            { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 2 },
            {
              debugName: "messages-company",
              name: (id: string) => {
                const file = /app[\\/]paraglide[\\/](?:messages[\\/])?([^\\/]+)$/.exec(id)?.[1];
                if (!file) return null;
                if (/^company_/.test(file)) return "messages-company";
                return null;
              },
            },
          ],
        },
      },
    },
  },
});
