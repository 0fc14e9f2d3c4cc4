import type { Counter } from "../types";

/*
 * DE: suffixes follow German typography: a no-break space before "%" ("99,5 %"), "-fach" for
 * "x" ("3,5-fach", as in the portfolio results), and ".000" for "K" ("2.000", "30.000"): the
 * numbers themselves are unchanged, so the count-up still runs 0 → 2 and 0 → 30.
 */

/** Spec §9 counters. Values are the final numbers the count-up ends on. */
export const crmCounters = [
  { label: "Kundenzufriedenheit", value: 99, suffix: "\u00a0%" },
  { label: "Schnellere Deal-Abschlüsse", value: 3.5, decimals: 1, suffix: "-fach" },
] as const satisfies readonly Counter[];

/** Shared by /home-3 and /career. */
export const growthCounters = [
  { label: "Verfügbarkeit im letzten Jahr", value: 99.5, decimals: 1, suffix: "\u00a0%" },
  { label: "Unternehmen nutzen Finlo", value: 2, suffix: ".000" },
  { label: "Ihre Daten gehören Ihnen", value: 100, suffix: "\u00a0%" },
  { label: "Länder weltweit", value: 55, suffix: "+" },
] as const satisfies readonly Counter[];

export const aboutCounters = [
  { label: "Jahre Erfahrung mit Finanzsoftware", value: 15, suffix: "+" },
  { label: "Geschäftskunden", value: 2, suffix: ".000" },
  { label: "Remote-freundliches Team", value: 100, suffix: "\u00a0%" },
  { label: "Monatlich aktive Nutzer:innen", value: 30, suffix: ".000" },
] as const satisfies readonly Counter[];

/** Format a counter value exactly as it appears once the count-up has finished. */
export function formatCounter(counter: Counter, value = counter.value): string {
  const digits = counter.decimals ?? 0;
  // German decimal comma ("99,5"); toFixed rather than toLocaleString, so the prerendered HTML
  // and every browser print the same characters.
  return `${counter.prefix ?? ""}${value.toFixed(digits).replace(".", ",")}${counter.suffix ?? ""}`;
}
