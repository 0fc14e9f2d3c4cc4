// `npm run dev` / `npm run cms`: the browser editor at /admin, bundled on first request (and again
// when its sources change: the bundle is cached by them, scripts/build-admin.mjs). The preview
// uses the stylesheet the dev server compiles for the site, and the photos of content/media/ at
// the addresses the content names them by (/media/…), as uploaded: on this computer only (the
// built site publishes only the encoded copies, without their metadata).
import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { buildEditor, cmsEnv, editorPage } from "./build-admin.mjs";
import { cacheRoot } from "./build-cache.mjs";
import { editorPolicy } from "./security-headers.mjs";

/** @type {Record<string, string>} */
const PHOTO_TYPES = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

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
          if (url.startsWith("/media/")) {
            const media = join(process.cwd(), "content", "media");
            const file = normalize(join(media, decodeURIComponent(url.slice("/media/".length))));
            const type = PHOTO_TYPES[extname(file).toLowerCase()];
            if (!file.startsWith(media + sep) || !type) return next();
            let body;
            try {
              body = readFileSync(file);
            } catch {
              return next();
            }
            res.setHeader("Content-Type", type);
            // An SVG is shown as an image only, never run (as the built site sends it).
            if (type === "image/svg+xml")
              res.setHeader("Content-Security-Policy", "script-src 'none'");
            res.end(body);
            return;
          }
          if (url.startsWith("/admin/")) {
            // Decap asks for a drawn cover's name (cover-finance-1) as a file: not found, not a failure.
            if (!existsSync(join(outDir, url.slice(1)))) return next();
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
