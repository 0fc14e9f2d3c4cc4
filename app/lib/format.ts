// Dates are shown in US English and read as calendar dates (UTC), so a page prerendered on the
// build machine and hydrated in any time zone shows the same day.
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-10-28" → "October 28, 2026", the same on the server and in every time zone. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(`${iso}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso)
    throw new Error(`formatDate: not an ISO date: ${iso}`);
  return longDate.format(date);
}
