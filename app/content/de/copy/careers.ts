// The fixed words of the careers sections (app/components/sections/careers/), in German.

/** The words of /career's closing band (app/components/sections/shared/cta-band.tsx). */
export const careerCtaCopy = {
  title: "Nicht die passende Stelle dabei?",
  text: "Schicken Sie uns eine Initiativbewerbung. Erzählen Sie uns, worin Sie richtig gut sind – wir melden uns, sobald eine passende Stelle frei wird.",
  action: "Initiativ bewerben",
} as const;

/** The words of the section in app/components/sections/careers/career-features.tsx. */
export const careerFeaturesCopy = {
  eyebrow: "Warum Finlo",
  title: "Gute Arbeit braucht gute Bedingungen",
  intro:
    "Wir halten das Team klein und die Zusatzleistungen großzügig, damit alle die beste Arbeit ihrer Laufbahn machen können.",
} as const;

/** The words of the section in app/components/sections/careers/career-hiring.tsx. */
export const careerHiringCopy = {
  eyebrow: "Bewerbungsprozess",
  title: "Vier Schritte, keine Überraschungen",
  intro:
    "Ein klarer Ablauf, der Ihre Zeit respektiert. Die meisten Bewerber:innen hören innerhalb einer Woche von uns, und nach weniger als drei Wochen ist alles entschieden.",
} as const;
