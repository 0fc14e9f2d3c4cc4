// The browser editor (/admin, docs/cms.md): admin/main.tsx bundled with esbuild into its own
// files, apart from the site's bundle so no site page carries a byte of it: <client>/admin.html
// (noindex, its own Content-Security-Policy) and <client>/admin/cms-<hash>.js. The bundle is
// cached by everything it is made from, so the second build of `npm test` copies it.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { cacheKey, cacheRoot } from "./build-cache.mjs";
import { projectRoot } from "./build-dir.mjs";
import { brand } from "./palette.mjs";
import { editorPolicy } from "./security-headers.mjs";

/** Node's modules inside the shared content code are never called in the browser: empty stand-ins. */
const nodeStubs = {
  name: "node-stubs",
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: "node-stub" }));
    b.onLoad({ filter: /.*/, namespace: "node-stub" }, () => ({
      contents: "module.exports = {};",
      loader: "js",
    }));
  },
};

/**
 * Mends to Decap's own code, made as it is bundled. Each names the text it replaces, and the
 * build stops when that text is gone (a new Decap: check whether it still needs the mend).
 */
export const decapMends = [
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]reducers[\\/]entries\.js$/,
    // Deleting an entry opened at its own address (a link, a bookmark, a reload) before its
    // collection's list had loaded: the files were deleted, then the list's missing page threw
    // ("Failed to delete entry: … reading 'filter'"), and the editor stayed on the entry, whose
    // next Publish wrote it back.
    find: "map.updateIn(['pages', payload.collectionName, 'ids'], ids => ids.filter(",
    replace:
      "if (map.hasIn(['pages', payload.collectionName, 'ids'])) map.updateIn(['pages', payload.collectionName, 'ids'], ids => ids.filter(",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]reducers[\\/]entryDraft\.js$/,
    // A field that is not translated is still drawn, hidden, in the German column, and a
    // relation (a post's author, a project's services) sets its value there as it loads: every
    // post and project opened as "Unsaved changes", and leaving it untouched asked "Are you sure
    // you want to leave this page?". A hidden field's change now changes nothing.
    find: "const dataPath = i18n && getDataPath(i18n.currentLocale, i18n.defaultLocale) || ['data'];",
    replace:
      "const dataPath = i18n && getDataPath(i18n.currentLocale, i18n.defaultLocale) || ['data'];\n" +
      "          if (i18n && i18n.currentLocale !== i18n.defaultLocale && field.get('i18n') === 'none') return;",
  },
];

/** Applies `decapMends` to one of Decap's files; stops the build when a mend's text is gone. */
export function mendDecap(path, source, applied = new Set()) {
  let text = source;
  for (const mend of decapMends.filter(({ file }) => file.test(path))) {
    if (!text.includes(mend.find))
      throw new Error(`build-admin: ${path} no longer has the text a mend replaces: ${mend.find}`);
    text = text.replace(mend.find, mend.replace);
    applied.add(mend);
  }
  return text;
}

/** esbuild's side of `decapMends`: the bundle fails when a mend found no file to mend. */
const decapPlugin = {
  name: "decap-mends",
  setup(b) {
    const applied = new Set();
    b.onStart(() => applied.clear());
    for (const { file } of decapMends)
      b.onLoad({ filter: file }, (args) => ({
        contents: mendDecap(args.path, readFileSync(args.path, "utf8"), applied),
        loader: "js",
        resolveDir: dirname(args.path),
      }));
    b.onEnd((result) => {
      const missed = decapMends.filter((mend) => !applied.has(mend));
      if (missed.length && !result.errors.length)
        throw new Error(
          `build-admin: no file of Decap's matched ${missed.map((m) => m.file).join(", ")}`,
        );
    });
  },
};

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** What the bundle is made from: the editor's and the content's code and styles, the lockfile, the settings. */
function inputsKey(settings, styles) {
  const sources = [join(projectRoot, "admin"), join(projectRoot, "app/content")]
    .flatMap((dir) => [...files(dir)])
    .filter((file) => /\.(ts|tsx|js|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  return cacheKey(
    readFileSync(join(projectRoot, "package-lock.json")),
    readFileSync(fileURLToPath(import.meta.url)),
    ...sources.flatMap((file) => [relative(projectRoot, file), readFileSync(file)]),
    { settings, styles },
  );
}

/**
 * Bundles the editor into `outDir` (admin/cms-<hash>.js) and returns the script's address.
 * @param {{ outDir: string, settings: unknown, styles: string[], minify?: boolean }} options
 */
export async function buildEditor({ outDir, settings, styles, minify = true }) {
  const key = inputsKey(settings, styles);
  const cached = join(cacheRoot, "admin", key);
  if (!existsSync(join(cached, "done"))) {
    rmSync(cached, { recursive: true, force: true });
    await build({
      absWorkingDir: projectRoot,
      entryPoints: { cms: "admin/main.tsx" },
      entryNames: "[name]-[hash]",
      outdir: join(cached, "admin"),
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      minify,
      legalComments: "linked",
      jsx: "automatic",
      alias: { "~": join(projectRoot, "app") },
      define: {
        __CMS_ENV__: JSON.stringify(settings),
        __PREVIEW_STYLES__: JSON.stringify(styles),
        "process.env.NODE_ENV": '"production"',
        global: "globalThis",
      },
      loader: { ".svg": "file", ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file" },
      plugins: [nodeStubs, decapPlugin],
      logLevel: "warning",
    });
    writeFileSync(join(cached, "done"), "");
  }
  cpSync(join(cached, "admin"), join(outDir, "admin"), { recursive: true });
  const script = readdirSync(join(cached, "admin")).find((name) => /^cms-.*\.js$/.test(name));
  const css = readdirSync(join(cached, "admin")).filter((name) => /^cms-.*\.css$/.test(name));
  return { script: `/admin/${script}`, css: css.map((name) => `/admin/${name}`), cached: key };
}

/** The editor's page: noindex, its own policy, the bundle. */
export function editorPage({ script, css, policy }) {
  const name = brand.name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${name} · Content editor</title>
${css.map((href) => `    <link rel="stylesheet" href="${href}" />`).join("\n")}
  </head>
  <body>
    <!-- The page's name for screen readers (Decap's screens have no heading of their own), and a
      main landmark: Decap draws into the element with id nc-root when there is one. -->
    <header><h1 style="position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">${name} content editor</h1></header>
    <main id="nc-root">
      <noscript>The content editor needs JavaScript. The files it edits are in content/ (content/README.md).</noscript>
    </main>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

/** The build's editor settings: the CMS_* variables (admin/config.ts reads them, docs/cms.md). */
export const cmsEnv = (env = process.env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => /^CMS_[A-Z_]+$/.test(name)));

/**
 * The production editor: <client>/admin.html and <client>/admin/. The preview uses the site's
 * own stylesheet, the one every page links (read from the built home page).
 * @param {string} client
 * @param {Record<string, string>} settings the CMS_* variables
 */
export async function writeEditor(client, settings = cmsEnv()) {
  const home = readFileSync(join(client, "index.html"), "utf8");
  const styles = [...home.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map(
    (m) => m[1],
  );
  rmSync(join(client, "admin"), { recursive: true, force: true });
  const bundle = await buildEditor({ outDir: client, settings, styles });
  writeFileSync(
    join(client, "admin.html"),
    editorPage({ ...bundle, policy: editorPolicy(settings) }),
  );
  return bundle;
}
