/** Copy and sample mock-up data of the SaaS startups home (/home-3). Mock-up figures are sample data. */
import type { FeatureRow } from "../home";
import type { ProcessStep } from "../saas";

export const saasHero = {
  eyebrow: "Finlo für Start-ups",
  intro:
    "Abrechnung, Kundensupport, Analytics und Finanzen auf einer Plattform für junge Softwarefirmen. Starten Sie diese Woche und skalieren Sie, ohne das Tool zu wechseln.",
  notes: ["Keine Kreditkarte nötig", "7-tägige kostenlose Testphase"],
  form: {
    name: "saas-hero",
    label: "Kostenlose Testphase starten",
    submitLabel: "Jetzt starten",
    successMessage: "Sie sind dabei! Wir haben Ihnen einen Link zur Registrierung geschickt.",
  },
} as const;

/*
 * DE: a change that goes down keeps the ASCII hyphen-minus ("-0,4 %", "-38 %"), not the
 * typographic minus: mockup-saas.tsx tests `change.startsWith("-")` for the chip colour and
 * copy/home-saas.ts strips it with `replace("-", "")`.
 */
export const analyticsMockup = {
  title: "Produkt-Analytics",
  range: "Letzte 30 Tage",
  kpis: [
    { label: "MRR", value: "48.290\u00a0$", change: "+12,4\u00a0%", fallIsGood: false },
    { label: "Aktive Konten", value: "8.614", change: "+6,1\u00a0%", fallIsGood: false },
    { label: "Churn", value: "1,8\u00a0%", change: "-0,4\u00a0%", fallIsGood: true },
  ],
  usage: [22, 28, 26, 34, 31, 40, 38, 47, 44, 52, 58, 55, 63, 61, 70, 74, 69, 80, 86, 83, 91],
  usagePrevious: [
    18, 20, 24, 22, 27, 26, 31, 30, 33, 35, 34, 38, 41, 40, 44, 43, 47, 50, 49, 53, 55,
  ],
  plans: [
    { label: "Starter", percent: 46 },
    { label: "Growth", percent: 34 },
    { label: "Scale", percent: 20 },
  ],
  events: [
    { label: "Neues Abonnement", detail: "Lumora · Tarif Growth", time: "2\u00a0Min." },
    { label: "Rechnung bezahlt", detail: "Kestrel · 1.290\u00a0$", time: "14\u00a0Min." },
  ],
} as const;

export const servicesSection = {
  eyebrow: "Leistungen",
  title: "Alles, was ein junges SaaS-Unternehmen braucht – an einem Ort",
  intro:
    "Wählen Sie die Leistungen, die Sie heute brauchen, und ergänzen Sie weitere, wenn Sie wachsen. Eine Anmeldung, eine Rechnung.",
  cta: { label: "Alle Leistungen ansehen", href: "/service" },
} as const;

export const agilitySection = {
  id: "agility",
  eyebrow: "Agilität",
  title: "So schnell wie Ihre Roadmap – nicht so langsam wie Ihre Tools",
  intro:
    "Preisänderungen ausrollen, neue Kunden an Bord holen und Tickets beantworten – alles am selben Tag. Finlo passt sich der Arbeitsweise Ihres Teams an, nicht umgekehrt.",
  points: [
    {
      icon: "rocket",
      title: "In wenigen Tagen live",
      text: "Vorlagen für Abrechnung, Onboarding und Support-Abläufe.",
    },
    {
      icon: "zap",
      title: "Änderungen ohne Code",
      text: "Tarife, Preise und E-Mails – von allen im Team bearbeitbar.",
    },
    {
      icon: "users",
      title: "Eine gemeinsame Sicht",
      text: "Produkt, Vertrieb und Finanzen arbeiten mit denselben Zahlen.",
    },
  ],
  mockup: {
    title: "Release-Board",
    sprint: "Sprint 14",
    columns: [
      { name: "Geplant", items: ["Nutzungs\u00adbasierte Preise", "SSO für Teams"] },
      { name: "In Arbeit", items: ["Onboarding-Checkliste", "Umschalter für Jahrestarif"] },
      { name: "Live", items: ["Zahlungs\u00aderinnerungen", "Slack-Benach\u00adrichtigungen"] },
    ],
    velocity: { label: "Durchlaufzeit", value: "2,4 Tage", change: "-38\u00a0%" },
  },
} as const satisfies FeatureRow & { mockup: unknown };

export const processSection = {
  eyebrow: "Kosteneffizienter Prozess",
  title: "Ein schlanker Prozess, der Ihre Burn Rate niedrig hält",
  intro:
    "Ersetzen Sie fünf Abonnements durch eine Plattform – und einen Prozess, der sich schon im ersten Quartal bezahlt macht.",
  steps: [
    {
      icon: "lightbulb",
      title: "Planen",
      text: "Sagen Sie uns, was Sie an wen verkaufen. Wir schlagen die passenden Leistungen und den passenden Tarif vor.",
    },
    {
      icon: "plug",
      title: "Verbinden",
      text: "Importieren Sie Kunden und verknüpfen Sie Zahlungen, Banking und Support an einem Nachmittag.",
    },
    {
      icon: "rocket",
      title: "Starten",
      text: "Gehen Sie vom ersten Tag an mit Abrechnung, Onboarding und Support-Abläufen live.",
    },
    {
      icon: "line-chart",
      title: "Wachsen",
      text: "Behalten Sie Umsatz, Churn und Kosten auf einem Dashboard im Blick und steuern Sie früh nach.",
    },
  ],
  savings: {
    label: "Durchschnittliche monatliche Tool-Ausgaben",
    before: { label: "Einzelne Tools", amount: "1.240\u00a0$" },
    after: { label: "Mit Finlo", amount: "390\u00a0$" },
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly ProcessStep[];
  savings: unknown;
};

export const saasCounters = {
  eyebrow: "In Zahlen",
  title: "Start-ups wachsen mit Finlo",
  intro: "Die Plattform hinter Tausenden junger Unternehmen in mehr als fünfzig Ländern.",
} as const;

export const saasPricing = {
  eyebrow: "Preise",
  title: "Faire Preise für jede Phase",
  intro:
    "Starten Sie kostenlos und wechseln Sie den Tarif, wenn Sie wachsen. Mit jährlicher Abrechnung sinkt der Monatspreis jedes Tarifs.",
} as const;

export const videoSection = {
  eyebrow: "Integrationen",
  title: "Binden Sie Finlo in Minuten in Ihren Stack ein",
  intro:
    "Sehen Sie, wie ein Start-up Zahlungs-, Support- und Marketing-Tools in weniger als fünf Minuten verbindet – ganz ohne Entwicklerteam.",
  points: [
    "Zwei-Wege-Sync mit Ihren Tools",
    "Geführte Einrichtung für jede Integration",
    "Webhooks und eine offene API",
  ],
  cta: { label: "Alle Integrationen ansehen", href: "/integrations" },
  hub: ["google", "slack", "mailchimp", "zapier", "discord", "linkedin"],
  videoLabel: "Video zu den Integrationen abspielen",
} as const;

export const saasFaq = {
  eyebrow: "FAQ",
  title: "Fragen, die Gründer:innen uns stellen",
  intro: "Sie finden nicht, was Sie suchen? Unser Team antwortet innerhalb eines Werktags.",
} as const;
