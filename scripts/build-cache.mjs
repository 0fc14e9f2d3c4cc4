// Where builds keep what they draw, by content: one folder shared by every build directory
// (build, build-endpoint, build-self …), so a second build reuses the first one's drawings.
// BUILD_CACHE points elsewhere (`npm run bench:scale` starts each cold build with an empty one).
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { projectRoot } from "./build-dir.mjs";

export const cacheRoot = resolve(projectRoot, process.env.BUILD_CACHE || "node_modules/.cache/finlo");

/** A short, stable name for everything that goes into a drawing. */
export const cacheKey = (...parts) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(typeof part === "string" || Buffer.isBuffer(part) ? part : JSON.stringify(part));
  return hash.digest("hex").slice(0, 24);
};
