const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-10-28" → "October 28, 2026", the same on the server and in every time zone. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
