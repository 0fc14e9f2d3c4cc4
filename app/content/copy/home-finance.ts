// The fixed words of the finance home (/) sections (app/components/sections/home/). Edit them here.

/** The words of the section in app/components/sections/home/hero-finance.tsx. */
export const heroFinanceCopy = {
  watchDemo: "Watch A Demo",
} as const;

/** The words drawn in the mock-ups of app/components/sections/home/mockup-finance.tsx (sample data). */
export const mockupFinanceCopy = {
  cashflowLabel:
    "Preview of Finlo's spending breakdown: housing, food, transport and other spending as shares of the month, next to a credit score of 742.",
  spendingByCategory: "Spending by category",
  recentTransactions: "Recent transactions",
  income: { label: "Income", change: "+12%", amount: "$6,920" },
  activeBudgets: "4 active",
  onboardingLabel:
    "Preview of Finlo's onboarding on a phone: account created, two bank accounts linked, and a first savings goal being set.",
  greeting: "Welcome, Alex",
  moneyPlan: "Your money plan",
  safeToSpend: { label: "Safe to spend this month", amount: "$1,420.00" },
  onboardingSteps: [
    { label: "Create your account", detail: "Email verified", done: true },
    { label: "Link a bank account", detail: "2 accounts connected", done: true },
    { label: "Set your first goal", detail: "Holiday fund · $2,500", done: false },
  ],
} as const;

/** Sentences the mock-ups build from their data (the route's loader calls them). */
export const mockupLabels = {
  financeApp: (balance: string) =>
    `Preview of the Finlo app: a total balance of ${balance}, a chart of this week's spending and a list of recent transactions.`,
  financeBudgets: (month: string, goalPercent: number | string) =>
    `Preview of Finlo's budgets for ${month}: groceries, transport, eating out and subscriptions with how much of each is spent, and a holiday savings goal at ${goalPercent}%.`,
  budgetsTitle: (month: string) => `${month} budgets`,
  goalProgress: (saved: string, target: string) => `${saved} of ${target}`,
  goalSaved: (saved: string, target: string) => `${saved} saved of ${target}`,
} as const;
