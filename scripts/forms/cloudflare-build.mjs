// Build step of FORMS=cloudflare builds (run by scripts/postbuild.mjs): bundles the forms' Pages
// Function (scripts/forms/cloudflare-worker.mjs, with the shared checks and field rules) into
// <build>/client/_worker.js with esbuild, the bundler wrangler itself uses, baking in this build's
// forms (<build>/forms.json), headers and error-page colours; and writes <build>/client/_routes.json
// so that Cloudflare Pages runs it for /api/forms/* only. `wrangler pages dev` and
// `wrangler pages deploy` take both files as they are. docs/forms.md.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { palette } from "../palette.mjs";
import { baseSecurityHeaders, documentOnlyHeaders } from "../security-headers.mjs";
import { readLocalizedForms, readManifest } from "./manifest.mjs";
import { API_PREFIX } from "./checks.mjs";

/** @param {string} buildDir */
export async function buildPagesFunction(buildDir) {
  const forms = readManifest(buildDir);
  if (!forms) throw new Error(`cloudflare-build: ${buildDir}/forms.json is missing`);
  const localized = readLocalizedForms(buildDir);
  const presentation = {
    base: baseSecurityHeaders(),
    document: documentOnlyHeaders(),
    palette: { ink: palette.ink, surface: palette.surface, violet: palette.violet },
  };
  await build({
    entryPoints: [new URL("./cloudflare-worker.mjs", import.meta.url).pathname],
    outfile: join(buildDir, "client", "_worker.js"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    legalComments: "none",
    logLevel: "warning",
    define: {
      FINLO_FORMS: JSON.stringify(forms),
      FINLO_LOCALIZED_FORMS: JSON.stringify(localized),
      FINLO_PRESENTATION: JSON.stringify(presentation),
    },
  });
  writeFileSync(
    join(buildDir, "client", "_routes.json"),
    JSON.stringify({ version: 1, include: [`${API_PREFIX}*`], exclude: [] }, null, 2) + "\n",
  );
}
