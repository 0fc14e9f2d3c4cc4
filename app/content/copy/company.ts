// The fixed words of the company sections (app/components/sections/company/). Edit them here.

/** The words of the section in app/components/sections/company/about-journey.tsx. */
export const aboutJourneyCopy = {
  eyebrow: "Our journey",
  title: "From a shared spreadsheet to two thousand companies",
  story:
    "Finlo began as a favour between friends: a budgeting sheet for people running small shops. It grew because it did one thing well. It made money feel less stressful.",
  storyToday:
    "Fifteen years later we still build for the same people, with the same rule: if a screen needs a manual, we have not finished designing it.",
} as const;

/** The words of the section in app/components/sections/company/about-values.tsx. */
export const aboutValuesCopy = {
  eyebrow: "Core values",
  title: "What we care about when nobody is watching",
  intro:
    "Four ideas guide every decision we make, from the product we ship to the way we hire.",
} as const;

/** The words of the section in app/components/sections/company/contact-channels.tsx. */
export const contactChannelsCopy = {
  otherWaysToReach: "Other ways to reach us",
  preferToTalkWe: "Prefer to talk? We are close by",
  callWriteOrDrop:
    "Call, write or drop by the office. A real person from our team answers every time.",
} as const;

/** The words of the section in app/components/sections/company/contact-form.tsx. */
export const contactFormCopy = {
  sendUsAMessage: "Send us a message",
  ourOfficeLocation: "Our office location",
} as const;

/** The words of /integrations' closing band (app/components/sections/shared/cta-band.tsx). */
export const integrationsRequestCopy = {
  title: "Missing a tool your team relies on?",
  text:
    "Tell us what to connect next. Most requests ship within a quarter, and Zapier covers the rest in the meantime.",
  action: "Request an integration",
} as const;

/** The words of the section in app/components/sections/company/pricing-table.tsx. */
export const pricingTableCopy = {
  swipeSidewaysToCompare: "Swipe sideways to compare every plan.",
} as const;

/** The words of the section in app/components/sections/company/team-join-cta.tsx. */
export const teamJoinCtaCopy = {
  eyebrow: "We are hiring",
  title: "Want to build calmer money tools with us?",
  text:
    "We are a small, remote-friendly team that ships carefully. If you care about clear products and kind collaboration, we would love to meet you.",
  joinAction: "Join Our Team",
  rolesAction: "See open roles",
} as const;
