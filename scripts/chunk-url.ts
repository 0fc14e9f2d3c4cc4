// `import url from "./search-dialog.tsx?chunk-url"` gives the address of that module's own chunk,
// for a plain `import(/* @vite-ignore */ url)` when the visitor asks for it (vite.config.ts).
//
// Why not `import("./search-dialog")`: Vite wraps every import() it can read in its preload
// helper (vitejs/vite#18551; `build.modulePreload: false` keeps it too), 0.7 KiB of brotli that
// would sit in the shell chunk every page loads, for a dialog most visitors never open
// (docs/performance.md, "The search dialog's chunk without Vite's preload helper"). The chunk is
// emitted with Rollup's documented plugin API (`emitFile`, `import.meta.ROLLUP_FILE_URL_*`), so
// Rolldown still shares its modules with the rest of the build; the browser finds the chunk's own
// imports when it runs it.
import { relative, sep } from "node:path";
import type { Plugin } from "vite";

const QUERY = "?chunk-url";

export function chunkUrlPlugin(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  return {
    name: "finlo:chunk-url",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const file = id.slice(0, -QUERY.length);
      // The dev server answers a source file's own address with the module.
      if (command === "serve")
        return `export default ${JSON.stringify("/" + relative(root, file).split(sep).join("/"))};`;
      // The prerender never opens the dialog: no chunk for the server build.
      if (this.environment?.name !== "client") return `export default "";`;
      const ref = this.emitFile({ type: "chunk", id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
