// `npm run content:check`: reads content/ exactly as the build does and prints the same report,
// without building. Errors (a missing or mistyped field, a reference or link that goes nowhere,
// an image without alt text) exit with status 1; advice (lengths, short posts) is printed and
// exits 0. See app/content/collections/ and content/README.md.
import { join } from "node:path";
import { runnerImport } from "vite";
import { projectRoot } from "./build-dir.mjs";

const load = async (file) =>
  (
    await runnerImport(join(projectRoot, file), {
      root: projectRoot,
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": join(projectRoot, "app") } },
    })
  ).module;

const { loadCollections } = await load("app/content/collections/load.server.ts");
const { adviceReport, contentAdvice } = await load("app/content/collections/advice.server.ts");

let c;
try {
  c = loadCollections({ projectRoot });
} catch (error) {
  if (error?.name !== "ContentError") throw error;
  console.error(error.message);
  process.exit(1);
}
const files = Object.values(c.entries).reduce((n, list) => n + list.length, 0);
console.log(`content: ${files} files read for ${c.today}, no errors`);
console.log(adviceReport(contentAdvice(c)));
