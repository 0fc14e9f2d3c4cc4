/**
 * A page's words in its language, for route loaders (docs/i18n.md): the English module
 * app/content/<name>.ts, or its translation app/content/<locale>/<name>.ts with the same exports
 * and types. A language without the module yet gets the English one. Loaders run at prerender
 * only, so the words reach the page in its HTML and loader data, never in its JavaScript.
 */
import { baseLocale, type Locale } from "./locales";

const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "./copy/*.ts", "./*/*.ts", "./*/copy/*.ts", "!./**/*.test.ts", "!./**/*.server.ts"],
  { eager: true },
);

/**
 * `localized("faq", "de") as typeof import("./faq")`: the exports of app/content/de/faq.ts, typed
 * as the English module's (a unit test checks that every translation has the same exports).
 */
export function localized(name: string, locale: Locale): unknown {
  const english = modules[`./${name}.ts`];
  if (!english) throw new Error(`localized: no module app/content/${name}.ts`);
  const translated = locale === baseLocale ? undefined : modules[`./${locale}/${name}.ts`];
  return translated ?? english;
}
