// The fixed words of the SaaS demo (/home-3) sections (app/components/sections/home/). Edit them here.

/** The words of the section in app/components/sections/home/mockup-saas.tsx. */
export const mockupSaasCopy = {
  dailyActiveUsage: "Daily active usage",
} as const;

type Stat = { readonly label: string; readonly value: string };

/** What the product mock-ups say to assistive technology (they are one image each). */
export const mockupLabels = {
  saasDashboard: (kpis: readonly Stat[]) =>
    `Preview of the Finlo analytics dashboard: ${kpis.map((k) => `${k.label} ${k.value}`).join(", ")}, and a usage graph rising over the last 30 days.`,
  saasReleases: (sprint: string, change: string) =>
    `Preview of a Finlo release board for ${sprint}: planned, in-progress and shipped work, with cycle time down ${change.replace("-", "")}.`,
  saasSavings: (before: string, after: string) =>
    `Comparison of average monthly tool spend: ${before} with separate tools against ${after} with Finlo.`,
} as const;
