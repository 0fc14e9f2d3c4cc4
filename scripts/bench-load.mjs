// `npm run bench:load`: load-test both production servers over loopback with autocannon:
// `npm start` (scripts/serve.mjs) and nginx (scripts/start-nginx.mjs, deploy/nginx.conf), each for
// 30 s at 50 connections, cycling through several pages and a hashed asset like a browser would
// fetch them (Accept-Encoding: br, gzip). Prints requests/s, p50/p99 latency, throughput and
// errors, and fails when any request errs, times out or is not a 2xx.
//
// BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_NODE_PORT, BENCH_NGINX_PORT override the defaults.
// Both servers run on this machine, so they share its cores with autocannon: compare the two
// servers with each other, not with figures from other hardware.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildDir, projectRoot } from "./build-dir.mjs";

const duration = Number(process.env.BENCH_DURATION || 30);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const host = "127.0.0.1"; // loopback only
const servers = [
  {
    name: "npm start (node + sirv)",
    script: "scripts/serve.mjs",
    port: Number(process.env.BENCH_NODE_PORT || 4183),
  },
  {
    name: "nginx (deploy/nginx.conf)",
    script: "scripts/start-nginx.mjs",
    port: Number(process.env.BENCH_NGINX_PORT || 8083),
  },
];

if (!existsSync(join(buildDir, "client", "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
// Pages of each kind plus a hashed script, as a first visit requests them.
const home = readFileSync(join(buildDir, "client", "index.html"), "utf8");
const asset = [...home.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])[0];
const paths = [
  "/",
  "/pricing",
  "/about-us",
  "/blog",
  "/contact-us",
  "/portfolio-grid",
  ...(asset ? [asset] : []),
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function start({ script, port }) {
  const child = spawn(process.execPath, [join(projectRoot, script)], {
    env: { ...process.env, HOST: host, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://${host}:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  child.kill("SIGTERM");
  throw new Error(`${script} did not answer on port ${port} within 60 s`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

const results = [];
for (const server of servers) {
  console.log(
    `\n${server.name}: ${connections} connections for ${duration} s over ${paths.join(", ")}`,
  );
  const child = await start(server);
  try {
    // Warm up (file caches, JIT) before measuring.
    await autocannon({
      url: `http://${host}:${server.port}`,
      connections: 10,
      duration: 2,
      requests: paths.map((path) => ({ path })),
    });
    const result = await autocannon({
      url: `http://${host}:${server.port}`,
      connections,
      duration,
      headers: { "accept-encoding": "br, gzip" },
      requests: paths.map((path) => ({ method: "GET", path })),
    });
    results.push({
      server: server.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      throughputMBs: +(result.throughput.average / 1e6).toFixed(1),
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    });
  } finally {
    await stop(child);
  }
}

console.log(
  `\nLoad test: ${connections} connections, ${duration} s each, loopback, ${paths.length} URLs`,
);
console.log(
  "| server | requests/s | p50 latency | p99 latency | throughput | requests | errors | timeouts | non-2xx |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(
    `| ${r.server} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.throughputMBs} MB/s | ${r.total} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
  );
}
mkdirSync(join(projectRoot, "bench"), { recursive: true });
writeFileSync(
  join(projectRoot, "bench", "load.json"),
  JSON.stringify(
    { date: new Date().toISOString(), duration, connections, paths, results },
    null,
    2,
  ),
);
const failed = results.filter((r) => r.errors || r.timeouts || r.non2xx);
if (failed.length) {
  console.error(
    `\nFailed: ${failed.map((r) => r.server).join(", ")} had errors, timeouts or non-2xx answers.`,
  );
  process.exit(1);
}
