// The three other builds `npm test` serves (forms posted to an outside endpoint, to our own
// receiver, to Cloudflare's function: package.json's build:endpoint, build:self and
// build:cloudflare), at the same time. Each writes its own directory; what they share (the
// cache of drawings, pictures and compressed files, scripts/build-cache.mjs) is written
// atomically, and the generated messages, icons and font are written only when they change.
// Run after `npm run build`, which generates those first. Most of a build runs on one core, so
// two or three at once use both (docs/performance.md, "Test suite time").
import { spawn } from "node:child_process";

const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["build:endpoint", "build:self", "build:cloudflare"];

function run(name) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", name], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ name, code, output }));
  });
}

const started = Date.now();
const results = await Promise.all(names.map(run));
// Each build's output in one piece, in order, so a failure reads as it would on its own.
for (const { name, code, output } of results) {
  console.log(`\n> ${name}${code ? ` failed (exit code ${code})` : ""}\n${output.trimEnd()}`);
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(
  `\nbuild-variants: ${names.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)}s` +
    (failed.length ? `; failed: ${failed.join(", ")}` : ""),
);
process.exit(failed.length ? 1 : 0);
