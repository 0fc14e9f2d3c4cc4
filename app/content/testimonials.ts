import type { Testimonial } from "./types";

/** Spec §3: four testimonials, all rated 5. Portraits are drawn inline (<Avatar>, app/content/portraits.ts). */
export const testimonials = [
  {
    id: "maya-chen",
    rating: 5,
    title: "Month-end close went from days to hours",
    quote:
      "We used to chase receipts for a week every month. With Finlo every card payment is matched as it happens, so our close now takes an afternoon and nobody works late.",
    author: { name: "Maya Chen", role: "Finance Lead, Northwind Studio", portrait: { background: "tint-sky", shirt: "shirt-ink", skin: "skin-2", hair: "hair-black", hairStyle: "long" } },
  },
  {
    id: "daniel-brooks",
    rating: 5,
    title: "Our pipeline finally tells the truth",
    quote:
      "Before Finlo CRM our forecast was a guess. Now every deal has a next step and an owner, and we close faster because nothing slips between sales and support.",
    author: { name: "Daniel Brooks", role: "Head of Sales, Brightpath", portrait: { background: "tint-rose", shirt: "accent-navy", skin: "skin-5", hair: "hair-black", hairStyle: "crop" } },
  },
  {
    id: "sofia-alvarez",
    rating: 5,
    title: "The calmest tax season we have had",
    quote:
      "Categories, invoices and VAT were all in one place when our accountant asked. It is the first year we filed early, and the app paid for itself in saved hours.",
    author: { name: "Sofia Alvarez", role: "Founder, Alvarez & Co.", portrait: { background: "tint-mist", shirt: "shirt-mint", skin: "skin-2", hair: "hair-black", hairStyle: "long" } },
  },
  {
    id: "kwame-mensah",
    rating: 5,
    title: "Set up in a morning, used every day",
    quote:
      "We connected our bank, Slack and Mailchimp before lunch. The team picked it up without training, which says everything about how clear the product is.",
    author: { name: "Kwame Mensah", role: "COO, Lumen Labs", portrait: { background: "tint-mist", shirt: "shirt-violet", skin: "skin-4", hair: "hair-black", hairStyle: "crop" } },
  },
] as const satisfies readonly Testimonial[];

/** The heading above the finance blog teaser and testimonials claims this average. */
export const averageRating = 4.8;
