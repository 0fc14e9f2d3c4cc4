// The fixed words of the auth sections (app/components/sections/auth/). Edit them here.

/** The words of the section in app/components/sections/auth/auth-layout.tsx. */
export const authLayoutCopy = {
  backToWebsite: "Back to website",
  /** Between the form and the social sign-in links. */
  or: "or",
  rights: "All rights reserved.",
};

/** The words of the section in app/components/sections/auth/auth-visual.tsx. */
export const authVisualCopy = {
  theFinloAppA:
    "The Finlo app: a total balance of $48,920.35 up 12.4% this month, a six-month balance chart, recent transactions and a savings goal at 72%.",
  totalBalance: "Total balance",
  balance: "$48,920.35",
  growth: "12.4%",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"],
  recentTransactions: "Recent transactions",
  transactions: [
    { name: "Client payment", kind: "Income", amount: "+$2,400.00" },
    { name: "Cloud hosting", kind: "Software", amount: "−$86.00" },
    { name: "Office rent", kind: "Workspace", amount: "−$1,200.00" },
  ],
  savingsGoal: "Savings goal",
  reached: "72% reached",
};
