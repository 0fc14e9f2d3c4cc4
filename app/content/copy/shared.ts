// The fixed words of the shared sections (app/components/sections/shared/). Edit them here.

/** The words of the section in app/components/sections/shared/faq-section.tsx. */
export const faqSectionCopy = {
  frequentlyAskedQuestions: "Frequently asked questions",
} as const;

/** The words of the closing band of /faq and /testimonials (app/components/sections/shared/cta-band.tsx). */
export const questionsCtaCopy = {
  stillYouHaveAny: "Still, you have any questions?",
  ourTeamAnswersEvery:
    "Our team answers every message within one business day, usually much sooner.",
} as const;

/** The words of the section in app/components/sections/shared/testimonials-section.tsx. */
export const testimonialsSectionCopy = {
  ratingCaption: "Average customer rating",
  viewAll: "View all testimonials",
} as const;
