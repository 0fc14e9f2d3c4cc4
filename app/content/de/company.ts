import type * as english from "../company";

type Milestones = readonly { year: string; title: string; description: string }[];
type Values = readonly {
  title: string;
  description: string;
  icon: (typeof english.coreValues)[number]["icon"];
}[];

/** About page: the company journey and core values (German; app/content/company.ts mirrors it). */
export const journey = [
  {
    year: "2011",
    title: "Eine Tabelle, die aus dem Ruder lief",
    description:
      "Unser Gründungsteam baute eine Budgettabelle für befreundete Inhaber:innen kleiner Läden. Ein Jahr später arbeiteten bereits zweihundert Unternehmen damit.",
  },
  {
    year: "2016",
    title: "Die erste Finlo-App",
    description:
      "Aus der Tabelle wurde eine App, die Bankkonten verknüpfte, Belege zuordnete und Steuerberichte automatisch vorbereitete.",
  },
  {
    year: "2021",
    title: "Kunden, nicht nur Geld",
    description:
      "Mit Finlo CRM kam ein zweites Produkt hinzu: So sieht dasselbe Team einen Deal, seine Rechnung und die Zahlung an einem Ort.",
  },
  {
    year: "2026",
    title: "Zweitausend Unternehmen später",
    description:
      "Heute planen, verkaufen und wachsen mehr als 2.000 Unternehmen und 30.000 Menschen in 55 Ländern mit Finlo.",
  },
] as const satisfies Milestones;

export const coreValues = [
  {
    title: "Klarheit statt Raffinesse",
    description:
      "Geld ist schon stressig genug. Jede Ansicht, jede E-Mail und jede Rechnung von uns soll auf einen Blick verständlich sein.",
    icon: "lightbulb",
  },
  {
    title: "Vertrauen jeden Tag verdienen",
    description:
      "Wir schützen Kundendaten, als wären es unsere eigenen, und sagen offen, was wir damit tun.",
    icon: "badge-check",
  },
  {
    title: "Kleine Teams, viel Verantwortung",
    description:
      "Wer einem Problem am nächsten ist, entscheidet, wie es gelöst wird – und bekommt die Zeit, es gut zu lösen.",
    icon: "users",
  },
  {
    title: "Tempo ist ein Feature",
    description:
      "Schnelle Apps respektieren die Zeit der Menschen. Wir messen Geschwindigkeit und behandeln eine langsame Seite als Fehler.",
    icon: "zap",
  },
] as const satisfies Values;
