/**
 * What the app needs to speak the page's language (docs/i18n.md): the languages and their
 * addresses (app/content/locales.ts, from project.inlang/settings.json) and the page's locale.
 * A document is in one language, read from its address.
 */
import { useLocation, useMatches } from "react-router";
import { localeOf, localizePath, locales, type Locale } from "~/content/locales";

export * from "~/content/locales";
export { countryCode, countryName } from "~/content/countries";

/** The language of the page being rendered, from its address (prerender and browser alike). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The language of a loader's request (loaders run at prerender, once per address). */
export function localeOfRequest(request: Request): Locale {
  return localeOf(new URL(request.url).pathname);
}

/**
 * Where a page is in each language, for its hreflang links and the language switcher. By default
 * the same path under each prefix. A route whose page exists in one language only, or under
 * other addresses (a tag is worded per language), says so in its loader data as `alternates`:
 * the languages it has (hreflang lists only those), and for the switcher the closest page in
 * each of the others (`closest`, e.g. the blog for a tag that only English has).
 */
export type Alternates = {
  /** The page's address in each language it exists in (its own included). */
  same: Partial<Record<Locale, string>>;
  /** For the languages it does not exist in: the closest page there. */
  closest?: Partial<Record<Locale, string>>;
};

export function defaultAlternates(pathname: string): Alternates {
  return { same: Object.fromEntries(locales.map((l) => [l, localizePath(pathname, l)])) };
}

/** The alternates a route's loader data declares, else the default ones for the path. */
export function alternatesOf(pathname: string, data: unknown): Alternates {
  const declared = (data as { alternates?: Alternates } | null | undefined)?.alternates;
  return declared ?? defaultAlternates(pathname);
}

/** The page of the current route in each language, for the switcher. */
export function useSwitchTargets(): Record<Locale, string> {
  const { pathname } = useLocation();
  const matches = useMatches();
  const route = matches.at(-1);
  // A page that does not exist has no twin: each language's home page is the closest.
  if ((route?.handle as { notFound?: boolean } | undefined)?.notFound)
    return Object.fromEntries(locales.map((l) => [l, localizePath("/", l)])) as Record<Locale, string>;
  const alternates = alternatesOf(pathname, route?.data);
  return Object.fromEntries(
    locales.map((l) => [
      l,
      alternates.same[l] ?? alternates.closest?.[l] ?? localizePath("/", l),
    ]),
  ) as Record<Locale, string>;
}
