import type { PricingPlan } from "../types";

/**
 * Spec §9. Finance/CRM plans, USD per month. The spec's template shows 39/69/99 under
 * "Monthly" but labels it "Billed Yearly"; we make caption, price and label agree
 * (see README, "Decisions"): Monthly = 39/69/99 billed monthly, Annually = 19/49/89 per
 * month billed annually.
 */
export const financePlans = [
  {
    id: "basic",
    name: "Basic",
    price: { monthly: 39, annually: 19 },
    description: "Für Selbstständige und kleine Teams, die ihre Finanzen ordnen wollen.",
    features: [
      "Bis zu 25.000 Kontakte",
      "Einnahmen und Ausgaben erfassen",
      "Budgets und Sparziele",
      "Zwei verknüpfte Bankkonten",
      "E-Mail-Support",
    ],
    cta: "Basic wählen",
  },
  {
    id: "standard",
    name: "Standard",
    price: { monthly: 69, annually: 49 },
    description: "Für wachsende Unternehmen, die Finanzen und Vertrieb synchron halten wollen.",
    features: [
      "Bis zu 15.000 Kontakte",
      "Alles aus Basic",
      "Unbegrenzt viele Bankkonten und Karten",
      "Steuerfertige Berichte",
      "Priorisierter Chat-Support",
    ],
    highlighted: true,
    cta: "Standard wählen",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: { monthly: 99, annually: 89 },
    description: "Für Unternehmen mit mehreren Teams, Gesellschaften und Währungen.",
    features: [
      "Bis zu 25.000 Kontakte",
      "Alles aus Standard",
      "Mehrere Währungen und Gesellschaften",
      "Single Sign-on und Audit-Log",
      "Persönliche Ansprechperson",
    ],
    cta: "Enterprise wählen",
  },
] as const satisfies readonly PricingPlan[];

/**
 * Spec §9, SaaS pricing: two values per plan. The higher value is the month-to-month price,
 * the lower one the per-month price when billed annually, so captions and labels agree.
 */
export const saasPlans = [
  {
    id: "free",
    name: "Free",
    price: { monthly: 19, annually: 0 },
    description: "Testen Sie das Wesentliche mit einem kleinen Team.",
    features: ["Chatverlauf für 30 Tage", "10 Integrationen", "Bis zu 3 Nutzerplätze", "Community-Support"],
    cta: "Kostenlos starten",
  },
  {
    id: "basic",
    name: "Basic",
    price: { monthly: 39, annually: 19 },
    description: "Für junge Start-ups, die ihre ersten Kunden gewinnen.",
    features: ["Unbegrenzter Chatverlauf", "20 Integrationen", "Bis zu 10 Nutzerplätze", "E-Mail-Support"],
    cta: "Basic wählen",
  },
  {
    id: "standard",
    name: "Standard",
    price: { monthly: 59, annually: 29 },
    description: "Für Teams, die Vertrieb, Support und Abrechnung skalieren.",
    features: ["Alles aus Basic", "30 Integrationen", "Bis zu 50 Nutzerplätze", "Priorisierter Support"],
    highlighted: true,
    cta: "Standard wählen",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: { monthly: 99, annually: 59 },
    description: "Für Unternehmen mit erhöhten Sicherheitsanforderungen.",
    features: ["Alles aus Standard", "50 Integrationen", "Unbegrenzt viele Nutzerplätze", "SSO und Audit-Log"],
    cta: "Enterprise wählen",
  },
] as const satisfies readonly PricingPlan[];

export const billingCopy = {
  monthly: { caption: "Monatlich", period: "/Monat", label: "Monatlich abgerechnet" },
  annually: { caption: "Jährlich", period: "/Monat", label: "Jährlich abgerechnet" },
  /** The eyebrows over the plans and the comparison on /pricing. */
  eyebrow: "Tarife",
  compareEyebrow: "Tarife im Vergleich",
} as const;

/** Spec §9 comparison table on /pricing. */
export const comparisonPlans = ["Starter", "Business", "Enterprise"] as const;

export const comparisonRows = [
  { feature: "Nutzer:innen", values: ["Bis zu 15", "Bis zu 20", "Bis zu 100"] },
  { feature: "Speicherplatz", values: ["2\u00a0GB", "5\u00a0GB", "10\u00a0GB"] },
  { feature: "Maximale Dateigröße", values: ["100\u00a0MB", "1\u00a0GB", "1\u00a0GB"] },
  { feature: "Verknüpfte Bankkonten", values: ["2", "10", "Unbegrenzt"] },
  { feature: "Mehrere Währungen", values: [false, true, true] },
  { feature: "Steuerfertige Berichte", values: [false, true, true] },
  { feature: "CRM-Pipelines", values: ["1", "5", "Unbegrenzt"] },
  { feature: "Single Sign-on", values: [false, false, true] },
  { feature: "Support", values: ["E-Mail", "Priorisierter Chat", "Persönliche Ansprech\u00adperson"] },
] as const satisfies readonly { feature: string; values: readonly [string | boolean, string | boolean, string | boolean] }[];
