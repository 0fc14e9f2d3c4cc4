// The fixed words of the auth sections (app/components/sections/auth/). Edit them here.

/** The words of the section in app/components/sections/auth/auth-layout.tsx. */
export const authLayoutCopy = {
  backToWebsite: "Back to website",
} as const;

/** The words of the section in app/components/sections/auth/auth-visual.tsx. */
export const authVisualCopy = {
  theFinloAppA:
    "The Finlo app: a total balance of $48,920.35 up 12.4% this month, a six-month balance chart, recent transactions and a savings goal at 72%.",
} as const;
