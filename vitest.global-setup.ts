// Before any test file: the generated font that app/root.tsx imports (`npm run test:unit` and
// the build write it too), so `npx vitest run` on a fresh clone finds it.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export default async function setup() {
  const { buildFont, fontFile } = await import("./scripts/build-font.mjs");
  if (existsSync(fontFile)) return;
  mkdirSync(dirname(fontFile), { recursive: true });
  writeFileSync(fontFile, await buildFont());
}
