// Build step of FORMS=self builds (run by scripts/postbuild.mjs): writes <build>/forms.json, every
// form id with its fields, from app/components/widgets/forms/registry.ts, the same list the
// pages render (loaded through Vite's module runner, as scripts/seo-files.mjs loads content).
// The receiver validates against this file, so it always matches the build it serves.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { projectRoot } from "../build-dir.mjs";

export const MANIFEST = "forms.json";

export async function writeManifest(buildDir) {
  const { module } = await runnerImport(
    join(projectRoot, "app/components/widgets/forms/registry.ts"),
    {
      root: projectRoot,
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": join(projectRoot, "app") } },
    },
  );
  const forms = module.formFields;
  const { prefixedLocales } = await import("../i18n-config.mjs");
  const localized = Object.fromEntries(
    prefixedLocales.map((locale) => [locale, module.localizedFormFields(locale)]),
  );
  // An id is the last part of /api/forms/<id>; names starting with "_" are the receivers' own.
  const bad = Object.keys(forms).filter((id) => !/^[a-z0-9][a-z0-9-]{0,63}$/.test(id));
  if (bad.length)
    throw new Error(
      `forms registry: ${bad.join(", ")}: a form id is lower-case letters, digits and "-"`,
    );
  writeFileSync(join(buildDir, MANIFEST), JSON.stringify({ forms, localized }, null, 2));
  return Object.keys(forms);
}

/** Each other language's forms as its pages label them (checks.mjs answers in that language). */
export function readLocalizedForms(buildDir) {
  try {
    return JSON.parse(readFileSync(join(buildDir, MANIFEST), "utf8")).localized ?? {};
  } catch {
    return {};
  }
}

/** The forms of a build, or undefined when it is not a FORMS=self build. */
export function readManifest(buildDir) {
  try {
    return JSON.parse(readFileSync(join(buildDir, MANIFEST), "utf8")).forms;
  } catch {
    return undefined;
  }
}
