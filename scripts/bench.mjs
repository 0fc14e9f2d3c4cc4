// `npm run bench`: Lighthouse (mobile preset, Debian's Chromium) over every route, 3 runs each, in
// rounds over all routes. Prints a markdown table of medians and a pass/fail line per target, and
// writes bench/results.json. Not part of `npm test`: timings are noisy.
//
//   ROUTES=/,/pricing RUNS=1 npm run bench      a few routes, one run
//   LANGS=en npm run bench                      the English pages only (default: every language)
//   BUILDS=build,build-old npm run bench        two builds side by side, runs interleaved
//
// With BUILDS, each build is served by scripts/serve.mjs on its own port and every route is run
// on each build in turn, so a busy spell of this shared machine lands on both alike.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { projectRoot } from "./build-dir.mjs";

const RUNS = Number(process.env.RUNS || 3);
const builds = (process.env.BUILDS || process.env.BUILD_DIR || "build").split(",");
const firstPort = Number(process.env.BENCH_PORT || 4390);

/**
 * The routes (app/content/pages.ts), which are kept out of search engines, and one page of each
 * kind the Markdown collections add: a post, a job, a member, a service and a project.
 */
const { pages } = (await runnerImport(resolve(projectRoot, "app/content/pages.ts"))).module;
const c = (await runnerImport(resolve(projectRoot, "app/content/collections/queries.server.ts"))).module;
const itemPages = [c.listPosts()[1], c.listJobs()[1], c.listTeam()[1], c.listServices()[1], c.listProjects()[1]]
  .filter(Boolean)
  .map((item) => item.href);
// And the pages with the owners' photos: a post whose cover is a photo (its largest paint), a post
// with a photo in its text, a person with a portrait photo and a project with photos.
const { collections } = (await runnerImport(resolve(projectRoot, "app/content/collections/load.server.ts"))).module;
const all = collections();
const isPhoto = (picture) => typeof picture === "object" && picture !== null && Array.isArray(picture.widths) && picture.widths.length > 0;
const figurePost = all.entries.blog.find((e) => e.images.some((image) => image.src.startsWith("/media/")));
const photoPages = [
  all.posts.find((p) => isPhoto(p.image))?.href,
  figurePost && `/blog/${figurePost.slug}`,
  all.team.find((m) => isPhoto(m.portrait))?.href,
  all.projects.find((p) => isPhoto(p.image))?.href,
].filter((href) => href && !itemPages.includes(href));
itemPages.push(...new Set(photoPages));
// Every page in each language the site has (project.inlang/settings.json): /pricing and /de/pricing.
const { locales, localizePath } = (await runnerImport(resolve(projectRoot, "app/content/locales.ts"))).module;
const langs = process.env.LANGS ? process.env.LANGS.split(",") : locales;
const inLanguages = (paths) => langs.flatMap((lang) => paths.map((path) => localizePath(path, lang)));
const noindex = new Set(inLanguages(pages.filter((page) => page.noindex).map((page) => page.path)));
const routes = process.env.ROUTES
  ? process.env.ROUTES.split(",")
  : inLanguages([...pages.map((page) => page.path), ...itemPages]);

/** The targets of docs/performance.md. */
const targets = { performance: 99, accessibility: 100, "best-practices": 100, seo: 100, lcp: 1200, cls: 0.01, jsKiB: 130 };

function serve(build, port) {
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, BUILD_DIR: build, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolveServer, reject) => {
    server.stdout.on("data", (d) => String(d).includes("Serving") && resolveServer(server));
    server.on("exit", (code) => reject(new Error(`server for ${build} exited with ${code}`)));
  });
}

const servers = await Promise.all(builds.map((build, i) => serve(build, firstPort + i)));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});

/**
 * Compressed body bytes of a same-origin response, read from the build (the .br file the server
 * sends). Lighthouse's transfer sizes also count each response's headers, which over the local
 * HTTP/1.1 server repeat ~1 KiB of security headers per file, so bodies are what the JS budget counts.
 */
function bodyBytes(build, base, url) {
  const { origin, pathname } = new URL(url);
  if (origin !== base) return 0;
  let file = `${build}/client${decodeURIComponent(pathname)}`;
  if (pathname.endsWith("/")) file += "index.html";
  // A page /pricing is the file pricing.html (docs/decisions/0024).
  if (!existsSync(file) && existsSync(`${file}.html`)) file += ".html";
  if (!existsSync(file)) return 0;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of a route on a build: its scores and timings. */
async function measure(build, base, route) {
  for (let retries = 0; ; retries++) {
    const { lhr } = await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
    // NO_NAVSTART, NO_FCP and the like are Lighthouse losing its trace on a busy machine: that run
    // is repeated, twice at most.
    if (lhr.runtimeError) {
      if (retries < 2) continue;
      return { error: lhr.runtimeError.code };
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      jsKiB: scripts.reduce((sum, item) => sum + bodyBytes(build, base, item.url), 0) / 1024,
      requests: (lhr.audits["network-requests"]?.details?.items ?? []).length,
    };
  }
}

const runs = new Map(builds.map((build) => [build, new Map(routes.map((route) => [route, []]))]));
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const route of routes) {
      for (const [i, build] of builds.entries()) {
        const run = await measure(build, `http://127.0.0.1:${firstPort + i}`, route);
        runs.get(build).get(route).push(run);
        process.stderr.write(
          `round ${round}, ${build} ${route}: ` +
            (run.error ? run.error : `perf ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms`) +
            "\n",
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const version = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
const lines = [`Lighthouse ${version}, mobile preset, median of ${RUNS} run(s), ${new Date().toISOString().slice(0, 10)}`, ""];
const results = {};
let failed = 0;
for (const build of builds) {
  const rows = [];
  for (const [route, list] of runs.get(build)) {
    const ok = list.filter((run) => !run.error);
    if (!ok.length) continue; // Lighthouse cannot score a page answered with 404
    const row = { route };
    for (const key of Object.keys(ok[0])) row[key] = median(ok.map((run) => run[key]));
    rows.push(row);
  }
  results[build] = rows;
  lines.push(
    `### ${build}`,
    "",
    "| route | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | JS KiB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${fmt(r.fcp)} | ${fmt(r.lcp)} | ${fmt(r.tbt)} | ${fmt(r.cls, 3)} | ${fmt(r.jsKiB, 1)} |`,
    ),
    "",
  );
  const checks = [
    [`Performance ≥ ${targets.performance}`, (r) => r.performance >= targets.performance],
    ["Accessibility 100", (r) => r.accessibility >= targets.accessibility],
    ["Best Practices 100", (r) => r["best-practices"] >= targets["best-practices"]],
    // Lighthouse's is-crawlable audit fails every noindex page by design.
    ["SEO 100 on indexable routes", (r) => noindex.has(r.route) || r.seo >= targets.seo],
    ["LCP ≤ 1.2 s", (r) => r.lcp <= targets.lcp],
    ["CLS ≤ 0.01", (r) => r.cls <= targets.cls],
    [`JS ≤ ${targets.jsKiB} KiB (brotli bodies)`, (r) => r.jsKiB <= targets.jsKiB],
  ];
  for (const [label, ok] of checks) {
    const misses = rows.filter((r) => !ok(r)).map((r) => r.route);
    if (misses.length) failed++;
    lines.push(`- ${misses.length ? "FAIL" : "pass"}: ${label}${misses.length ? ` (${misses.join(", ")})` : ""}`);
  }
  lines.push("");
}
console.log(lines.join("\n"));
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2));
process.exitCode = failed ? 1 : 0;
