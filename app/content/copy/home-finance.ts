// The fixed words of the finance home (/) sections (app/components/sections/home/). Edit them here.

/** The words of the section in app/components/sections/home/hero-finance.tsx. */
export const heroFinanceCopy = {
  watchADemo: "Watch A Demo",
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

/** What the product mock-ups say to assistive technology (they are one image each). */
export const mockupLabels = {
  financeApp: (balance: string) =>
    `Preview of the Finlo app: a total balance of ${balance}, a chart of this week's spending and a list of recent transactions.`,
  financeBudgets: (month: string, goalPercent: number | string) =>
    `Preview of Finlo's budgets for ${month}: groceries, transport, eating out and subscriptions with how much of each is spent, and a holiday savings goal at ${goalPercent}%.`,
} as const;
