// Die festen Wörter der Abschnitte der CRM-Demo (/de/home-2). Englisches Original: app/content/copy/home-crm.ts.

export const mockupCrmCopy = {
  searchDeals: "Deals suchen",
  pipelineValue: "Pipeline-Wert",
  pipelineChange: "+18\u00a0% ggü. Vormonat",
  addDeal: "+ Deal hinzufügen",
  leadScore: "Lead-Score",
  leadsLabel: "Vorschau auf die eingehenden Leads in Finlo CRM, jeweils mit Quelle und Lead-Score.",
  followUpSent: "Follow-up automatisch an 12 neue Leads gesendet",
  teamLabel:
    "Vorschau auf die Teamziele in Finlo CRM: abgeschlossener Umsatz und Zielerreichung von vier Personen im Vertrieb sowie gemeinsame Aufgaben.",
  campaignLive: "Live",
} as const;

type Stat = { readonly label: string; readonly value: string };

export const mockupLabels = {
  crmPipeline: (total: string, lead: string, score: number | string) =>
    `Vorschau auf das Pipeline-Board von Finlo CRM: Deals in vier Phasen, von neuen Leads bis gewonnen, im Gesamtwert von ${total}, mit einer Lead-Karte für ${lead} mit dem Score ${score}.`,
  // German nouns keep their capital letter ("Öffnungsrate 48,6 %").
  crmCampaign: (stats: readonly Stat[]) =>
    `Vorschau auf einen Kampagnenbericht in Finlo CRM: ${stats.map((s) => `${s.label} ${s.value}`).join(", ")}, mit Woche für Woche steigendem Umsatz.`,
} as const;
