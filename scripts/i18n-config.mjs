// The languages of the site, read from their one place, project.inlang/settings.json (baseLocale and
// locales), for the build scripts that run outside Vite (sitemap, feeds, social images, servers).
// The app reads the same list through app/lib/i18n.ts. docs/i18n.md: adding a language.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const settings = JSON.parse(readFileSync(join(root, "project.inlang/settings.json"), "utf8"));

/** @type {string} */
export const baseLocale = settings.baseLocale;
/** @type {string[]} */
export const locales = settings.locales;
/** Every language but the base one, each under its own /<locale> prefix. */
export const prefixedLocales = locales.filter((locale) => locale !== baseLocale);

/** Every message file of every locale (the settings' pathPattern, one per message namespace). */
export function messageFiles() {
  const patterns = [settings["plugin.inlang.messageFormat"].pathPattern].flat();
  return patterns
    .flatMap((pattern) => locales.map((locale) => join(root, pattern.replace("{locale}", locale))))
    .filter((file) => existsSync(file));
}

/** Paraglide's compiler options, shared by scripts/build-messages.mjs and vite.config.ts. */
export const paraglideOptions = {
  project: join(root, "project.inlang"),
  outdir: join(root, "app/paraglide"),
  // The page's language is passed to every message explicitly (app/lib/i18n.ts: useLocale), so
  // the runtime needs no detection: the smallest getLocale Paraglide has.
  strategy: ["baseLocale"],
  emitReadme: false,
  emitPrettierIgnore: true,
  emitGitIgnore: false,
};
