// `npm run bench:explain -- /home-2 [/faq …]`: why a route's Lighthouse numbers are what they are.
//
// Lighthouse does not time the page on a slow phone: it loads it once at full speed, records a
// trace, and *simulates* the slow phone from it (Lantern: 150 ms RTT, 1.6 Mbps, CPU × 4). A
// metric's simulated graph holds every request and main-thread task that finished before the
// matching moment of the real load. So a request that happens to finish before the first paint
// (a favicon, an image) is on the simulated critical path, and a 25 ms task counts as 100 ms.
//
// For each route this gathers one Lighthouse trace (same settings as `npm run bench`) into
// bench/artifacts/, then prints:
// - FCP and LCP: the requests and CPU tasks in each simulated graph, with simulated start/end;
// - TBT: the simulated main-thread tasks over 40 ms, with what ran in them.
// Serve the build first (`npm start`); BASE_URL overrides http://127.0.0.1:4173. REUSE=1 skips
// the Lighthouse run and explains the artifacts already in bench/artifacts/. An argument that is a
// directory, not a route, is read as saved artifacts: `npm run bench` keeps those of every run
// over the TBT target in bench/artifacts/slow/<route>-round<n>/.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { initializeConfig } from "lighthouse/core/config/config.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

const base = process.env.BASE_URL || "http://127.0.0.1:4173";
const routes = process.argv.slice(2);
if (!routes.length) routes.push("/");
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-dev-shm-usage";
const { resolvedConfig } = await initializeConfig("navigation", undefined, {});
const ms = (n) => String(Math.round(n)).padStart(5);
const path = (url) => url.replace(/^https?:\/\/[^/]+/, "");

for (const route of routes) {
  const saved = !route.startsWith("/");
  const dir = saved ? route : `bench/artifacts/${route === "/" ? "home" : route.replace(/^\//, "").replace(/\//g, "_")}`;
  if (!process.env.REUSE && !saved) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync(
      process.execPath,
      ["node_modules/lighthouse/cli/index.js", base + route, "--quiet", `--chrome-path=${process.env.CHROME_PATH || "/usr/bin/chromium"}`, `--chrome-flags=${chromeFlags}`, `-G=${dir}`],
      { stdio: "inherit" },
    );
  }
  const artifacts = await loadArtifacts(dir);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: resolvedConfig.settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map() };
  console.log(`\n# ${route}`);
  for (const [name, metric] of [["FCP", LanternFirstContentfulPaint], ["LCP", LanternLargestContentfulPaint]]) {
    const result = await metric.request(data, context);
    console.log(`\n## ${name} ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
    const rows = [...result.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const what =
        node.type === "network"
          ? `${path(node.request.url)}  ${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B`
          : `CPU ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(node.childEvents.filter((e) => e.dur > 1000).map((e) => e.name))].slice(0, 5).join(", ")}`;
      console.log(`  ${ms(t.startTime)}–${ms(t.endTime)}  ${what}`);
    }
  }
  const tbt = await LanternTotalBlockingTime.request(data, context);
  console.log(`\n## TBT ${Math.round(tbt.timing)} ms; simulated tasks over 40 ms:`);
  const tasks = [...(tbt.pessimisticEstimate ?? tbt.optimisticEstimate).nodeTimings.entries()]
    .filter(([node, t]) => node.type === "cpu" && t.endTime - t.startTime > 40)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of tasks) {
    const inside = {};
    for (const e of node.childEvents) if (e.dur > 1000) inside[e.name] = (inside[e.name] || 0) + e.dur / 1000;
    const top = Object.entries(inside)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(", ");
    console.log(`  ${ms(t.startTime)}–${ms(t.endTime)} (${ms(t.endTime - t.startTime)})  ${top}`);
  }
}
