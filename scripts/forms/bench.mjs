// `npm run bench:forms`: the forms receiver under load and under a crash, over loopback.
//
// 1. Load: 2,000 contact-form posts from 50 concurrent clients to `FORMS=self npm start`
//    (scripts/serve.mjs on the FORMS=self build, BUILD_DIR_SELF or build-self, built when
//    missing), each with its own email address. Reports throughput and latency percentiles, then
//    checks every acknowledged (201) post against the database: 0 lost, or the run fails.
// 2. Crash: the same clients keep posting while the server is killed with SIGKILL mid-run and
//    started again; every post it acknowledged before or after must be in the database.
//
// 200 client addresses (X-Real-IP, read with TRUST_PROXY=1 as behind nginx) post 10 times each, so
// the run stays within the default rate limit of 10 a minute per client and form.
// FORMS_BENCH_PORT (default 4191; fetch refuses 4190, a "bad port") is the port; the database is
// a temporary file.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { projectRoot } from "../build-dir.mjs";
import { openStore } from "./store.mjs";

const TOTAL = Number(process.env.FORMS_BENCH_TOTAL || 2000);
const CONCURRENCY = Number(process.env.FORMS_BENCH_CONCURRENCY || 50);
const port = Number(process.env.FORMS_BENCH_PORT || 4191);
const buildDir = resolve(projectRoot, process.env.BUILD_DIR_SELF || "build-self");
const dir = mkdtempSync(join(tmpdir(), "finlo-forms-bench-"));
const db = join(dir, "forms.sqlite");
const url = `http://127.0.0.1:${port}/api/forms/contact`;
const run = Date.now().toString(36);

function startServer() {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      FORMS: "self",
      TRUST_PROXY: "1",
      BUILD_DIR: buildDir,
      FORMS_DB: db,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolvePromise, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (out.includes("Serving build/client")) resolvePromise(child);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

/** One post; resolves with its latency when the server acknowledged it, or undefined. */
async function post(i, phase) {
  const email = `bench-${run}-${phase}-${i}@example.com`;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        Cookie: `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`,
        "X-Real-IP": `10.${phase === "load" ? 1 : 2}.${Math.floor(i / 10) >> 8}.${Math.floor(i / 10) & 255}`,
      },
      body: new URLSearchParams({
        name: `Bench ${i}`,
        email,
        subject: "Load test",
        message: "A message of ordinary length, as a visitor would write one. ".repeat(3),
      }),
    });
    const body = await response.json().catch(() => ({}));
    if (response.status === 201 && body.ok) return { email, ms: performance.now() - started };
    return { failed: `HTTP ${response.status} ${body.error ?? ""}`.trim() };
  } catch (error) {
    return { failed: error.cause?.code ?? error.cause?.message ?? error.message };
  }
}

/** Posts `total` submissions from `concurrency` clients; `during(done)` may act mid-run. */
async function load(phase, total, concurrency, during = () => {}) {
  let next = 0;
  let done = 0;
  const acked = [];
  const failures = new Map();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const result = await post(next++, phase);
        done++;
        if (result.email) acked.push(result);
        else failures.set(result.failed, (failures.get(result.failed) ?? 0) + 1);
        await during(done);
      }
    }),
  );
  return { acked, failures, seconds: (performance.now() - started) / 1000 };
}

/** Acknowledged emails that are not in the database. */
function lost(acked) {
  const store = openStore(db, { readonly: true });
  const stored = new Set(store.list({ form: "contact" }).map((row) => row.fields.email));
  store.close();
  return acked.filter((a) => !stored.has(a.email)).length;
}

/**
 * The server's CPU time so far (ms, Linux /proc), so a run on a busy machine still says what one
 * submission costs: throughput there depends on what else runs.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

let server = await startServer();
let exitCode = 0;
try {
  // 1. Load.
  const cpuBefore = cpuMs(server.pid);
  const loadRun = await load("load", TOTAL, CONCURRENCY);
  const cpu = cpuMs(server.pid) - cpuBefore;
  const ms = loadRun.acked.map((a) => a.ms).sort((a, b) => a - b);
  const lostLoad = lost(loadRun.acked);
  if (loadRun.failures.size)
    console.log("  not acknowledged:", Object.fromEntries(loadRun.failures));
  if (ms.length === 0) throw new Error("bench:forms: the receiver acknowledged no post");
  console.log(
    `load: ${TOTAL} posts, ${CONCURRENCY} concurrent clients: ${loadRun.acked.length} acknowledged in ${loadRun.seconds.toFixed(2)} s ` +
      `= ${Math.round(loadRun.acked.length / loadRun.seconds)} submissions/s; ` +
      `latency p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, max ${ms.at(-1).toFixed(1)} ms; ` +
      (Number.isNaN(cpu) ? "" : `server CPU ${(cpu / TOTAL).toFixed(2)} ms per submission; `) +
      `lost ${lostLoad}`,
  );
  if (lostLoad || loadRun.acked.length !== TOTAL) exitCode = 1;

  // 2. Crash: SIGKILL a third of the way in, start again at once; clients keep going.
  const crashTotal = Math.round(TOTAL / 2);
  let killed = false;
  let restarting;
  const crashRun = await load("crash", crashTotal, CONCURRENCY, async (done) => {
    if (!killed && done >= crashTotal / 3) {
      killed = true;
      server.kill("SIGKILL");
      restarting = new Promise((r) => server.once("exit", r)).then(startServer);
      server = await restarting;
    } else if (restarting) await restarting;
  });
  const lostCrash = lost(crashRun.acked);
  console.log(
    `crash: ${crashTotal} posts with the server killed (SIGKILL) and restarted mid-run: ` +
      `${crashRun.acked.length} acknowledged, ${crashTotal - crashRun.acked.length} refused or cut off while it was down; lost ${lostCrash}`,
  );
  if (lostCrash || !killed) exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}
console.log(exitCode ? "bench:forms FAILED" : "bench:forms: 0 lost");
process.exit(exitCode);
