/**
 * Countries as the content names them (the brand's address, a role's location): their ISO 3166
 * codes for structured data, and their names in the page's language. Server-side only in
 * practice: the pages get a country's name in their language from their loaders.
 */
import { intlTag, locales, type Locale } from "./locales";

/** What people write for a country that is not its name in any of the site's languages. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  uk: "GB",
  "u.k.": "GB",
};

/**
 * "Austria", "Österreich", "AT" or "USA" → "AT", "US": a country the content names (the brand's
 * address, a role's location), in English or any of the site's languages, as an ISO 3166 code.
 * Every region the browser's (or Node's) `Intl` knows, so any country an owner writes.
 */
export function countryCode(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  if (COUNTRY_ALIASES[wanted]) return COUNTRY_ALIASES[wanted];
  if (/^[a-z]{2}$/.test(wanted)) return wanted.toUpperCase();
  const namers = ["en", ...locales.map(intlTag)].map(
    (tag) => new Intl.DisplayNames([tag], { type: "region", fallback: "none" }),
  );
  for (let first = 65; first <= 90; first++)
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      // Retired codes ("DD", "SU") are aliases of today's: skip them, their names are today's.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      if (namers.some((namer) => namer.of(code)?.toLowerCase() === wanted)) return code;
    }
  return undefined;
}

/** "United States" → "Vereinigte Staaten" on a German page: the country in the page's language. */
export function countryName(country: string, locale: Locale): string {
  const code = countryCode(country);
  return code
    ? (new Intl.DisplayNames([intlTag(locale)], { type: "region" }).of(code) ?? country)
    : country;
}
