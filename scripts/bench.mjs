// `npm run bench`: Lighthouse (mobile preset, system Chromium) over every route, 3 runs each,
// in rounds over all routes.
// Prints a markdown table of medians and a pass/fail line per target; writes bench/results.json.
// Not part of `npm test`: timings are noisy. ROUTES=/,/pricing RUNS=1 narrow it down.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { buildDir } from "./build-dir.mjs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { saveArtifacts } from "lighthouse/core/lib/asset-saver.js";

const PORT = Number(process.env.BENCH_PORT || 4390);
const RUNS = Number(process.env.RUNS || 3);
const base = `http://127.0.0.1:${PORT}`;

const { pages } = await import("./route-list.mjs");
const routes = process.env.ROUTES ? process.env.ROUTES.split(",") : [...pages, "/this-page-does-not-exist"];

const NOINDEX = new Set(["/sign-in", "/sign-up", "/reset-password", "/coming-soon", "/errors-404"]);

const targets = {
  performance: 100, accessibility: 100, "best-practices": 100, seo: 100,
  lcp: 1200, fcp: 1000, tbt: 50, cls: 0.01,
};

const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => String(d).includes("Serving") && resolve());
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});

/**
 * Compressed body bytes of a same-origin request, read from the build (the .br file the server
 * sends). Lighthouse's transfer sizes also count each response's headers, which over the local
 * HTTP/1.1 server repeat ~1.1 KiB of security headers per file; HTTP/2 and 3 in production
 * compress repeated headers to a few bytes. Both are reported.
 */
function bodyBytes(url) {
  const { origin, pathname } = new URL(url);
  if (origin !== base) return 0;
  let file = `${buildDir}/client${decodeURIComponent(pathname)}`;
  if (pathname.endsWith("/")) file += "index.html";
  else if (!/\.[a-z0-9]+$/i.test(pathname)) file += existsSync(`${file}/index.html`) ? "/index.html" : "";
  if (!existsSync(file)) file = `${buildDir}/client/404.html`;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const slug = (route) => (route === "/" ? "home" : route.slice(1).replace(/\//g, "_"));

/** One Lighthouse run of a route: its scores and timings, or the error that lost it. */
async function measure(route, round) {
  for (let retries = 0; ; retries++) {
    const { lhr, artifacts } = await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
    // Lighthouse refuses to score a page answered with an error status (our 404 page). Other
    // runtime errors (NO_NAVSTART, NO_FCP) are Lighthouse losing its trace on a busy machine:
    // that run is repeated, twice at most.
    if (lhr.runtimeError) {
      const code = lhr.runtimeError.code;
      if (code !== "ERRORED_DOCUMENT_REQUEST" && retries < 2) {
        process.stderr.write(`${route}: run lost (${code}), repeating it\n`);
        continue;
      }
      return { error: code };
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // A run over the TBT target keeps its trace, so `npm run bench:explain -- <dir>`
    // can say afterwards which tasks made it slow.
    if (audit("total-blocking-time") > targets.tbt) {
      const dir = `bench/artifacts/slow/${slug(route)}-round${round}`;
      rmSync(dir, { recursive: true, force: true });
      await saveArtifacts(artifacts, dir);
    }
    // Audits that cost a score point outside Performance (SEO's is-crawlable on noindex pages is
    // expected). A run with any keeps its report, so the failing elements can be read afterwards.
    const failing = ["accessibility", "best-practices", "seo"].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id)
        .filter((id) => !(id === "is-crawlable" && (NOINDEX.has(route) || route.startsWith("/this-page")))),
    );
    if (failing.length) {
      mkdirSync("bench/artifacts/failed", { recursive: true });
      writeFileSync(`bench/artifacts/failed/${slug(route)}-round${round}.json`, JSON.stringify(lhr));
    }
    const bytes = (type) =>
      (lhr.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === type)?.transferSize ?? 0;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      "best-practices": Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      totalKiB: bytes("total") / 1024,
      jsKiB: bytes("script") / 1024,
      cssKiB: bytes("stylesheet") / 1024,
      jsBodyKiB:
        (lhr.audits["network-requests"]?.details?.items ?? [])
          .filter((item) => item.resourceType === "Script")
          .reduce((sum, item) => sum + bodyBytes(item.url), 0) / 1024,
      // Lighthouse's own CPU benchmark, taken at the start of the run: how fast this machine was
      // then. On this shared VM it moves run to run, and TBT moves with it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      failing,
    };
  }
}

const results = [];
const skipped = [];
rmSync("bench/artifacts/slow", { recursive: true, force: true });
rmSync("bench/artifacts/failed", { recursive: true, force: true });
try {
  // In rounds: every route once, then every route again. A route's runs are then minutes apart,
  // so one busy spell of the machine lands on one of its runs, not on all three.
  const runsOf = new Map(routes.map((route) => [route, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const route of routes) {
      const runs = runsOf.get(route);
      if (runs.some((run) => run.error)) continue;
      const run = await measure(route, round);
      runs.push(run);
      process.stderr.write(
        run.error
          ? `${route}: not scored, ${run.error}\n`
          : `round ${round}, ${route}: perf ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms${run.failing.length ? `, failing: ${run.failing.join(" ")}` : ""}\n`,
      );
    }
  }
  for (const [route, runs] of runsOf) {
    if (runs.some((run) => run.error)) {
      skipped.push(`${route} (${runs.find((run) => run.error).error})`);
      continue;
    }
    const row = { route };
    for (const key of Object.keys(runs[0])) if (key !== "failing") row[key] = median(runs.map((r) => r[key]));
    // Every run's timings too: the spread says more about this machine than the median does.
    row.runs = runs.map(({ performance, accessibility, fcp, lcp, tbt, benchmarkIndex, failing }) => ({ performance, accessibility, fcp, lcp, tbt, benchmarkIndex, failing }));
    results.push(row);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const lines = [
  `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, median of ${RUNS} run(s), ${new Date().toISOString().slice(0, 10)}`,
  "",
  "| route | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | total KiB | JS KiB | JS body KiB | CSS KiB |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...results.map((r) =>
    `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${fmt(r.fcp)} | ${fmt(r.lcp)} | ${fmt(r.tbt)} | ${fmt(r.cls, 3)} | ${fmt(r.totalKiB, 1)} | ${fmt(r.jsKiB, 1)} | ${fmt(r.jsBodyKiB, 1)} | ${fmt(r.cssKiB, 1)} |`,
  ),
  "",
  ...(skipped.length ? [`Not scored by Lighthouse: ${skipped.join(", ")}`, ""] : []),
];
const checks = [
  ["Performance 100", (r) => r.performance >= targets.performance],
  ["Accessibility 100", (r) => r.accessibility >= targets.accessibility],
  ["Best Practices 100", (r) => r["best-practices"] >= targets["best-practices"]],
  // Lighthouse's is-crawlable audit fails every noindex page by design (auth, coming soon, 404).
  ["SEO 100 on indexable routes", (r) => NOINDEX.has(r.route) || r.route.startsWith("/this-page") || r.seo >= targets.seo],
  ["LCP ≤ 1.2 s", (r) => r.lcp <= targets.lcp],
  ["FCP ≤ 1.0 s", (r) => r.fcp <= targets.fcp],
  ["TBT ≤ 50 ms", (r) => r.tbt <= targets.tbt],
  ["CLS ≤ 0.01", (r) => r.cls <= targets.cls],
  // JS budgets on compressed bodies (as tests/e2e/budgets.spec.ts); see bodyBytes().
  ["JS ≤ 140 KiB on every route", (r) => r.jsBodyKiB <= 140],
  ["Home: JS ≤ 125 KiB, CSS ≤ 20 KiB, total ≤ 250 KiB", (r) => r.route !== "/" || (r.jsBodyKiB <= 125 && r.cssKiB <= 20 && r.totalKiB <= 250)],
];
let failed = 0;
for (const [label, ok] of checks) {
  const misses = results.filter((r) => !ok(r)).map((r) => r.route);
  if (misses.length) failed++;
  lines.push(`- ${misses.length ? "FAIL" : "pass"}: ${label}${misses.length ? ` (${misses.join(", ")})` : ""}`);
}
console.log(lines.join("\n"));
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2));
process.exitCode = failed ? 1 : 0;
