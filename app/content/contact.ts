import type { FieldSpec } from "./types";
import { site, socials } from "./site";

/**
 * /contact-us. The spec's heading "Fill the from below" is a typo; it reads "Fill the form
 * below" here (README, "Copy fixes").
 */
export const contactForm = {
  heading: "Fill the form below",
  intro:
    "Tell us a little about what you need and the right person will reply within one business day.",
  submitLabel: "Send Message",
  successMessage:
    "Thank you! Your message has been received, and we will reply within one business day.",
  fields: [
    {
      name: "name",
      label: "Your Name*",
      type: "text",
      required: true,
      placeholder: "Jane Cooper",
      autoComplete: "name",
      // The generic message would read "your your name".
      requiredMessage: "Please enter your name.",
    },
    {
      name: "email",
      label: "Email Address*",
      type: "email",
      required: true,
      placeholder: "jane@company.com",
      autoComplete: "email",
    },
    { name: "subject", label: "Subject", type: "text", placeholder: "How can we help?" },
    {
      name: "message",
      label: "Your message",
      type: "textarea",
      placeholder: "Write us your comment",
    },
  ] satisfies FieldSpec[],
} as const;

/** Spec §2: the office block has four external social links. */
export const contactSocials = socials.slice(0, 4);

export const contactChannels = [
  {
    id: "call",
    title: "Call us",
    description: site.hours,
    value: site.phone,
    href: site.phoneHref,
  },
  {
    id: "email",
    title: "Email us",
    description: "We answer every message within one business day.",
    value: site.email,
    href: `mailto:${site.email}`,
  },
  {
    id: "visit",
    title: "Visit our office",
    description: `${site.address.city}. Drop by for a coffee and a demo.`,
    value: site.address.street,
    href: undefined,
  },
] as const;
