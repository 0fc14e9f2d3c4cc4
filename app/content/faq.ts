import type { FaqItem } from "./types";

/** The FAQ shown on /home-3, /about-us, /contact-us and /faq. */
export const faqs = [
  {
    question: "How long is the free trial, and do I need a card?",
    answer:
      "The finance app comes with a 34-day trial and the startup plans with a 7-day trial. Neither asks for a credit card, and you keep your data if you decide not to continue.",
  },
  {
    question: "Can I switch between monthly and annual billing?",
    answer:
      "Yes. Switch at any time from your billing settings. Moving to annual billing lowers the monthly price straight away, and we credit any unused days.",
  },
  {
    question: "How do you keep my financial data safe?",
    answer:
      "Data is encrypted in transit and at rest, sign-in supports two-factor authentication, and bank connections are read-only. We never sell or share your data.",
  },
  {
    question: "Which banks and tools can I connect?",
    answer:
      "Thousands of banks in North America and Europe, plus Google, Slack, Mailchimp, Zapier and more. See the integrations page for the full list.",
  },
  {
    question: "Can my whole team use one account?",
    answer:
      "Every paid plan includes team seats with roles, so owners, accountants and sales staff each see what they need and nothing more.",
  },
  {
    question: "What happens if I cancel?",
    answer:
      "Your plan stays active until the end of the billing period. You can export everything as CSV or PDF at any time, before or after cancelling.",
  },
] as const satisfies readonly FaqItem[];
