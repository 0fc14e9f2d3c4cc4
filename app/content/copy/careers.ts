// The fixed words of the careers sections (app/components/sections/careers/). Edit them here.

/** The words of the section in app/components/sections/careers/career-cta.tsx. */
export const careerCtaCopy = {
  donTSeeThe: "Don’t see the right role?",
  sendUsAnOpen:
    "Send us an open application. Tell us what you are great at, and we will reach out when a matching role opens.",
  sendAnApplication: "Send an application",
} as const;

/** The words of the section in app/components/sections/careers/career-features.tsx. */
export const careerFeaturesCopy = {
  goodWorkNeedsGood: "Good work needs good conditions",
  weKeepTheTeam:
    "We keep the team small and the benefits generous, so people can do the best work of their careers.",
} as const;

/** The words of the section in app/components/sections/careers/career-hiring.tsx. */
export const careerHiringCopy = {
  fourStepsNoSurprises: "Four steps, no surprises",
  aClearProcessThat:
    "A clear process that respects your time. Most candidates hear back within a week and finish in under three.",
} as const;
