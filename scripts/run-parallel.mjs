// Runs npm scripts side by side, each one's output kept whole and printed as it ends; fails when
// any fails. `npm test` uses it twice (docs/performance.md, "Test suite time"):
// - `npm run checks`: the typecheck, lint, unit tests and the build. Three of them run mostly on
//   one core, so side by side they fill the machine's two: 121 s one after another, 87 s here.
// - `npm run build:variants`: the three variant builds (forms posted to an outside endpoint, to
//   our own receiver, to Cloudflare's function): 95 s one after another, 46 s side by side.
// What runs side by side shares only what is written atomically (the cache of drawings, pictures
// and compressed files, scripts/build-cache.mjs) or only when it changed (messages, icons, font),
// and `npm test` makes those generated files first (`npm run generate`).
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
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `\n> ${name} (${seconds.toFixed(1)}s)${code ? `: failed, exit code ${code}` : ""}\n${output.trimEnd()}`,
      );
      resolve({ name, code });
    });
  });
}

const started = Date.now();
const results = await Promise.all(names.map(run));
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(
  `\nrun-parallel: ${names.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)}s` +
    (failed.length ? `; failed: ${failed.join(", ")}` : ""),
);
process.exit(failed.length ? 1 : 0);
