/**
 * The site's languages and their addresses (docs/i18n.md), for every layer: content, components
 * and routes read them through app/lib/i18n.ts. The list lives in one place,
 * project.inlang/settings.json (baseLocale and locales), which Paraglide compiles into
 * app/paraglide/runtime.js; this module reads them from the settings. English, the base language, is at today's addresses; every other
 * language is under its own prefix: /pricing and /de/pricing are one page in two languages.
 *
 * A document is in one language: the page's locale is read from its address, during the prerender
 * and in the browser alike (useLocale), and passed to every message (`m["nav.login"]({}, { locale })`)
 * and to every Intl formatter.
 */
import settings from "../../project.inlang/settings.json" with { type: "json" };
import type * as runtime from "../paraglide/runtime.js";

/** "en" | "de": the type Paraglide compiles from the same settings. */
export type Locale = (typeof runtime.locales)[number];

// Read from the settings themselves, not from Paraglide's runtime: a page that shows no message
// then loads no runtime (locales.test.ts checks both say the same).
export const locales = settings.locales as readonly Locale[];
export const baseLocale = settings.baseLocale as typeof runtime.baseLocale;

/** Every language but the base one: each has its /<locale> prefix. */
export const prefixedLocales: readonly Locale[] = locales.filter((l) => l !== baseLocale);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** "de" → "de-DE", "en" → "en-US": the tag dates, numbers and currencies are formatted with. */
export function intlTag(locale: Locale): string {
  const full = new Intl.Locale(locale).maximize();
  return full.region ? `${full.language}-${full.region}` : full.language;
}

/** "de" → "de_DE": Open Graph's og:locale. */
export const ogLocale = (locale: Locale) => intlTag(locale).replace("-", "_");

/** The language's own name, as a switcher shows it: "English", "Deutsch". */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The language of a path: its first segment when that is a prefixed locale, else English. */
export function localeOf(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first && first !== baseLocale && isLocale(first) ? first : baseLocale;
}

/** "/de/pricing" → "/pricing", "/de" → "/": the page's address in the base language. */
export function delocalizePath(path: string): string {
  const locale = localeOf(path);
  if (locale === baseLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * The same page in `locale`: "/pricing" → "/de/pricing", "/" → "/de", "/de/faq" → "/faq" (en).
 * Links to files (feeds, images) and to other sites are returned as they are.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || /\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]!))
    return path;
  const base = delocalizePath(path);
  if (locale === baseLocale) return base;
  return base === "/" || base.startsWith("/?") || base.startsWith("/#")
    ? `/${locale}${base.slice(1)}`
    : `/${locale}${base}`;
}
