// The owners' pictures in Vite (vite.config.ts): `npm run dev` serves their variants at
// /assets/media/ from the build cache, as the build does from build/client; and a TypeScript
// content module may name a picture by importing it, `import photo from
// "../../content/media/people/maya-chen.jpg?photo"`, which gives the `Photo` a page needs
// (app/content/types.ts): the testimonials in app/content/testimonials.ts are words in code, not
// Markdown files. Content read from Markdown needs none of this (app/content/media.server.ts).
// At the start of a build (and of `npm run dev`) it also prints, once, the advice about originals
// in content/media/ that carry a GPS position or a serial number (scripts/media-strip.mjs).
import { createReadStream, existsSync } from "node:fs";
import { relative, sep } from "node:path";
import type { Plugin } from "vite";
import {
  MEDIA_ASSETS,
  MEDIA_FOLDER,
  MEDIA_PREFIX,
  mediaLibrary,
  mediaOutputs,
  photo,
} from "../app/content/media.server.ts";

const QUERY = "?photo";
/**
 * A build loads this config several times (React Router's own Vite servers, then each
 * environment), each a fresh module: the advice is printed once per process, so the mark is global.
 */
const ADVISED = Symbol.for("finlo.media-privacy-advised");
const marks = globalThis as { [ADVISED]?: boolean };
const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

export function mediaPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "finlo-media",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      if (marks[ADVISED]) return;
      marks[ADVISED] = true;
      try {
        // Imported here: sharp loads only for a build or the dev server, not with every config.
        const { privacyAdvice, privacyReport } = await import("./media-strip.mjs");
        const report = privacyReport(await privacyAdvice(root));
        if (report) console.log(report);
      } catch (error) {
        console.log(`media: the originals' metadata was not checked (${String(error)})`);
      }
    },
    load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const path = relative(root, id.slice(0, -QUERY.length)).split(sep).join("/");
      if (!path.startsWith(`${MEDIA_FOLDER}/`))
        throw new Error(
          `${id}: a picture imported with ${QUERY} must be a file of ${MEDIA_FOLDER}/`,
        );
      const library = mediaLibrary(root);
      const found = photo(library, `${MEDIA_PREFIX}${path.slice(MEDIA_FOLDER.length + 1)}`, "");
      if ("error" in found) throw new Error(`${path}: ${found.error}`);
      for (const file of library.values())
        if (file.file === path) this.addWatchFile(`${root}/${file.file}`);
      return `export default ${JSON.stringify(found)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0] ?? "";
        if (!url.startsWith(MEDIA_ASSETS)) return next();
        const cached = new Map(mediaOutputs(mediaLibrary(root))).get(decodeURI(url));
        if (!cached || !existsSync(cached)) return next();
        res.setHeader(
          "Content-Type",
          TYPES[url.slice(url.lastIndexOf(".") + 1)] ?? "application/octet-stream",
        );
        res.setHeader("Cache-Control", "no-cache");
        createReadStream(cached).pipe(res);
      });
    },
  };
}
