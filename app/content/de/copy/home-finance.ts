// Die festen Wörter der Abschnitte der Finanz-Startseite (/de). Englisches Original: app/content/copy/home-finance.ts.

export const heroFinanceCopy = {
  watchDemo: "Demo ansehen",
} as const;

export const mockupFinanceCopy = {
  cashflowLabel:
    "Vorschau auf Finlos Ausgabenübersicht: Wohnen, Essen, Mobilität und Sonstiges als Anteile am Monat, daneben ein Bonitätsscore von 742.",
  spendingByCategory: "Ausgaben nach Kategorie",
  recentTransactions: "Letzte Transaktionen",
  income: { label: "Einnahmen", change: "+12\u00a0%", amount: "6.920\u00a0$" },
  activeBudgets: "4 aktiv",
  onboardingLabel:
    "Vorschau auf das Onboarding von Finlo auf dem Smartphone: Konto erstellt, zwei Bankkonten verknüpft und ein erstes Sparziel in Arbeit.",
  greeting: "Willkommen, Alex",
  moneyPlan: "Ihr Finanzplan",
  safeToSpend: { label: "Frei verfügbar in diesem Monat", amount: "1.420,00\u00a0$" },
  onboardingSteps: [
    { label: "Konto erstellen", detail: "E-Mail bestätigt", done: true },
    { label: "Bankkonto verknüpfen", detail: "2 Konten verbunden", done: true },
    { label: "Erstes Ziel festlegen", detail: "Urlaubskasse · 2.500\u00a0$", done: false },
  ],
} as const;

export const mockupLabels = {
  financeApp: (balance: string) =>
    `Vorschau auf die Finlo-App: ein Gesamtsaldo von ${balance}, ein Diagramm der Ausgaben dieser Woche und eine Liste der letzten Transaktionen.`,
  financeBudgets: (month: string, goalPercent: number | string) =>
    `Vorschau auf Finlos Budgets für ${month}: Lebensmittel, Mobilität, Essen gehen und Abos mit dem jeweils ausgegebenen Betrag sowie eine Urlaubskasse, die zu ${goalPercent}\u00a0% gefüllt ist.`,
  budgetsTitle: (month: string) => `Budgets im ${month}`,
  goalProgress: (saved: string, target: string) => `${saved} von ${target}`,
  goalSaved: (saved: string, target: string) => `${saved} von ${target} gespart`,
} as const;
