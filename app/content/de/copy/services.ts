// The fixed words of the services sections (app/components/sections/services/), in German.

/** The words of the section in app/components/sections/services/service-process.tsx. */
export const serviceProcessCopy = {
  eyebrow: "So arbeiten wir",
  title: "In Tagen startklar, nicht in Monaten",
  intro:
    "Jede Leistung beginnt gleich: mit Menschen, die erst zuhören und dann alles gemeinsam mit Ihnen einrichten.",
  steps: [
    {
      title: "Sie sagen uns, was Sie brauchen",
      description:
        "Ein 30-minütiges Gespräch mit einer Fachperson, um Ihr Team, Ihre Tools und Ihre Ziele zu verstehen.",
    },
    {
      title: "Wir richten alles mit Ihnen ein",
      description:
        "Wir verbinden Ihre Konten und importieren Ihre Daten – so starten Sie mit echten Zahlen.",
    },
    {
      title: "Ihr Team wird geschult",
      description:
        "Kurze, praxisnahe Schulungen für jede Rolle, dazu Leitfäden für neue Mitarbeitende.",
    },
    {
      title: "Wir bleiben an Ihrer Seite",
      description:
        "Eine feste Ansprechperson, regelmäßige Abstimmungen und Antworten innerhalb eines Werktags.",
    },
  ],
} as const;
