import type { FaqItem } from "./types";
import { services } from "./services";

/** /single-service shows the "Accounting and finance" service in detail. */
export const featuredService =
  services.find((s) => s.slug === "accounting-and-finance") ?? services[4];

export const serviceDetail = {
  slug: featuredService.slug,
  /** An original product demo; played in the video popup (youtube-nocookie, loaded on play only). */
  video: { id: "aqz-KE-bpKQ", title: "Finlo accounting and finance in two minutes" },
  overview: [
    "Finlo keeps your books up to date while you work. Every card payment, transfer and invoice is categorised as it happens and matched with its receipt, so the month is already closed when it ends.",
    "Your accountant gets a live, read-only view of the ledger and tax-ready reports, and you get a clear picture of cash flow, profit and what you owe, without chasing a single spreadsheet.",
  ],
  included: [
    "Automatic bookkeeping from linked banks and cards",
    "Invoices and reminders that get paid on time",
    "Receipt capture and matching from your phone",
    "Profit and loss, balance sheet and cash-flow reports",
    "VAT and sales-tax summaries ready to file",
    "Read-only access for your accountant",
  ],
  steps: [
    {
      title: "Connect your accounts",
      description: "Link banks and cards in a few minutes; history imports automatically.",
    },
    {
      title: "Review in minutes",
      description: "Finlo suggests categories and matches; you approve them in a weekly check.",
    },
    {
      title: "Report with confidence",
      description: "Share reports and tax summaries with your accountant in one click.",
    },
  ],
  faqs: [
    {
      question: "Can I keep working with my own accountant?",
      answer:
        "Yes. Invite your accountant for free with read-only access, or export everything to the accounting software they already use.",
    },
    {
      question: "Which countries’ tax rules do you support?",
      answer:
        "VAT and sales-tax summaries cover the United States, Canada, the United Kingdom and the European Union, with more regions on the way.",
    },
    {
      question: "How far back can I import transactions?",
      answer:
        "Up to 24 months from most banks when you connect them, and any period from a CSV export.",
    },
  ] satisfies FaqItem[],
} as const;
