// The fixed words of the SaaS demo (/home-3) sections (app/components/sections/home/). Edit them here.

/** The words drawn in the mock-ups of app/components/sections/home/mockup-saas.tsx (sample data). */
export const mockupSaasCopy = {
  dailyActiveUsage: "Daily active usage",
  thisPeriod: "This period",
  previousPeriod: "Previous",
  planMix: "Plan mix",
  liveEvents: "Live events",
} as const;

type Stat = { readonly label: string; readonly value: string };

/** Sentences the mock-ups build from their data, for assistive technology (the route's loader calls them). */
export const mockupLabels = {
  saasDashboard: (kpis: readonly Stat[]) =>
    `Preview of the Finlo analytics dashboard: ${kpis.map((k) => `${k.label} ${k.value}`).join(", ")}, and a usage graph rising over the last 30 days.`,
  saasReleases: (sprint: string, change: string) =>
    `Preview of a Finlo release board for ${sprint}: planned, in-progress and shipped work, with cycle time down ${change.replace("-", "")}.`,
  saasSavings: (before: string, after: string) =>
    `Comparison of average monthly tool spend: ${before} with separate tools against ${after} with Finlo.`,
} as const;
