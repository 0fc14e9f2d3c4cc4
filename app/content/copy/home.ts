// The fixed words of the home sections (app/components/sections/home/). Edit them here.

/** The words of the section in app/components/sections/home/hero-finance.tsx. */
export const heroFinanceCopy = {
  watchADemo: "Watch A Demo",
} as const;

/** The words of the section in app/components/sections/home/mockup-crm.tsx. */
export const mockupCrmCopy = {
  previewOfFinloCrm: "Preview of Finlo CRM's inbound leads, each with its source and a lead score.",
  followUpSentAutomatically: "Follow-up sent automatically to 12 new leads",
  previewOfFinloCrm2:
    "Preview of Finlo CRM's team goals: revenue closed and progress to target for four sales reps, and shared tasks.",
} as const;

/** The words of the section in app/components/sections/home/mockup-finance.tsx. */
export const mockupFinanceCopy = {
  previewOfFinloS:
    "Preview of Finlo's spending breakdown: housing, food, transport and other spending as shares of the month, next to a credit score of 742.",
  spendingByCategory: "Spending by category",
  createYourAccount: "Create your account",
  linkABankAccount: "Link a bank account",
  setYourFirstGoal: "Set your first goal",
  previewOfFinloS2:
    "Preview of Finlo's onboarding on a phone: account created, two bank accounts linked, and a first savings goal being set.",
  yourMoneyPlan: "Your money plan",
  safeToSpendThis: "Safe to spend this month",
} as const;

/** The words of the section in app/components/sections/home/mockup-saas.tsx. */
export const mockupSaasCopy = {
  dailyActiveUsage: "Daily active usage",
} as const;

type Stat = { readonly label: string; readonly value: string };

/** What the product mock-ups say to assistive technology (they are one image each). */
export const mockupLabels = {
  crmPipeline: (total: string, lead: string, score: number | string) =>
    `Preview of the Finlo CRM pipeline board: deals in four stages, from new leads to won, worth ${total} in total, with a lead card for ${lead} scored ${score}.`,
  crmCampaign: (stats: readonly Stat[]) =>
    `Preview of a Finlo CRM campaign report: ${stats.map((s) => `${s.label.toLowerCase()} ${s.value}`).join(", ")}, with revenue rising week by week.`,
  financeApp: (balance: string) =>
    `Preview of the Finlo app: a total balance of ${balance}, a chart of this week's spending and a list of recent transactions.`,
  financeBudgets: (month: string, goalPercent: number | string) =>
    `Preview of Finlo's budgets for ${month}: groceries, transport, eating out and subscriptions with how much of each is spent, and a holiday savings goal at ${goalPercent}%.`,
  saasDashboard: (kpis: readonly Stat[]) =>
    `Preview of the Finlo analytics dashboard: ${kpis.map((k) => `${k.label} ${k.value}`).join(", ")}, and a usage graph rising over the last 30 days.`,
  saasReleases: (sprint: string, change: string) =>
    `Preview of a Finlo release board for ${sprint}: planned, in-progress and shipped work, with cycle time down ${change.replace("-", "")}.`,
  saasSavings: (before: string, after: string) =>
    `Comparison of average monthly tool spend: ${before} with separate tools against ${after} with Finlo.`,
} as const;
