// The fixed words of the portfolio sections (app/components/sections/portfolio/). Edit them here.

/** The words of the section in app/components/sections/portfolio/portfolio-detail.tsx. */
export const portfolioDetailCopy = {
  haveAProjectLike: "Have a project like this in mind?",
  tellUsAboutIt: "Tell us about it; we reply within one business day.",
  startAProject: "Start a project",
} as const;
