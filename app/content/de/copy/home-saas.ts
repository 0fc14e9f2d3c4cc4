// Die festen Wörter der Abschnitte der SaaS-Demo (/de/home-3). Englisches Original: app/content/copy/home-saas.ts.

export const mockupSaasCopy = {
  dailyActiveUsage: "Tägliche aktive Nutzung",
  thisPeriod: "Dieser Zeitraum",
  previousPeriod: "Vorzeitraum",
  planMix: "Tarifmix",
  liveEvents: "Live-Ereignisse",
} as const;

type Stat = { readonly label: string; readonly value: string };

export const mockupLabels = {
  saasDashboard: (kpis: readonly Stat[]) =>
    `Vorschau auf das Analytics-Dashboard von Finlo: ${kpis.map((k) => `${k.label} ${k.value}`).join(", ")} sowie ein Nutzungsdiagramm, das über die letzten 30 Tage steigt.`,
  saasReleases: (sprint: string, change: string) =>
    `Vorschau auf ein Release-Board von Finlo für ${sprint}: geplante, laufende und ausgelieferte Arbeit, die Durchlaufzeit ist um ${change.replace("-", "")} gesunken.`,
  saasSavings: (before: string, after: string) =>
    `Vergleich der durchschnittlichen monatlichen Tool-Ausgaben: ${before} mit einzelnen Tools gegenüber ${after} mit Finlo.`,
} as const;
