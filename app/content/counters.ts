import { baseLocale, intlTag, type Locale } from "./locales";
import type { Counter } from "./types";

/** Spec §9 counters. Values are the final numbers the count-up ends on. */
export const crmCounters = [
  { label: "Customer satisfaction", value: 99, suffix: "%" },
  { label: "Times faster deal closing", value: 3.5, decimals: 1, suffix: "x" },
] as const satisfies readonly Counter[];

/** Shared by /home-3 and /career. */
export const growthCounters = [
  { label: "Uptime over the last year", value: 99.5, decimals: 1, suffix: "%" },
  { label: "Companies on Finlo", value: 2, suffix: "K" },
  { label: "Data stays yours", value: 100, suffix: "%" },
  { label: "Countries served", value: 55, suffix: "+" },
] as const satisfies readonly Counter[];

export const aboutCounters = [
  { label: "Years in finance software", value: 15, suffix: "+" },
  { label: "Business customers", value: 2, suffix: "K" },
  { label: "Remote-friendly team", value: 100, suffix: "%" },
  { label: "Monthly active users", value: 30, suffix: "K" },
] as const satisfies readonly Counter[];

/**
 * A counter value exactly as it appears once the count-up has finished, the number in the page's
 * language ("99.5%" in English, "99,5 %" in German with the German suffix).
 */
export function formatCounter(counter: Counter, value = counter.value, locale: Locale = baseLocale): string {
  const digits = counter.decimals ?? 0;
  const number = new Intl.NumberFormat(intlTag(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${counter.prefix ?? ""}${number}${counter.suffix ?? ""}`;
}
