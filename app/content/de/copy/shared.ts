// The fixed words of the shared sections (app/components/sections/shared/). Edit them here.

/** The words of the section in app/components/sections/shared/faq-section.tsx. */
export const faqSectionCopy = {
  frequentlyAskedQuestions: "Häufig gestellte Fragen",
} as const;

/** The words of the closing band of /faq and /testimonials (app/components/sections/shared/cta-band.tsx). */
export const questionsCtaCopy = {
  stillYouHaveAny: "Haben Sie noch Fragen?",
  ourTeamAnswersEvery:
    "Unser Team beantwortet jede Nachricht innerhalb eines Werktags, meist deutlich schneller.",
} as const;

/** The words of the section in app/components/sections/shared/testimonials-section.tsx. */
export const testimonialsSectionCopy = {
  ratingCaption: "Durchschnittliche Kundenbewertung",
  viewAll: "Alle Kundenstimmen ansehen",
} as const;
