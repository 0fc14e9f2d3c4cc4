// Runs npm scripts side by side, each one's output kept whole and printed in order once all have
// ended; fails when any fails. `npm test` uses it for the three variant builds (forms posted to
// an outside endpoint, to our own receiver, to Cloudflare's function), which run mostly on one
// core each: 95 s one after another, 46 s side by side. (The typecheck, lint and unit tests side
// by side gained nothing: the unit tests already use both cores.) What the builds share (the cache of
// drawings, pictures and compressed files, scripts/build-cache.mjs) is written atomically, and
// the generated messages, icons and font are written only when they change; `npm test` makes
// them first (docs/performance.md, "Test suite time").
//
//   node scripts/run-parallel.mjs <npm script> [<npm script> …]
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (!names.length) {
  console.error("usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "-s", name], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ name, code, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const started = Date.now();
const results = await Promise.all(names.map(run));
for (const { name, code, output, seconds } of results)
  console.log(
    `\n> ${name} (${seconds.toFixed(1)}s)${code ? `: failed, exit code ${code}` : ""}\n${output.trimEnd()}`,
  );
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(
  `\nrun-parallel: ${names.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)}s` +
    (failed.length ? `; failed: ${failed.join(", ")}` : ""),
);
process.exit(failed.length ? 1 : 0);
