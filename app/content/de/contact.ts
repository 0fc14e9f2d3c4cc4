import type { FieldSpec } from "../types";
import { site, siteIn, socials } from "../site";

/** The German of app/content/contact.ts: the contact form and the ways to reach us. */
export const contactForm = {
  heading: "Füllen Sie das Formular aus",
  intro:
    "Erzählen Sie uns kurz, was Sie brauchen – die passende Ansprechperson antwortet Ihnen innerhalb eines Werktags.",
  submitLabel: "Nachricht senden",
  successMessage:
    "Vielen Dank! Ihre Nachricht ist eingegangen. Wir antworten Ihnen innerhalb eines Werktags.",
  fields: [
    {
      name: "name",
      label: "Ihr Name*",
      type: "text",
      required: true,
      placeholder: "Erika Mustermann",
      autoComplete: "name",
      // The generic message would read "your your name".
      requiredMessage: "Bitte geben Sie Ihren Namen ein.",
    },
    {
      name: "email",
      label: "E-Mail-Adresse*",
      type: "email",
      required: true,
      placeholder: "erika@firma.de",
      autoComplete: "email",
    },
    { name: "subject", label: "Betreff", type: "text", placeholder: "Wie können wir helfen?" },
    {
      name: "message",
      label: "Ihre Nachricht",
      type: "textarea",
      placeholder: "Schreiben Sie uns Ihre Nachricht",
    },
  ] satisfies FieldSpec[],
} as const;

/** Spec §2: the office block has four external social links. */
export const contactSocials = socials.slice(0, 4);

export const contactChannels = [
  {
    id: "call",
    title: "Rufen Sie uns an",
    description: siteIn("de").hours,
    value: site.phone,
    href: site.phoneHref,
  },
  {
    id: "email",
    title: "Schreiben Sie uns",
    description: "Wir beantworten jede Nachricht innerhalb eines Werktags.",
    value: site.email,
    href: `mailto:${site.email}`,
  },
  {
    id: "visit",
    title: "Besuchen Sie uns",
    description: `${site.address.city}. Kommen Sie auf einen Kaffee und eine Demo vorbei.`,
    value: site.address.street,
    href: undefined,
  },
] as const;
