// What every page loads, in two files instead of a dozen (vite.config.ts; docs/performance.md,
// "JavaScript per page: the shell in two files"). The root route (app/root.tsx: the header, the phone menu, the footer)
// imports the same small modules the pages do (the button, the links, the icons, the chrome's
// words …), so Rolldown gave each shared module a chunk of its own: eleven files of 0.2 to 3 KiB
// on every page, each compressed on its own. These groups put the modules the root imports,
// statically and transitively, into one chunk for our code ("shell") and one for the libraries'
// ("vendor", which changes only when a dependency does, so a content or design change leaves it
// in the visitor's cache). Modules the root reaches only through a dynamic import() (the search
// dialog, the carousel engine) stay out: they load when they are used.
import type { Plugin } from "vite";

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

const isRoot = (id: string) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id);
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);
// The stylesheet stays with the root route's chunk: a CSS file in a chunk the search dialog's
// import() also loads would be "dynamic" CSS to React Router, which then links it as `….css#`.
const isStyle = (id: string) => /\.css($|\?)/.test(id);

export function shellChunks() {
  let graph: ModuleGraph | undefined;
  let moduleIds: string[] = [];
  let closure: Set<string> | undefined;

  /** Every module the root route imports, statically, at any depth (not the root itself). */
  function rootClosure(): Set<string> {
    if (closure) return closure;
    closure = new Set();
    if (!graph) return closure;
    const getInfo = graph;
    const roots = moduleIds.filter(isRoot);
    const queue = roots.flatMap((id) => getInfo(id)?.importedIds ?? []);
    while (queue.length) {
      const id = queue.pop()!;
      if (closure.has(id) || isRoot(id)) continue;
      closure.add(id);
      queue.push(...(getInfo(id)?.importedIds ?? []));
    }
    return closure;
  }

  const plugin: Plugin = {
    name: "finlo:shell-chunks",
    apply: "build",
    buildEnd() {
      // The module graph is complete here; chunks are formed after.
      graph = (id) => this.getModuleInfo(id);
      moduleIds = [...this.getModuleIds()];
      closure = undefined;
    },
  };

  return {
    plugin,
    /** Rolldown's codeSplitting groups for the client build. */
    groups: [
      {
        name: "vendor",
        priority: 1,
        test: (id: string) => isLibrary(id) && rootClosure().has(id),
      },
      {
        name: "shell",
        priority: 1,
        test: (id: string) => !isLibrary(id) && !isStyle(id) && rootClosure().has(id),
      },
    ],
  };
}
