import { team } from "./team";

/** The member shown on /single-team (the first member) and the profile copy around her bio. */
export const featuredMember = team[0];

export const memberDetail = {
  slug: featuredMember.slug,
  email: "amara@finlo.example",
  phone: "+1 (415) 555-0160",
  phoneHref: "tel:+14155550160",
  location: "San Francisco, CA",
  story: [
    "Before starting Finlo, Amara led payments teams at two European banks, where she saw how much time small businesses lost to spreadsheets, paper receipts and late invoices.",
    "Today she sets Finlo's direction, works closely with the product and design teams, and spends part of every week talking to customers about what would make their money easier to manage.",
  ],
  focus: [
    "Company strategy",
    "Payments and banking",
    "Product direction",
    "Customer research",
    "Hiring and culture",
  ],
  experience: [
    { period: "2011 – today", role: "Founder and CEO", company: "Finlo" },
    { period: "2006 – 2011", role: "Head of Business Payments", company: "Nordbank Europe" },
    { period: "2001 – 2006", role: "Product Manager, Cards", company: "Meridian Savings" },
  ],
} as const;
