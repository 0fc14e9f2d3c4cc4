// Compiles the interface messages (messages/<locale>/*.json, listed in project.inlang/settings.json)
// into typed, tree-shakable functions in app/paraglide/ with Paraglide JS (docs/i18n.md). The output
// is generated, not committed: `npm run dev`, `build`, `typecheck` and `test:unit` run this first,
// and vite.config.ts recompiles it on every change while `npm run dev` runs.
//
// Paraglide only warns when its message-format plugin cannot be loaded and then compiles no
// messages at all; this script stops instead, and also when a locale's file is not valid JSON.
import { readFileSync } from "node:fs";
import { compile } from "@inlang/paraglide-js";
import { messageFiles, paraglideOptions } from "./i18n-config.mjs";

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
const index = readFileSync(`${paraglideOptions.outdir}/messages/_index.js`, "utf8");
if (warnings.some((w) => /PluginImportError|Error/.test(w)) || !/export \*/.test(index)) {
  console.error(`build-messages: Paraglide compiled no messages:\n${warnings.join("\n")}`);
  process.exit(1);
}
