import type { BlogCategory, BlogPost } from "./types";

export const blogCategories = [
  "Business",
  "Technology",
  "Finance",
  "Marketing",
  "Management",
] as const satisfies readonly BlogCategory[];

/**
 * Sample posts. Covers are generated per category (scripts/generate-images.mjs).
 * Every list links to the one sample article, /single-blog, as the spec's site does.
 */
export const posts = [
  {
    id: "p1",
    slug: "budgeting-habits-small-business",
    image: "cover-finance-1",
    category: "Finance",
    date: "2026-10-28",
    title: "Seven budgeting habits that keep a small business calm",
    description:
      "Cash-flow surprises are rarely bad luck. These weekly habits help owners see problems a month before they arrive.",
    href: "/single-blog",
    author: "Priya Raman",
    readMinutes: 6,
  },
  {
    id: "p2",
    slug: "crm-pipeline-hygiene",
    image: "cover-business-1",
    category: "Business",
    date: "2026-10-14",
    title: "Pipeline hygiene: the ten-minute Friday review",
    description:
      "A short weekly ritual that keeps every deal honest, every next step owned and every forecast believable.",
    href: "/single-blog",
    author: "Elijah Grant",
    readMinutes: 5,
  },
  {
    id: "p3",
    slug: "offline-first-finance-apps",
    image: "cover-technology-1",
    category: "Technology",
    date: "2026-09-30",
    title: "Why we built Finlo to work offline first",
    description:
      "Expenses happen on trains, in basements and abroad. Here is how offline sync keeps your numbers right anyway.",
    href: "/single-blog",
    author: "Lucas Meyer",
    readMinutes: 8,
  },
  {
    id: "p4",
    slug: "email-campaigns-from-crm-data",
    image: "cover-marketing-1",
    category: "Marketing",
    date: "2026-09-16",
    title: "Email campaigns that write their own segments",
    description:
      "Stop exporting spreadsheets. Build audiences from live CRM data and send messages people are glad to open.",
    href: "/single-blog",
    author: "Elijah Grant",
    readMinutes: 4,
  },
  {
    id: "p5",
    slug: "managing-remote-finance-teams",
    image: "cover-management-1",
    category: "Management",
    date: "2026-09-02",
    title: "Running a finance team across four time zones",
    description:
      "Clear approval rules, shared dashboards and a single source of truth make distance a non-issue for finance work.",
    href: "/single-blog",
    author: "Amara Okafor",
    readMinutes: 7,
  },
  {
    id: "p6",
    slug: "tax-season-checklist",
    image: "cover-finance-2",
    category: "Finance",
    date: "2026-08-19",
    title: "A tax season checklist you can finish in one afternoon",
    description:
      "Receipts, categories, invoices and deadlines: the short list we give every customer before they file.",
    href: "/single-blog",
    author: "Hana Sato",
    readMinutes: 5,
  },
  {
    id: "p7",
    slug: "startup-runway-math",
    image: "cover-business-2",
    category: "Business",
    date: "2026-08-05",
    title: "Runway math every SaaS founder should know by heart",
    description:
      "Burn, runway and payback in plain numbers, and the three levers that move them fastest in an early-stage company.",
    href: "/single-blog",
    author: "Amara Okafor",
    readMinutes: 6,
  },
] as const satisfies readonly BlogPost[];

/** Tags shown on the sample article. */
export const articleTags = ["Budgeting", "Cash flow", "Small business", "Planning"] as const;

/** The sample comment list on /single-blog. */
export const sampleComments = [
  {
    id: "c1",
    author: "Grace Liu",
    date: "2026-10-29",
    text: "The weekly cash check is such a simple idea. We started doing it on Mondays and caught a late invoice straight away.",
  },
  {
    id: "c2",
    author: "Omar Haddad",
    date: "2026-10-30",
    text: "Habit four is the one I needed. Separating tax money into its own account has made April far less frightening.",
  },
] as const;
