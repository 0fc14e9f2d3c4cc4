import type { PricingPlan } from "./types";

/**
 * Spec §9. Finance/CRM plans, USD per month. The spec's template shows 39/69/99 under
 * "Monthly" but labels it "Billed Yearly"; we make caption, price and label agree
 * (see README, "Decisions"): Monthly = 39/69/99 billed monthly, Annually = 19/49/89 per
 * month billed annually.
 */
export const financePlans = [
  {
    id: "basic",
    name: "Basic",
    price: { monthly: 39, annually: 19 },
    description: "For freelancers and small teams getting their money organised.",
    features: [
      "Up to 25,000 contacts",
      "Income and expense tracking",
      "Budgets and savings goals",
      "Two linked bank accounts",
      "Email support",
    ],
    cta: "Choose Basic",
  },
  {
    id: "standard",
    name: "Standard",
    price: { monthly: 69, annually: 49 },
    description: "For growing businesses that want their finance and sales in sync.",
    features: [
      "Up to 15,000 contacts",
      "Everything in Basic",
      "Unlimited bank accounts and cards",
      "Tax-ready reports",
      "Priority chat support",
    ],
    highlighted: true,
    cta: "Choose Standard",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: { monthly: 99, annually: 89 },
    description: "For companies with several teams, entities and currencies.",
    features: [
      "Up to 25,000 contacts",
      "Everything in Standard",
      "Multi-currency and multi-entity",
      "Single sign-on and audit log",
      "Dedicated success manager",
    ],
    cta: "Choose Enterprise",
  },
] as const satisfies readonly PricingPlan[];

/**
 * Spec §9, SaaS pricing: two values per plan. The higher value is the month-to-month price,
 * the lower one the per-month price when billed annually, so captions and labels agree.
 */
export const saasPlans = [
  {
    id: "free",
    name: "Free",
    price: { monthly: 19, annually: 0 },
    description: "Try the essentials with a small team.",
    features: ["30-day chat history", "10 integrations", "Up to 3 seats", "Community support"],
    cta: "Start for free",
  },
  {
    id: "basic",
    name: "Basic",
    price: { monthly: 39, annually: 19 },
    description: "For early startups finding their first customers.",
    features: ["Unlimited chat history", "20 integrations", "Up to 10 seats", "Email support"],
    cta: "Choose Basic",
  },
  {
    id: "standard",
    name: "Standard",
    price: { monthly: 59, annually: 29 },
    description: "For teams scaling sales, support and billing.",
    features: ["Everything in Basic", "30 integrations", "Up to 50 seats", "Priority support"],
    highlighted: true,
    cta: "Choose Standard",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: { monthly: 99, annually: 59 },
    description: "For companies with advanced security needs.",
    features: ["Everything in Standard", "50 integrations", "Unlimited seats", "SSO and audit log"],
    cta: "Choose Enterprise",
  },
] as const satisfies readonly PricingPlan[];

export const billingCopy = {
  monthly: { caption: "Monthly", period: "/month", label: "Billed monthly" },
  annually: { caption: "Annually", period: "/month", label: "Billed annually" },
  /** The eyebrows over the plans and the comparison on /pricing. */
  eyebrow: "Plans",
  compareEyebrow: "Compare plans",
} as const;

/** Spec §9 comparison table on /pricing. */
export const comparisonPlans = ["Starter", "Business", "Enterprise"] as const;

export const comparisonRows = [
  { feature: "Users", values: ["Up to 15", "Up to 20", "Up to 100"] },
  { feature: "Storage", values: ["2 GB", "5 GB", "10 GB"] },
  { feature: "File size limit", values: ["100 MB", "1 GB", "1 GB"] },
  { feature: "Linked bank accounts", values: ["2", "10", "Unlimited"] },
  { feature: "Multi-currency", values: [false, true, true] },
  { feature: "Tax-ready reports", values: [false, true, true] },
  { feature: "CRM pipelines", values: ["1", "5", "Unlimited"] },
  { feature: "Single sign-on", values: [false, false, true] },
  { feature: "Support", values: ["Email", "Priority chat", "Dedicated manager"] },
] as const satisfies readonly { feature: string; values: readonly [string | boolean, string | boolean, string | boolean] }[];
