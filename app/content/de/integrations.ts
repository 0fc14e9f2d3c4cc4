import type { Integration } from "../types";

/* The category stays the English key; the cards show its German label (app/components/sections/company/integrations-grid.tsx). */

/** Spec §2: nine integrations with their categories, in this order. Links are empty in the spec. */
export const integrations = [
  {
    slug: "google",
    name: "Google",
    category: "Productivity",
    description:
      "Synchronisieren Sie Google Kalender, Drive und Tabellen, damit Termine, Dateien und Berichte an einem Ort bleiben.",
    icon: "google",
    href: "/integrations",
  },
  {
    slug: "mailchimp",
    name: "Mailchimp",
    category: "CRM",
    description:
      "Senden Sie CRM-Segmente an Mailchimp-Zielgruppen und sehen Sie die Kampagnenergebnisse bei jedem Kontakt.",
    icon: "mailchimp",
    href: "/integrations",
  },
  {
    slug: "discord",
    name: "Discord",
    category: "Social Media",
    description:
      "Melden Sie gewonnene Deals und Zahlungswarnungen in den Discord-Kanälen, die Ihre Community schon nutzt.",
    icon: "discord",
    href: "/integrations",
  },
  {
    slug: "linkedin",
    name: "LinkedIn",
    category: "Social Media",
    description:
      "Reichern Sie Leads mit Firmendaten an und protokollieren Sie Ihre Kontaktaufnahme über LinkedIn mit einem Klick.",
    icon: "linkedin",
    href: "/integrations",
  },
  {
    slug: "zapier",
    name: "Zapier",
    category: "Social Media",
    description:
      "Verbinden Sie Finlo mit Tausenden Apps und automatisieren Sie die Routinearbeit dazwischen.",
    icon: "zapier",
    href: "/integrations",
  },
  {
    slug: "slack",
    name: "Slack",
    category: "CRM",
    description:
      "Erhalten Sie Freigaben, Rechnungen und Deal-Updates dort, wo Ihr Team ohnehin kommuniziert.",
    icon: "slack",
    href: "/integrations",
  },
  {
    slug: "facebook",
    name: "Facebook",
    category: "Social Media",
    description:
      "Übernehmen Sie Leads aus Facebook-Formularen direkt in Ihre Pipeline – samt Quelle.",
    icon: "facebook",
    href: "/integrations",
  },
  {
    slug: "twitter",
    name: "Twitter",
    category: "Social Media",
    description:
      "Verfolgen Sie Erwähnungen und Antworten direkt beim jeweiligen Kunden, damit kein Kontext verloren geht.",
    icon: "x",
    href: "/integrations",
  },
  {
    slug: "youtube",
    name: "Youtube",
    category: "Streaming",
    description:
      "Teilen Sie Produktvideos in Kampagnen und sehen Sie vor dem nächsten Gespräch, wer sie angeschaut hat.",
    icon: "youtube",
    href: "/integrations",
  },
] as const satisfies readonly Integration[];
