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

const { loadEveryLanguage } = await load("app/content/collections/load.server.ts");
const { adviceReport, contentAdvice } = await load("app/content/collections/advice.server.ts");

// Every language, as the build reads it: the English files, then each language's translations.
let content;
try {
  content = loadEveryLanguage({ projectRoot });
} catch (error) {
  if (error?.name !== "ContentError") throw error;
  console.error(error.message);
  process.exit(1);
}
const { english, translated } = content;
/** The files of `c` written in its own language (a language's collections show the rest in English). */
const own = (c) =>
  Object.values(c.entries)
    .flat()
    .filter((e) => e.lang === c.locale).length +
  (c.locale === english.locale ? c.unpublished.length : 0);
const translations = translated.map((c) => `${own(c)} ${c.locale}`);
console.log(
  `content: ${own(english)} files read for ${english.today}` +
    (translations.length ? ` with their translations (${translations.join(", ")})` : "") +
    (english.unpublished.length
      ? `, ${english.unpublished.length} of them not published yet`
      : "") +
    ", no errors",
);
console.log(adviceReport(contentAdvice(english, translated)));
