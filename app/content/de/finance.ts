/**
 * Copy and sample data of the finance home (/). Numbers shown in product mock-ups are sample
 * data, not claims.
 */
import type { HeroCopy, FeatureRow } from "../home";
import { testimonials } from "./testimonials";

export const financeHero = {
  eyebrow: "Finanz-App für Privatleute und Unternehmen",
  intro:
    "Erfassen Sie Einnahmen und Ausgaben, legen Sie Budgets und Ziele fest und sehen Sie alle Konten übersichtlich an einem Ort. Finlo übernimmt das Sortieren, damit Sie sich auf Ihre Woche konzentrieren können.",
  primary: { label: "Jetzt kostenlos testen", href: "/sign-up" },
  notes: ["34-tägige kostenlose Testphase", "Keine Kreditkarte nötig"],
} as const satisfies HeroCopy;

/** The trust banner under the hero buttons (spec §1, §9: over 50,000 users). */
export const trustBanner = {
  headline: "Über 50.000 Nutzer:innen",
  text: "verwalten private und geschäftliche Finanzen mit Finlo",
  people: testimonials.map(({ id, author }) => ({ id, portrait: author.portrait })),
} as const;

/** Sample data drawn in the hero mock-up. */
export const financeMockup = {
  balance: { label: "Gesamtsaldo", amount: "24.380,52\u00a0$", change: "+8,2\u00a0% diesen Monat" },
  card: { holder: "Alex Morgan", last4: "4821", expiry: "09/29" },
  spending: {
    label: "Ausgaben",
    total: "3.214\u00a0$",
    period: "Letzte 7 Tage",
    days: [
      { day: "Mo", value: 42 },
      { day: "Di", value: 68 },
      { day: "Mi", value: 54 },
      { day: "Do", value: 88 },
      { day: "Fr", value: 61 },
      { day: "Sa", value: 95 },
      { day: "So", value: 37 },
    ],
  },
  transactions: [
    {
      name: "Supermarkt",
      category: "Lebensmittel",
      amount: "−84,20\u00a0$",
      tone: "out",
      icon: "cart",
    },
    {
      name: "Gehalt",
      category: "Einnahmen",
      amount: "+5.400,00\u00a0$",
      tone: "in",
      icon: "income",
    },
    {
      name: "Cloud-Hosting",
      category: "Geschäftlich",
      amount: "−49,00\u00a0$",
      tone: "out",
      icon: "cloud",
    },
    {
      name: "Coffee Corner",
      category: "Lebensmittel",
      amount: "−6,50\u00a0$",
      tone: "out",
      icon: "coffee",
    },
  ],
  goal: { label: "Urlaubskasse", saved: "1.850\u00a0$", target: "2.500\u00a0$", percent: 74 },
} as const;

export const financeFeatureRows = [
  {
    id: "track",
    eyebrow: "Einnahmen und Ausgaben",
    title: "Sehen Sie, wohin jeder Dollar fließt – ganz ohne Tabelle",
    intro:
      "Verknüpfen Sie Ihre Bankkonten und Karten einmal. Finlo ordnet jede Zahlung sofort einer Kategorie zu und zeigt Ihnen den Monat auf einen Blick.",
    points: [
      {
        icon: "line-chart",
        title: "Live-Cashflow",
        text: "Geldeingänge und -ausgänge, aktualisiert, sobald Zahlungen gebucht sind.",
      },
      {
        icon: "receipt",
        title: "Intelligente Kategorien",
        text: "Lebensmittel, Miete und Abos – automatisch sortiert.",
      },
      {
        icon: "badge-check",
        title: "Bonitätsscore im Blick",
        text: "Verfolgen Sie Ihren Score und was ihn beeinflusst, Monat für Monat.",
      },
    ],
  },
  {
    id: "plan",
    eyebrow: "Budgets und Ziele",
    title: "Budgets, die sich Ihrem Leben anpassen – und Ziele, die Sie wirklich erreichen",
    intro:
      "Legen Sie ein Budget pro Kategorie fest und ein Ziel für das, worauf Sie sparen. Finlo erinnert Sie, bevor Sie zu viel ausgeben, und feiert jeden Meilenstein mit Ihnen.",
    points: [
      {
        icon: "target",
        title: "Ziele mit Termin",
        text: "Ein Urlaub, ein neuer Laptop oder ein Notgroschen.",
      },
      {
        icon: "piggy-bank",
        title: "Automatisch sparen",
        text: "Aufrundungen und Überweisungen am Zahltag, nach Ihren Regeln.",
      },
      {
        icon: "zap",
        title: "Rechtzeitige Hinweise",
        text: "Eine Vorwarnung, bevor eine Rechnung fällig wird oder ein Budget überläuft.",
      },
    ],
  },
] as const satisfies readonly FeatureRow[];

export const budgetMockup = {
  month: "Oktober",
  budgets: [
    { label: "Lebensmittel", spent: "412\u00a0$", limit: "600\u00a0$", percent: 69 },
    { label: "Mobilität", spent: "138\u00a0$", limit: "180\u00a0$", percent: 77 },
    { label: "Essen gehen", spent: "246\u00a0$", limit: "250\u00a0$", percent: 98 },
    { label: "Abos", spent: "54\u00a0$", limit: "90\u00a0$", percent: 60 },
  ],
  categories: [
    { label: "Wohnen", percent: 38 },
    { label: "Essen", percent: 24 },
    { label: "Mobilität", percent: 14 },
    { label: "Sonstiges", percent: 24 },
  ],
  score: { label: "Bonitätsscore", value: 742, rating: "Sehr gut" },
} as const;

export const stepsSection = {
  eyebrow: "So funktioniert es",
  title: "In drei Schritten von der Registrierung zu einem entspannteren Monat",
  intro:
    "Kein Einrichtungsgespräch, keine Tabellenvorlagen. Die meisten haben ihren ersten Plan fertig, bevor der Kaffee kalt ist.",
} as const;

export const featureGridSection = {
  eyebrow: "Funktionen",
  title: "Alles, was Sie für Ihre Finanzen brauchen",
  intro:
    "Planen, schützen und bewegen Sie Ihr Geld mit einer App – zu Hause oder im Ausland, online oder offline.",
} as const;

export const blogTeaser = {
  eyebrow: "Aus unserem Blog",
  title: "Mit 4,8 Sternen bewertet – von Menschen, die ihr Geld ernst nehmen",
  intro:
    "Praxisnahe Leitfäden des Finlo-Teams zu Budgetplanung, Wachstum und den Tools, die wir bauen.",
  ratingCaption: "Durchschnittliche Bewertung unserer Kunden",
  cta: { label: "Zum Blog", href: "/blog" },
} as const;
