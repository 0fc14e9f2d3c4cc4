// After `react-router build`: lay pages out as `<path>.html`, put the not-found page where servers
// expect it, write each page's Content-Security-Policy into it, write the headers for nginx and
// static CDNs (and, for FORMS=cloudflare, the Pages Function), and precompress.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { basename, dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress as brotliCompressCb, constants, gzip as gzipCb } from "node:zlib";

import { cacheRoot } from "./build-cache.mjs";
import { buildDir, projectRoot } from "./build-dir.mjs";
import { cmsEnv, writeEditor } from "./build-admin.mjs";
import { deferScripts } from "./defer-scripts.mjs";
import { withPagePolicy } from "./page-csp.mjs";
import {
  checkHeadersFile,
  HOST_FILES,
  netlifyHeaders,
  nginxHeaders,
  nginxForms,
  nginxLocales,
  nginxMaps,
  nginxRedirects,
  pagePolicy,
  redirectsFile,
  EDITOR_PAGE,
  editorPolicy,
} from "./security-headers.mjs";
import { writeManifest } from "./forms/manifest.mjs";
import { writeSearchIndex } from "./search-index.mjs";
import { prefixedLocales } from "./i18n-config.mjs";
import { formsMode } from "./forms/mode.mjs";
import { goneAdvice, gonePages, swapPageList } from "./gone-pages.mjs";

const client = join(buildDir, "client");

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
/** "/about-us.html" for <client>/about-us.html */
const publicPath = (file) => `/${relative(client, file).split(sep).join("/")}`;
/** The site's pages: every HTML file but the editor's (written below, with its own policy). */
const isSitePage = (file) => file.endsWith(".html") && publicPath(file) !== EDITOR_PAGE;

// One file per page at its own address: React Router writes <path>/index.html; every page but the
// home page becomes <path>.html, which nginx, `npm start`, Cloudflare Pages and Netlify all answer
// at <path> with a 200, the address the canonical links, sitemap and internal links use
// (docs/decisions/0024-page-addresses-and-policies-for-any-host.md). Running twice is harmless.
const nested = [...walk(client)].filter(
  (file) => file.endsWith(`${sep}index.html`) && dirname(file) !== client,
);
for (const file of nested) {
  const folder = dirname(file);
  const target = `${folder}.html`;
  if (existsSync(target))
    throw new Error(`postbuild: ${publicPath(file)} and ${publicPath(target)} would be one page`);
  renameSync(file, target);
  for (const twin of [`${file}.gz`, `${file}.br`]) rmSync(twin, { force: true });
  if (readdirSync(folder).length === 0) rmdirSync(folder);
}
for (const file of ["404.html", ...prefixedLocales.map((locale) => `${locale}/404.html`)])
  if (!existsSync(join(client, file)))
    throw new Error(`postbuild: the prerendered not-found page ${file} is missing`);
// A shell without content; never served (the 404 page is the real not-found screen).
rmSync(join(client, "__spa-fallback.html"), { force: true });
console.log(`postbuild: ${nested.length} pages laid out as <path>.html`);

// Paint first, then fetch the scripts (scripts/defer-scripts.mjs). Before the policies below.
let deferred = 0;
for (const file of walk(client)) {
  if (!isSitePage(file)) continue;
  writeFileSync(file, deferScripts(readFileSync(file, "utf8"), relative(client, file)));
  deferred++;
}
console.log(`postbuild: ${deferred} pages fetch their scripts after the first paint`);

// CSP without 'unsafe-inline': each page's policy allows exactly the inline scripts React Router
// wrote into it, by hash, and travels in the page (scripts/page-csp.mjs).
const connect = process.env.VITE_FORMS_ENDPOINT
  ? [new URL(process.env.VITE_FORMS_ENDPOINT).origin]
  : [];
const forms = formsMode();
/** @type {Record<string, string[]>} */
const pages = {};
for (const file of walk(client)) {
  if (!isSitePage(file)) continue;
  const page = withPagePolicy(
    readFileSync(file, "utf8"),
    (scriptHashes) => pagePolicy({ scriptHashes, connect, forms }),
    publicPath(file),
  );
  writeFileSync(file, page.html);
  pages[publicPath(file)] = page.hashes;
}
/** @type {import("./security-headers.mjs").BuildHeaderMeta} */
const scriptHashes = [...new Set(Object.values(pages).flat())].sort();

// The browser editor at /admin: its own bundle, page and policy (docs/cms.md).
const editor = await writeEditor(client);
const editorCsp = editorPolicy(cmsEnv());
console.log(`postbuild: the editor at /admin (${editor.script}${editor.cached ? ", bundle " + editor.cached : ""})`);

const meta = { connect, scriptHashes, pages, editor: editorCsp, ...(forms ? { forms } : {}) };
writeFileSync(join(buildDir, "headers.json"), JSON.stringify(meta, null, 2));
const hashCount = scriptHashes.length;
console.log(
  `postbuild: each of ${Object.keys(pages).length} pages carries its policy (${hashCount} inline script hashes in all)`,
);

// FORMS=self: the receiver validates against the forms of this very build (<build>/forms.json);
// FORMS=cloudflare: so does the Pages Function, bundled into <client>/_worker.js.
rmSync(join(client, "_worker.js"), { force: true });
rmSync(join(client, "_routes.json"), { force: true });
if (forms) {
  const ids = await writeManifest(buildDir);
  console.log(`postbuild: forms.json with ${ids.length} forms for the receiver`);
  if (forms === "cloudflare") {
    const { buildPagesFunction } = await import("./forms/cloudflare-build.mjs");
    await buildPagesFunction(buildDir);
    console.log("postbuild: the forms' Pages Function in client/_worker.js (/api/forms/*)");
  }
} else rmSync(join(buildDir, "forms.json"), { force: true });

// Site search's static index of the finished pages, before the headers list the files and the
// compression below (scripts/search-index.mjs).
const pageFiles = [...walk(client)]
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, path: publicPath(file) }));
const searchStarted = performance.now();
const search = await writeSearchIndex(client, pageFiles);
console.log(
  `postbuild: search index of ${search.pages} pages (${Object.entries(search.languages)
    .map(([lang, n]) => `${lang} ${n}`)
    .join(", ")}) in client/pagefind/, ${Math.round(performance.now() - searchStarted)} ms`,
);

// Every hosting target gets its headers from scripts/security-headers.mjs: the same for every
// page, so their size does not grow with the site.
// (Precompressed twins of a previous run are not files of their own.)
const files = [...walk(client)].map(publicPath).filter((file) => !/\.(gz|br)$/.test(file));
const headersFile = netlifyHeaders(meta, files);
// Stops the build when a host would drop rules (Cloudflare Pages: 100 rules, 2,000 characters).
const { rules, longest } = checkHeadersFile(headersFile);
writeFileSync(join(client, "_headers"), headersFile);
const nginxDir = join(buildDir, "nginx");
mkdirSync(join(nginxDir, "tmp"), { recursive: true });
writeFileSync(join(nginxDir, "maps.conf"), nginxMaps(meta));
writeFileSync(join(nginxDir, "headers.conf"), nginxHeaders());
writeFileSync(join(nginxDir, "forms.conf"), nginxForms(meta, process.env.FORMS_UPSTREAM));
writeFileSync(join(nginxDir, "locales.conf"), nginxLocales(prefixedLocales));
// Old addresses (content/redirects.yaml, read by scripts/seo-files.mjs): a 301 on every host.
const redirects = JSON.parse(readFileSync(join(buildDir, "redirects.json"), "utf8"));
writeFileSync(join(nginxDir, "redirects.conf"), nginxRedirects(redirects));
const redirectRules = redirectsFile(redirects);
if (redirectRules) writeFileSync(join(client, "_redirects"), redirectRules);
else rmSync(join(client, "_redirects"), { force: true });
copyFileSync(join(projectRoot, "deploy", "nginx.conf"), join(nginxDir, "nginx.conf"));
// A page the last build in this folder had, gone now with no redirect: say so (scripts/gone-pages.mjs).
const addresses = [...walk(client)]
  .filter((file) => isSitePage(file) && !/(^|\/)404\.html$/.test(publicPath(file)))
  .map((file) => publicPath(file).replace(/\.html$/, "").replace(/\/index$/, "") || "/");
const lastAddresses = swapPageList(join(cacheRoot, `pages-${basename(buildDir)}.json`), addresses);
for (const advice of goneAdvice(gonePages(lastAddresses, addresses, redirects, prefixedLocales)))
  console.warn(advice);
console.log(
  `postbuild: wrote client/_headers (${rules} rules, longest line ${longest} characters)` +
    (redirectRules ? `, client/_redirects (${redirects.length} old addresses)` : "") +
    " and nginx/{nginx,maps,headers,redirects}.conf",
);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
// zlib's asynchronous calls run on libuv's thread pool: a few files at a time use every core.
// Each file's compressed forms are cached by its bytes (scripts/build-cache.mjs), so a rebuild
// and the other build directories compress only what changed.
const gzip = promisify(gzipCb);
const brotli = promisify(brotliCompressCb);
const compressed = join(cacheRoot, "compressed");
mkdirSync(compressed, { recursive: true });
const queue = [...walk(client)].filter(
  (file) => COMPRESSIBLE.test(file) && !HOST_FILES.has(publicPath(file)),
);
let count = 0;
let reused = 0;
async function compressNext() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const data = readFileSync(file);
    if (data.length < 256) continue;
    const cached = join(compressed, createHash("sha256").update(data).digest("hex").slice(0, 32));
    if (existsSync(`${cached}.gz`) && existsSync(`${cached}.br`)) reused++;
    else {
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
      for (const [ext, bytes] of [
        ["gz", gz],
        ["br", br],
      ]) {
        writeFileSync(`${cached}.${ext}.${process.pid}`, bytes);
        renameSync(`${cached}.${ext}.${process.pid}`, `${cached}.${ext}`);
      }
    }
    for (const ext of ["gz", "br"]) {
      rmSync(`${file}.${ext}`, { force: true });
      try {
        linkSync(`${cached}.${ext}`, `${file}.${ext}`);
      } catch {
        copyFileSync(`${cached}.${ext}`, `${file}.${ext}`);
      }
      utimesSync(`${cached}.${ext}`, new Date(), new Date());
    }
    count++;
  }
}
// PRECOMPRESS=0 leaves the twins out: for hosts that compress on their own (Cloudflare Pages and
// Netlify count them as files of the deployment) and for the test suite's variant builds, whose
// tests read forms and policies; the main build keeps them (docs/hosting.md).
if (process.env.PRECOMPRESS === "0") {
  console.log("postbuild: 404.html in place, no precompressed twins (PRECOMPRESS=0)");
} else {
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, compressNext));
  console.log(
    `postbuild: 404.html in place, ${count} files precompressed (gzip + brotli; ${reused} from the cache)`,
  );
}
