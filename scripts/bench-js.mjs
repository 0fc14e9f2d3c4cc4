// `npm run bench:js [build-dir …]`: the JavaScript each prerendered page makes a visitor download,
// as the page's HTML names it (its module scripts, the modules its inline module script imports and
// its modulepreload links, also in the renamed form of scripts/defer-scripts.mjs), each file counted
// once per page at its brotli size (quality 11, as the hosts serve it). Deterministic, unlike a
// browser measurement, so two builds compare to the byte (docs/performance.md).
//
//   npm run bench:js                          the build in BUILD_DIR (or build/)
//   npm run bench:js -- build ../old/build    two builds side by side, with the difference
//   npm run bench:js -- --all build           every page, not one page per set of scripts
//   npm run bench:js -- --chunks /pricing build ../old/build   one page's files, chunk by chunk
//
// Pages that load exactly the same files (every post, every blog list page …) are shown once, by
// their shortest address, with how many share it. A page a build does not have (a German twin in
// a build from before two languages) is compared with its English address there, marked "(en)".
import { brotliCompressSync, constants } from "node:zlib";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { buildDir } from "./build-dir.mjs";

const KiB = 1024;
const args = process.argv.slice(2);
const all = args.includes("--all");
const chunksAt = args.includes("--chunks") ? args[args.indexOf("--chunks") + 1] : undefined;
const dirs = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--chunks");
const builds = (dirs.length ? dirs.map((d) => resolve(d)) : [buildDir]).map((dir) =>
  existsSync(join(dir, "client")) ? join(dir, "client") : dir,
);

/** Every .html file under a build's client folder, by the address it answers. */
function htmlPages(root) {
  const pages = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".html") && !name.startsWith("__")) {
        const rel = relative(root, path).split(sep).join("/");
        const address =
          rel === "index.html"
            ? "/"
            : `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
        pages.set(address, path);
      }
    }
  };
  walk(root);
  return pages;
}

/** The script files a page's HTML names, as paths from the site's root. */
export function scriptsOf(html) {
  const found = new Set();
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel");
    if (rel === "modulepreload" || rel === "x-deferred-modulepreload") found.add(attr(tag, "href"));
  }
  for (const [whole, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    void whole;
    const type = attr(open, "type");
    if (type !== "module" && type !== "x-deferred-module") continue;
    const src = attr(open, "src");
    if (src) found.add(src);
    for (const [, spec] of body.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
      found.add(spec);
  }
  return [...found].filter((src) => src && src.startsWith("/"));
}

const brotliCache = new Map();
function brotliSize(file) {
  if (!brotliCache.has(file))
    brotliCache.set(
      file,
      brotliCompressSync(readFileSync(file), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    );
  return brotliCache.get(file);
}

/** A chunk's name without its content hash: assets/messages-B9x_2kQ.js → messages. */
const chunkName = (src) =>
  src
    .replace(/^.*\//, "")
    .replace(/-[\w-]{8}\.js$/, "")
    .replace(/\.js$/, "");

function measure(root) {
  const pages = new Map();
  for (const [address, file] of htmlPages(root)) {
    const html = readFileSync(file, "utf8");
    // Only the pages React Router prerendered (not the editor's page, /admin).
    if (!html.includes("__reactRouterContext")) continue;
    const scripts = scriptsOf(html);
    const files = scripts.map((src) => ({ src, bytes: brotliSize(join(root, src)) }));
    pages.set(address, { files, bytes: files.reduce((t, f) => t + f.bytes, 0) });
  }
  return pages;
}

const measured = builds.map(measure);
const english = (address) => address.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/";
function lookup(build, address) {
  const page = build.get(address);
  if (page) return { page, note: "" };
  const twin = build.get(english(address));
  return twin ? { page: twin, note: " (en)" } : { page: undefined, note: "" };
}

const kib = (bytes) => (bytes / KiB).toFixed(1);
const signed = (bytes) => `${bytes >= 0 ? "+" : "−"}${kib(Math.abs(bytes))}`;
const label = (root) => relative(process.cwd(), resolve(root, "..")) || ".";

if (chunksAt) {
  const names = new Set();
  const per = measured.map((build) => {
    const { page } = lookup(build, chunksAt);
    const byName = new Map();
    for (const f of page?.files ?? []) {
      const name = chunkName(f.src);
      byName.set(name, (byName.get(name) ?? 0) + f.bytes);
      names.add(name);
    }
    return byName;
  });
  console.log(`| ${chunksAt} | ${builds.map(label).join(" | ")} |`);
  console.log(`| --- |${builds.map(() => " ---: |").join("")}`);
  const rows = [...names].sort((a, b) => (per.at(-1).get(b) ?? 0) - (per.at(-1).get(a) ?? 0));
  for (const name of rows)
    console.log(
      `| ${name} | ${per.map((m) => (m.has(name) ? kib(m.get(name)) : "–")).join(" | ")} |`,
    );
  console.log(
    `| total | ${per.map((m) => kib([...m.values()].reduce((t, b) => t + b, 0))).join(" | ")} |`,
  );
  process.exit(0);
}

// The last build lists the pages; pages with the same files in every build are one row.
const addresses = [...measured.at(-1).keys()].sort(
  (a, b) => a.length - b.length || a.localeCompare(b),
);
const rows = new Map();
for (const address of addresses) {
  const key = all
    ? address
    : measured
        .map(
          (build) =>
            lookup(build, address)
              .page?.files.map((f) => f.src)
              .join(",") ?? "",
        )
        .join("|") + (english(address) === address ? "" : "|twin");
  const row = rows.get(key);
  if (row) row.count += 1;
  else rows.set(key, { address, count: 1 });
}

const head = builds.length > 1 ? [...builds.map(label), "change"] : [label(builds[0])];
console.log(`JavaScript per page, brotli q11, KiB (files the page's HTML names)\n`);
console.log(`| page | ${head.join(" | ")} |`);
console.log(`| --- |${head.map(() => " ---: |").join("")}`);
const ordered = [...rows.values()].sort(
  (a, b) =>
    english(a.address).localeCompare(english(b.address)) || a.address.length - b.address.length,
);
for (const { address, count } of ordered) {
  const cells = measured.map((build) => lookup(build, address));
  const values = cells.map(({ page, note }) => (page ? `${kib(page.bytes)}${note}` : "–"));
  const first = cells[0].page;
  const last = cells.at(-1).page;
  if (builds.length > 1) values.push(first && last ? signed(last.bytes - first.bytes) : "–");
  const shared = count > 1 ? ` (+${count - 1} alike)` : "";
  console.log(`| \`${address}\`${shared} | ${values.join(" | ")} |`);
}
