// After `react-router build`: put the not-found page where servers expect it, hash inline scripts
// for the CSP, write the headers for nginx and static CDNs, and precompress.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress as brotliCompressCb, constants, gzip as gzipCb } from "node:zlib";

import { cacheRoot } from "./build-cache.mjs";
import { buildDir, projectRoot } from "./build-dir.mjs";
import { deferScripts } from "./defer-scripts.mjs";
import {
  headersForFile,
  inlineScriptHashes,
  netlifyHeaders,
  nginxHeaders,
  nginxForms,
  nginxMaps,
} from "./security-headers.mjs";
import { writeManifest } from "./forms/manifest.mjs";
import { formsMode } from "./forms/mode.mjs";

const client = join(buildDir, "client");

const prerendered404 = join(client, "404", "index.html");
// Running twice is harmless: the second run finds 404.html already in place.
if (existsSync(prerendered404)) {
  renameSync(prerendered404, join(client, "404.html"));
  rmSync(join(client, "404"), { recursive: true });
} else if (!existsSync(join(client, "404.html"))) {
  throw new Error("postbuild: build/client/404/index.html is missing");
}
// A shell without content; never served (the 404 page is the real not-found screen).
rmSync(join(client, "__spa-fallback.html"), { force: true });

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
// Paint first, then fetch the scripts (scripts/defer-scripts.mjs). Before the CSP hashes below.
let deferred = 0;
for (const file of walk(client)) {
  if (!file.endsWith(".html")) continue;
  writeFileSync(file, deferScripts(readFileSync(file, "utf8"), relative(client, file)));
  deferred++;
}
console.log(`postbuild: ${deferred} pages fetch their scripts after the first paint`);

// CSP without 'unsafe-inline': allow exactly the inline scripts React Router wrote, by hash, per page.
const pages = {};
for (const file of walk(client)) {
  if (!file.endsWith(".html")) continue;
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  pages[`/${relative(client, file).split(sep).join("/")}`] = hashes;
}
const connect = process.env.VITE_FORMS_ENDPOINT
  ? [new URL(process.env.VITE_FORMS_ENDPOINT).origin]
  : [];
const union = [...new Set(Object.values(pages).flat())].sort();
/** @type {import("./security-headers.mjs").BuildHeaderMeta} */
const forms = formsMode();
const meta = { connect, scriptHashes: union, pages, ...(forms ? { forms } : {}) };
writeFileSync(join(buildDir, "headers.json"), JSON.stringify(meta, null, 2));
console.log(
  `postbuild: ${union.length} inline script hashes over ${Object.keys(pages).length} pages for the CSP`,
);

// Every hosting target gets its headers from scripts/security-headers.mjs.
writeFileSync(join(client, "_headers"), netlifyHeaders(meta));
const nginxDir = join(buildDir, "nginx");
mkdirSync(join(nginxDir, "tmp"), { recursive: true });
writeFileSync(join(nginxDir, "maps.conf"), nginxMaps(meta));
writeFileSync(join(nginxDir, "headers.conf"), nginxHeaders());
writeFileSync(join(nginxDir, "forms.conf"), nginxForms(meta, process.env.FORMS_UPSTREAM));
// FORMS=self: the receiver validates against the forms of this very build (<build>/forms.json).
if (forms === "self") {
  const ids = await writeManifest(buildDir);
  console.log(`postbuild: forms.json with ${ids.length} forms for the receiver`);
} else rmSync(join(buildDir, "forms.json"), { force: true });
copyFileSync(join(projectRoot, "deploy", "nginx.conf"), join(nginxDir, "nginx.conf"));
// Cloudflare Pages limits: 100 rules, 2,000 characters per header value.
const rules = readFileSync(join(client, "_headers"), "utf8")
  .split("\n")
  .filter((l) => l.startsWith("/"));
const longest = Math.max(
  ...Object.keys(pages).map((f) => headersForFile(f, meta)["Content-Security-Policy"].length),
);
if (rules.length > 100 || longest > 2000)
  console.warn(
    `postbuild: _headers has ${rules.length} rules and a ${longest}-character CSP; Cloudflare Pages allows 100 and 2,000`,
  );
console.log(
  `postbuild: wrote client/_headers (${rules.length} rules) and nginx/{nginx,maps,headers}.conf`,
);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
// zlib's asynchronous calls run on libuv's thread pool: a few files at a time use every core.
// Each file's compressed forms are cached by its bytes (scripts/build-cache.mjs), so a rebuild
// and the other build directories compress only what changed.
const gzip = promisify(gzipCb);
const brotli = promisify(brotliCompressCb);
const compressed = join(cacheRoot, "compressed");
mkdirSync(compressed, { recursive: true });
const queue = [...walk(client)].filter((file) => COMPRESSIBLE.test(file));
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
      for (const [ext, bytes] of [["gz", gz], ["br", br]]) {
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
await Promise.all(Array.from({ length: availableParallelism() * 2 }, compressNext));
console.log(
  `postbuild: 404.html in place, ${count} files precompressed (gzip + brotli; ${reused} from the cache)`,
);
