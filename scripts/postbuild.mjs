// After `react-router build`: put the not-found page where servers expect it, and precompress.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { buildDir } from "./build-dir.mjs";

const client = join(buildDir, "client");

const prerendered404 = join(client, "404", "index.html");
if (!existsSync(prerendered404)) throw new Error("postbuild: build/client/404/index.html is missing");
renameSync(prerendered404, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });
// A shell without content; never served (the 404 page is the real not-found screen).
rmSync(join(client, "__spa-fallback.html"), { force: true });

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
// CSP without 'unsafe-inline': allow exactly the inline scripts React Router wrote, by hash.
const hashes = new Set();
for (const file of walk(client)) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(file, "utf8");
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1];
    if (!body) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
}
const connect = process.env.VITE_FORMS_ENDPOINT ? [new URL(process.env.VITE_FORMS_ENDPOINT).origin] : [];
const headerOptions = { scriptHashes: [...hashes].sort(), connect };
writeFileSync(join(buildDir, "headers.json"), JSON.stringify(headerOptions, null, 2));
console.log(`postbuild: ${hashes.size} inline script hashes for the CSP`);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
let count = 0;
for (const file of walk(client)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 256) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`postbuild: 404.html in place, ${count} files precompressed (gzip + brotli)`);
