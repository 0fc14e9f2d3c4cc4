// `npm run dev` / `npm run cms`: the browser editor at /admin, bundled on first request (and again
// when its sources change: the bundle is cached by them, scripts/build-admin.mjs). The preview
// uses the stylesheet the dev server compiles for the site.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildEditor, cmsEnv, editorPage } from "./build-admin.mjs";
import { cacheRoot } from "./build-cache.mjs";
import { editorPolicy } from "./security-headers.mjs";

/** @returns {import("vite").Plugin} */
export function editorPlugin() {
  const outDir = join(cacheRoot, "admin-dev");
  return {
    name: "finlo-editor",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? "").split("?")[0];
        try {
          if (url === "/admin" || url === "/admin/" || url === "/admin.html") {
            const bundle = await buildEditor({
              outDir,
              settings: cmsEnv(),
              styles: ["/app/styles/app.css?direct"],
            });
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(editorPage({ ...bundle, policy: editorPolicy(cmsEnv()) }));
            return;
          }
          if (url.startsWith("/admin/")) {
            const body = readFileSync(join(outDir, url.slice(1)));
            res.setHeader("Content-Type", url.endsWith(".css") ? "text/css" : "text/javascript");
            res.end(body);
            return;
          }
        } catch (error) {
          return next(error);
        }
        next();
      });
    },
  };
}
