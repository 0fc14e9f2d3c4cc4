// The German of app/content/copy/auth.ts: the fixed words of the account screens' sections.
import type { authLayoutCopy as English, authVisualCopy as EnglishVisual } from "../../copy/auth";

export const authLayoutCopy = {
  backToWebsite: "Zurück zur Website",
  or: "oder",
  rights: "Alle Rechte vorbehalten.",
} satisfies typeof English;

export const authVisualCopy = {
  theFinloAppA:
    "Die Finlo-App: ein Gesamtsaldo von 48.920,35\u00a0$, in diesem Monat um 12,4\u00a0% gestiegen, ein Saldo-Diagramm über sechs Monate, die letzten Transaktionen und ein Sparziel, das zu 72\u00a0% erreicht ist.",
  totalBalance: "Gesamtsaldo",
  balance: "48.920,35\u00a0$",
  growth: "12,4\u00a0%",
  months: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni"],
  recentTransactions: "Letzte Transaktionen",
  transactions: [
    { name: "Kundenzahlung", kind: "Einnahme", amount: "+2.400,00\u00a0$" },
    { name: "Cloud-Hosting", kind: "Software", amount: "−86,00\u00a0$" },
    { name: "Büromiete", kind: "Arbeitsplatz", amount: "−1.200,00\u00a0$" },
  ],
  savingsGoal: "Sparziel",
  reached: "72\u00a0% erreicht",
} satisfies typeof EnglishVisual;
