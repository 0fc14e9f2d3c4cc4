import { baseLocale, intlTag, type Locale } from "~/content/locales";

// Dates are shown in the page's language and read as calendar dates (UTC), so a page prerendered
// on the build machine and hydrated in any time zone shows the same day.
const longDates = new Map<Locale, Intl.DateTimeFormat>();
const longDate = (locale: Locale) => {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" });
    longDates.set(locale, format);
  }
  return format;
};

/** "2026-10-28" → "October 28, 2026" ("28. Oktober 2026" in German), the same in every time zone. */
export function formatDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(`${iso}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso)
    throw new Error(`formatDate: not an ISO date: ${iso}`);
  return longDate(locale).format(date);
}

/** 4.8 → "4.8" ("4,8" in German): a rating with a fixed number of decimals. */
export function formatRating(rating: number, locale: Locale = baseLocale, digits = 1): string {
  return new Intl.NumberFormat(intlTag(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rating);
}

/** 38 → "38%" ("38 %" in German): a share given in percent. */
export function formatPercent(percent: number, locale: Locale = baseLocale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(percent / 100);
}
