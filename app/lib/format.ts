// Plain arithmetic on purpose, not Intl: the first Intl formatter a page creates loads the ICU
// locale data, ~30–45 ms of main thread on this machine (×4 on Lighthouse's phone), and every
// page's shared chunk used to create one while it was evaluated (docs/decisions/0011).
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-10-28" → "October 28, 2026", the same on the server and in every time zone. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) throw new Error(`formatDate: not an ISO date: ${iso}`);
  return `${month} ${day}, ${match[1]}`;
}
