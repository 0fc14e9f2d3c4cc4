// The fixed words of the careers sections (app/components/sections/careers/). Edit them here.

/** The words of /career's closing band (app/components/sections/shared/cta-band.tsx). */
export const careerCtaCopy = {
  title: "Don’t see the right role?",
  text: "Send us an open application. Tell us what you are great at, and we will reach out when a matching role opens.",
  action: "Send an application",
} as const;

/** The words of the section in app/components/sections/careers/career-features.tsx. */
export const careerFeaturesCopy = {
  eyebrow: "Why Finlo",
  title: "Good work needs good conditions",
  intro:
    "We keep the team small and the benefits generous, so people can do the best work of their careers.",
} as const;

/** The words of the section in app/components/sections/careers/career-hiring.tsx. */
export const careerHiringCopy = {
  eyebrow: "Hiring process",
  title: "Four steps, no surprises",
  intro:
    "A clear process that respects your time. Most candidates hear back within a week and finish in under three.",
} as const;
