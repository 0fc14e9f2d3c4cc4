// The fixed words of the shared sections (app/components/sections/shared/). Edit them here.

/** The words of the section in app/components/sections/shared/faq-section.tsx. */
export const faqSectionCopy = {
  frequentlyAskedQuestions: "Frequently asked questions",
} as const;

/** The words of the section in app/components/sections/shared/questions-cta.tsx. */
export const questionsCtaCopy = {
  stillYouHaveAny: "Still, you have any questions?",
  ourTeamAnswersEvery:
    "Our team answers every message within one business day, usually much sooner.",
} as const;

/** The words of the section in app/components/sections/shared/testimonials-section.tsx. */
export const testimonialsSectionCopy = {
  teamsThatSwitchedTo: "Teams that switched to Finlo never look back",
  averageCustomerRating: "Average customer rating",
  viewAllTestimonials: "View all testimonials",
} as const;

/** The words of the section in app/components/sections/shared/home-rating.tsx. */
export const homeRatingCopy = {
  rated: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
} as const;
