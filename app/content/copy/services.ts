// The fixed words of the services sections (app/components/sections/services/). Edit them here.

/** The words of the section in app/components/sections/services/service-process.tsx. */
export const serviceProcessCopy = {
  eyebrow: "How we work",
  title: "Up and running in days, not months",
  intro:
    "Every service starts the same way: with people who listen first, then do the setup with you.",
  steps: [
    {
      title: "Tell us what you need",
      description: "A 30-minute call with a specialist to understand your team, tools and goals.",
    },
    {
      title: "We set it up with you",
      description: "We connect your accounts and import your data, so you start with real numbers.",
    },
    {
      title: "Your team is trained",
      description:
        "Short, practical sessions for each role, plus guides your new hires can follow.",
    },
    {
      title: "We stay close",
      description: "A named contact, regular check-ins and answers within one business day.",
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly { title: string; description: string }[];
};
