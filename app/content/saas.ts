/** Copy and sample mock-up data of the SaaS startups home (/home-3). Mock-up figures are sample data. */
import type { FeatureRow } from "./home";
import type { IconName } from "./icons";

export const saasHero = {
  eyebrow: "Finlo for Startups",
  intro:
    "Billing, customer support, analytics and finance in one platform built for young SaaS companies. Launch this week, scale without switching tools.",
  notes: ["No credit card required", "7-day free trial"],
  form: {
    name: "saas-hero",
    label: "Start your free trial",
    submitLabel: "Get started",
    successMessage: "You are on the list! We have sent a sign-up link to your inbox.",
  },
} as const;

/**
 * A KPI's `change` starts with "-" when it fell (the mock-up draws that chip in warning colours,
 * unless `fallIsGood`, as for churn).
 */
export const analyticsMockup = {
  title: "Product analytics",
  range: "Last 30 days",
  kpis: [
    { label: "MRR", value: "$48,290", change: "+12.4%", fallIsGood: false },
    { label: "Active users", value: "8,614", change: "+6.1%", fallIsGood: false },
    { label: "Churn", value: "1.8%", change: "-0.4%", fallIsGood: true },
  ],
  usage: [22, 28, 26, 34, 31, 40, 38, 47, 44, 52, 58, 55, 63, 61, 70, 74, 69, 80, 86, 83, 91],
  usagePrevious: [18, 20, 24, 22, 27, 26, 31, 30, 33, 35, 34, 38, 41, 40, 44, 43, 47, 50, 49, 53, 55],
  plans: [
    { label: "Starter", percent: 46 },
    { label: "Growth", percent: 34 },
    { label: "Scale", percent: 20 },
  ],
  events: [
    { label: "New subscription", detail: "Lumora · Growth plan", time: "2m" },
    { label: "Invoice paid", detail: "Kestrel · $1,290", time: "14m" },
  ],
} as const;

export const servicesSection = {
  eyebrow: "Services",
  title: "Everything a young SaaS company needs, in one place",
  intro: "Pick the services you need today and add more as you grow. One login, one bill.",
  cta: { label: "View all services", href: "/service" },
} as const;

export const agilitySection = {
  id: "agility",
  eyebrow: "Agility",
  title: "Move as fast as your roadmap, not as slow as your tools",
  intro:
    "Ship pricing changes, onboard customers and answer tickets the same day. Finlo adapts to how your team works instead of the other way round.",
  points: [
    { icon: "rocket", title: "Launch in days", text: "Templates for billing, onboarding and support flows." },
    { icon: "zap", title: "Change without code", text: "Plans, prices and emails edited by anyone on the team." },
    { icon: "users", title: "One shared view", text: "Product, sales and finance work from the same numbers." },
  ],
  mockup: {
    title: "Release board",
    sprint: "Sprint 14",
    columns: [
      { name: "Planned", items: ["Usage-based pricing", "SSO for teams"] },
      { name: "In progress", items: ["Onboarding checklist", "Annual plan toggle"] },
      { name: "Shipped", items: ["Invoice reminders", "Slack alerts"] },
    ],
    velocity: { label: "Cycle time", value: "2.4 days", change: "-38%" },
  },
} as const satisfies FeatureRow & { mockup: unknown };

export type ProcessStep = { title: string; text: string; icon: IconName };

export const processSection = {
  eyebrow: "Cost-effective process",
  title: "A lean process that keeps your burn rate low",
  intro: "Replace five subscriptions with one platform and a process that pays for itself within the first quarter.",
  steps: [
    { icon: "lightbulb", title: "Plan", text: "Tell us what you sell and to whom. We suggest the services and plan that fit." },
    { icon: "plug", title: "Connect", text: "Import customers and link payments, banking and support in an afternoon." },
    { icon: "rocket", title: "Launch", text: "Go live with billing, onboarding and support flows from day one." },
    { icon: "line-chart", title: "Grow", text: "Watch revenue, churn and costs on one dashboard, and adjust early." },
  ],
  savings: {
    label: "Average monthly tool spend",
    before: { label: "Separate tools", amount: "$1,240" },
    after: { label: "With Finlo", amount: "$390" },
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly ProcessStep[];
  savings: unknown;
};

export const saasCounters = {
  eyebrow: "In numbers",
  title: "Startups grow on Finlo",
  intro: "The platform behind thousands of young companies, in more than fifty countries.",
} as const;

export const saasPricing = {
  eyebrow: "Pricing",
  title: "Fair pricing for every stage",
  intro: "Start free, upgrade when you grow. Annual billing lowers every plan's monthly price.",
} as const;

export const videoSection = {
  eyebrow: "Integrations",
  title: "Plug Finlo into your stack in minutes",
  intro:
    "Watch how a startup connects payments, support and marketing tools in under five minutes, with no engineers needed.",
  points: ["Two-way sync with the tools you use", "Guided setup for every integration", "Webhooks and an open API"],
  cta: { label: "Browse all integrations", href: "/integrations" },
  hub: ["google", "slack", "mailchimp", "zapier", "discord", "linkedin"],
  videoLabel: "Play the integrations video",
} as const;

export const saasFaq = {
  eyebrow: "FAQ",
  title: "Questions founders ask us",
  intro: "Cannot find what you are looking for? Our team replies within one business day.",
} as const;
