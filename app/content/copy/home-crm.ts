// The fixed words of the CRM demo (/home-2) sections (app/components/sections/home/). Edit them here.

/** The words of the section in app/components/sections/home/mockup-crm.tsx. */
export const mockupCrmCopy = {
  previewOfFinloCrm: "Preview of Finlo CRM's inbound leads, each with its source and a lead score.",
  followUpSentAutomatically: "Follow-up sent automatically to 12 new leads",
  previewOfFinloCrm2:
    "Preview of Finlo CRM's team goals: revenue closed and progress to target for four sales reps, and shared tasks.",
} as const;

type Stat = { readonly label: string; readonly value: string };

/** What the product mock-ups say to assistive technology (they are one image each). */
export const mockupLabels = {
  crmPipeline: (total: string, lead: string, score: number | string) =>
    `Preview of the Finlo CRM pipeline board: deals in four stages, from new leads to won, worth ${total} in total, with a lead card for ${lead} scored ${score}.`,
  crmCampaign: (stats: readonly Stat[]) =>
    `Preview of a Finlo CRM campaign report: ${stats.map((s) => `${s.label.toLowerCase()} ${s.value}`).join(", ")}, with revenue rising week by week.`,
} as const;
