import type { Service } from "./types";

/** Spec §3: nine services, in this order; the SaaS home shows the first six. */
export const services = [
  {
    slug: "customer-support",
    title: "Customer support",
    icon: "headset",
    description:
      "A shared inbox, live chat and a help centre that answer customers in minutes and hand tricky cases to the right person.",
    href: "/single-service",
  },
  {
    slug: "project-management",
    title: "Project management",
    icon: "kanban",
    description:
      "Boards, timelines and budgets in one view, so every project ships on time and you always know what it costs.",
    href: "/single-service",
  },
  {
    slug: "email-marketing",
    title: "Email marketing",
    icon: "mail",
    description:
      "Design, schedule and measure campaigns from your CRM data, with segments that update themselves.",
    href: "/single-service",
  },
  {
    slug: "human-resources",
    title: "Human resources",
    icon: "users",
    description:
      "Onboarding, time off and payroll exports that keep people happy and paperwork out of the way.",
    href: "/single-service",
  },
  {
    slug: "accounting-and-finance",
    title: "Accounting and finance",
    icon: "calculator",
    description:
      "Bookkeeping, invoicing and reports that are always ready for your accountant and for tax day.",
    href: "/single-service",
  },
  {
    slug: "cyber-security",
    title: "Cyber Security",
    icon: "shield",
    description:
      "Single sign-on, device checks and audit trails that keep your company data safe without slowing anyone down.",
    href: "/single-service",
  },
  {
    slug: "security-features",
    title: "Security features",
    icon: "lock",
    description:
      "Bank-grade encryption, two-factor sign-in and role-based access for every account and every teammate.",
    href: "/single-service",
  },
  {
    slug: "integration-support",
    title: "Integration support",
    icon: "plug",
    description:
      "Connect the tools you already use, from Google to Slack, with guided setup and a team that helps when you need it.",
    href: "/single-service",
  },
  {
    slug: "currency-conversion",
    title: "Currency conversion",
    icon: "coins",
    description:
      "Live exchange rates for over 150 currencies, so international invoices and payments are clear at a glance.",
    href: "/single-service",
  },
] as const satisfies readonly Service[];
