// Compiles the interface messages (messages/<locale>/*.json, listed in project.inlang/settings.json)
// into typed, tree-shakable functions in app/paraglide/ with Paraglide JS (docs/i18n.md). The output
// is generated, not committed: `npm run dev`, `build`, `typecheck` and `test:unit` run this first,
// and vite.config.ts recompiles it on every change while `npm run dev` runs.
//
// Paraglide only warns when its message-format plugin cannot be loaded and then compiles no
// messages at all; this script stops instead, and also when a locale's file is not valid JSON.
//
// The output is cached by its sources: when no message file, the project settings, this script
// or Paraglide's version changed since the last compile, nothing is done (`npm test` runs this
// six times). And the script exits once it has compiled: the inlang SDK leaves a handle open that
// kept the process alive for about 30 s after the work was done (docs/performance.md).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "@inlang/paraglide-js";
import { messageFiles, paraglideOptions } from "./i18n-config.mjs";

const stampFile = join(paraglideOptions.outdir, ".sources");
const indexFile = join(paraglideOptions.outdir, "messages/_index.js");
const root = fileURLToPath(new URL("..", import.meta.url));
const sources = createHash("sha256");
// Paths relative to the project, so a copy of it (the editor's e2e test builds one) finds the
// compiled messages current.
for (const file of [
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL("./i18n-config.mjs", import.meta.url)),
  fileURLToPath(new URL("../node_modules/@inlang/paraglide-js/package.json", import.meta.url)),
  join(paraglideOptions.project, "settings.json"),
  ...messageFiles(),
])
  sources.update(`${relative(root, file)}\0`).update(readFileSync(file)).update("\0");
const stamp = sources.digest("hex");
if (existsSync(indexFile) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp)
  process.exit(0);

let problems = [];
for (const file of messageFiles()) {
  try {
    JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${file}: not valid JSON: ${error.message}`);
  }
}
if (problems.length) {
  console.error(`build-messages: ${problems.join("\n  ")}`);
  process.exit(1);
}

const originalWarn = console.warn;
const warnings = [];
console.warn = (...args) => warnings.push(args.join(" "));
try {
  await compile(paraglideOptions);
} finally {
  console.warn = originalWarn;
}
const index = readFileSync(indexFile, "utf8");
if (warnings.some((w) => /PluginImportError|Error/.test(w)) || !/export \*/.test(index)) {
  console.error(`build-messages: Paraglide compiled no messages:\n${warnings.join("\n")}`);
  process.exit(1);
}
writeFileSync(stampFile, stamp);
process.exit(0);
