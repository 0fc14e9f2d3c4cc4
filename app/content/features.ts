import type { FeatureCard } from "./types";

/** Spec §3: the six feature cards of the finance home. */
export const featureCards = [
  {
    title: "Financial Planning",
    icon: "piggy-bank",
    description: "Set budgets and goals, then watch a plan that adjusts as your income and spending change.",
  },
  {
    title: "Security Features",
    icon: "shield",
    description: "Encryption at rest and in transit, two-factor sign-in and alerts for every unusual payment.",
  },
  {
    title: "Tax Preparation",
    icon: "receipt",
    description: "Categorised transactions and ready-made reports turn tax season into a short checklist.",
  },
  {
    title: "Offline Access",
    icon: "wifi-off",
    description: "Log expenses on a plane or in a basement; everything syncs the moment you are back online.",
  },
  {
    title: "Currency Conversion",
    icon: "globe",
    description: "Hold, track and convert money in over 150 currencies at transparent, live rates.",
  },
  {
    title: "Integration Support",
    icon: "plug",
    description: "Link banks, cards and the tools you already use so your numbers update themselves.",
  },
] as const satisfies readonly FeatureCard[];

/** The finance home accordion (spec §2): the first item is open by default. */
export const moneySteps = [
  {
    question: "Sign up for free",
    answer:
      "Create your account in under a minute with just an email address. Your 34-day trial starts right away and needs no credit card.",
  },
  {
    question: "Make a money plan",
    answer:
      "Link your bank accounts and cards, pick a few goals, and Finlo suggests monthly budgets based on how you really spend.",
  },
  {
    question: "Enjoy less stress",
    answer:
      "Friendly nudges keep you on track, bills never surprise you, and your credit score and savings grow in plain sight.",
  },
] as const;
