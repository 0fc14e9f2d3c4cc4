// Before any test file: the generated files the app imports and git does not keep, so that
// `npx vitest run` on a fresh clone finds them (`npm run test:unit` and the build write them too):
// the interface messages compiled by Paraglide (app/paraglide/) and the generated font.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export default async function setup() {
  execFileSync(process.execPath, ["scripts/build-messages.mjs"], { stdio: "inherit" });
  const { buildFont, fontFile } = await import("./scripts/build-font.mjs");
  if (existsSync(fontFile)) return;
  mkdirSync(dirname(fontFile), { recursive: true });
  writeFileSync(fontFile, await buildFont());
}
