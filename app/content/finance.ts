/**
 * Copy and sample data of the finance home (/). Numbers shown in product mock-ups are sample
 * data, not claims.
 */
import type { HeroCopy, FeatureRow } from "./home";
import { testimonials } from "./testimonials";

export const financeHero = {
  eyebrow: "Money app for people and businesses",
  intro:
    "Track income and spending, set budgets and goals, and see every account in one calm place. Finlo does the sorting, so you can get on with your week.",
  primary: { label: "Start Your Free Trial", href: "/sign-up" },
  notes: ["34-day free trial", "No credit card required"],
} as const satisfies HeroCopy;

/** The trust banner under the hero buttons (spec §1, §9: over 50,000 users), with the faces of the testimonials. */
export const trustBanner = {
  headline: "Over 50,000 users",
  text: "manage personal and business money with Finlo",
  people: testimonials.map(({ id, author }) => ({ id, portrait: author.portrait })),
} as const;

/** Sample data drawn in the hero mock-up. */
export const financeMockup = {
  balance: { label: "Total balance", amount: "$24,380.52", change: "+8.2% this month" },
  card: { holder: "Alex Morgan", last4: "4821", expiry: "09/29" },
  spending: {
    label: "Spending",
    total: "$3,214",
    period: "Last 7 days",
    days: [
      { day: "Mon", value: 42 },
      { day: "Tue", value: 68 },
      { day: "Wed", value: 54 },
      { day: "Thu", value: 88 },
      { day: "Fri", value: 61 },
      { day: "Sat", value: 95 },
      { day: "Sun", value: 37 },
    ],
  },
  transactions: [
    { name: "Grocery Market", category: "Food", amount: "-$84.20", tone: "out", icon: "cart" },
    { name: "Salary", category: "Income", amount: "+$5,400.00", tone: "in", icon: "income" },
    { name: "Cloud hosting", category: "Business", amount: "-$49.00", tone: "out", icon: "cloud" },
    { name: "Coffee Corner", category: "Food", amount: "-$6.50", tone: "out", icon: "coffee" },
  ],
  goal: { label: "Holiday fund", saved: "$1,850", target: "$2,500", percent: 74 },
} as const;

export const financeFeatureRows = [
  {
    id: "track",
    eyebrow: "Income and expenses",
    title: "See where every dollar goes, without the spreadsheet",
    intro:
      "Link your bank accounts and cards once. Finlo sorts each payment into a category as it happens and shows the month at a glance.",
    points: [
      { icon: "line-chart", title: "Live cash flow", text: "Money in and out, updated as payments clear." },
      { icon: "receipt", title: "Smart categories", text: "Groceries, rent and subscriptions sorted for you." },
      { icon: "badge-check", title: "Credit score watch", text: "Track your score and what moves it, every month." },
    ],
  },
  {
    id: "plan",
    eyebrow: "Budgets and goals",
    title: "Budgets that adjust to real life, goals you actually reach",
    intro:
      "Set a budget per category and a target for what you are saving towards. Finlo nudges you before you overspend and celebrates every milestone.",
    points: [
      { icon: "target", title: "Goals with deadlines", text: "A holiday, a new laptop or a rainy-day fund." },
      { icon: "piggy-bank", title: "Automatic saving", text: "Round-ups and payday transfers, on your rules." },
      { icon: "zap", title: "Timely nudges", text: "A heads-up before a bill or a budget runs over." },
    ],
  },
] as const satisfies readonly FeatureRow[];

export const budgetMockup = {
  month: "October",
  budgets: [
    { label: "Groceries", spent: "$412", limit: "$600", percent: 69 },
    { label: "Transport", spent: "$138", limit: "$180", percent: 77 },
    { label: "Eating out", spent: "$246", limit: "$250", percent: 98 },
    { label: "Subscriptions", spent: "$54", limit: "$90", percent: 60 },
  ],
  categories: [
    { label: "Housing", percent: 38 },
    { label: "Food", percent: 24 },
    { label: "Transport", percent: 14 },
    { label: "Other", percent: 24 },
  ],
  score: { label: "Credit score", value: 742, rating: "Very good" },
} as const;

export const stepsSection = {
  eyebrow: "How it works",
  title: "From sign-up to a calmer month in three steps",
  intro: "No setup call, no spreadsheet templates. Most people have their first plan ready before their coffee gets cold.",
} as const;

export const featureGridSection = {
  eyebrow: "Features",
  title: "Everything you need to run your money",
  intro: "Plan, protect and move your money from one app, at home or abroad, online or off.",
} as const;

export const blogTeaser = {
  eyebrow: "From our blog",
  title: "Rated 4.8 stars by people who take their money seriously",
  intro: "Practical guides from the Finlo team on budgeting, growth and the tools we build.",
  ratingCaption: "Average rating from our customers",
  cta: { label: "Read the blog", href: "/blog" },
} as const;
