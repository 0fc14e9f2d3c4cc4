// A drawing thread of scripts/seo-files.mjs: draws the social images it is sent, each into its
// cache file (written under a temporary name, then renamed, so no build reads half a file).
import { renameSync, writeFileSync } from "node:fs";
import { parentPort, threadId } from "node:worker_threads";
import { renderOgImage } from "./og-images.mjs";

parentPort.on("message", async ({ card, file }) => {
  try {
    const draft = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(draft, await renderOgImage(card));
    renameSync(draft, file);
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: error.stack ?? String(error) });
  }
});
