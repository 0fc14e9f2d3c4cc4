// The fixed words of the CRM demo (/home-2) sections (app/components/sections/home/). Edit them here.

/** The words drawn in the mock-ups of app/components/sections/home/mockup-crm.tsx (sample data). */
export const mockupCrmCopy = {
  searchDeals: "Search deals",
  pipelineValue: "Pipeline value",
  pipelineChange: "+18% vs last month",
  addDeal: "+ Add deal",
  leadScore: "Lead score",
  leadsLabel: "Preview of Finlo CRM's inbound leads, each with its source and a lead score.",
  followUpSent: "Follow-up sent automatically to 12 new leads",
  teamLabel:
    "Preview of Finlo CRM's team goals: revenue closed and progress to target for four sales reps, and shared tasks.",
  campaignLive: "Live",
} as const;

type Stat = { readonly label: string; readonly value: string };

/** Sentences the mock-ups build from their data, for assistive technology (the route's loader calls them). */
export const mockupLabels = {
  crmPipeline: (total: string, lead: string, score: number | string) =>
    `Preview of the Finlo CRM pipeline board: deals in four stages, from new leads to won, worth ${total} in total, with a lead card for ${lead} scored ${score}.`,
  crmCampaign: (stats: readonly Stat[]) =>
    `Preview of a Finlo CRM campaign report: ${stats.map((s) => `${s.label.toLowerCase()} ${s.value}`).join(", ")}, with revenue rising week by week.`,
} as const;
