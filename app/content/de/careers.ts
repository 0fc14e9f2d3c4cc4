import type { CareerFeature } from "../types";

/*
 * The jobs are Markdown files in content/de/careers/. The values a job's type, employment type and
 * salary unit take are keys, the same in every language: the job list shows their labels.
 */
export { employmentTypes, jobTypes, salaryUnits } from "../careers";

/** Spec §3: six career features (the advantages of working here). */
export const careerFeatures = [
  {
    title: "Attraktives Gehalt und Beteiligung",
    description:
      "Gehälter, die wir jedes Jahr mit dem Markt abgleichen, und Aktienoptionen für alle Festangestellten.",
    icon: "coins",
  },
  {
    title: "Gesundheit und Wohlbefinden",
    description:
      "Umfassende Krankenversicherung für Sie und Ihre Familie, dazu ein monatliches Budget für Ihr Wohlbefinden.",
    icon: "heart-handshake",
  },
  {
    title: "Weiterbildungsbudget",
    description: "2.000\u00a0$ im Jahr für Kurse, Bücher und Konferenzen – und die Zeit, es zu nutzen.",
    icon: "graduation-cap",
  },
  {
    title: "Flexible Auszeiten",
    description: "30 Urlaubstage, dazu Ihr Geburtstag und die Woche zwischen den Jahren.",
    icon: "plane",
  },
  {
    title: "Mobiles Arbeiten",
    description:
      "Arbeiten Sie im Büro oder zu Hause – mit Homeoffice-Budget und dem Laptop Ihrer Wahl.",
    icon: "laptop",
  },
  {
    title: "Echte Verantwortung",
    description:
      "Kleine Teams, klare Ziele und die Freiheit, selbst zu entscheiden, wie Sie sie erreichen.",
    icon: "target",
  },
] as const satisfies readonly CareerFeature[];

/** The hiring process shown on /career. */
export const hiringSteps = [
  {
    title: "Bewerben",
    description:
      "Senden Sie uns Ihren Lebenslauf oder Ihr Portfolio. Jede Bewerbung liest ein Mensch – innerhalb einer Woche.",
  },
  {
    title: "Kennenlerngespräch",
    description:
      "Ein 30-minütiges Gespräch mit Ihrer künftigen Führungskraft über die Stelle und Ihre Ziele.",
  },
  {
    title: "Arbeitsprobe",
    description:
      "Eine kurze, bezahlte Aufgabe nah an der echten Arbeit, die wir gemeinsam mit Ihnen besprechen.",
  },
  {
    title: "Das Team kennenlernen",
    description:
      "Lernen Sie Ihr künftiges Team kennen, stellen Sie alle Ihre Fragen und erhalten Sie innerhalb weniger Tage ein Angebot.",
  },
] as const;
