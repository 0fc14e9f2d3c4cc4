import { comingSoon, resetPassword, signIn, signUp } from "~/content/auth";
import { commentFields } from "~/content/blog";
import { contactForm } from "~/content/contact";
import { emailField } from "~/content/home";
import { newsletterFields } from "~/content/site";
import { m } from "~/paraglide/messages.js";
import type { FieldSpec } from "~/content/types";
import type { Locale } from "~/content/locales";
import * as germanAuth from "~/content/de/auth";
import { contactForm as germanContact } from "~/content/de/contact";
import * as germanHome from "~/content/de/home";

/** The newsletter field's words in `locale` (the footer shows them from the chrome's words). */
function newsletterWords(locale: Locale) {
  return {
    label: m["footer.newsletter.emailLabel"]({}, { locale }),
    placeholder: m["footer.newsletter.emailPlaceholder"]({}, { locale }),
  };
}

/**
 * Every form of the site by its id (the `name` SiteForm is given, and the last part of
 * `/api/forms/<id>` in the self-hosted mode), with the fields it shows. The pages render these
 * lists; the build writes them to <build>/forms.json for the receiver (scripts/forms/), which
 * validates with the same rules (validate.js). A form missing here is refused by the receiver.
 */
export const formFields = {
  subscribe: newsletterFields(newsletterWords("en")),
  "saas-hero": [emailField],
  "crm-cta": [emailField],
  contact: contactForm.fields,
  comment: commentFields("en"),
  notify: comingSoon.fields,
  "sign-in": signIn.fields,
  "sign-up": signUp.fields,
  "reset-password": resetPassword.fields,
} as const satisfies Record<string, readonly FieldSpec[]>;

export type FormId = keyof typeof formFields;

/**
 * The forms whose fields another language's pages label in that language, as those pages show
 * them: the receiver answers a form sent from a German page with the German field names.
 * (A form not listed here is shown and answered in English until its area is translated.)
 */
export function localizedFormFields(locale: Locale): Partial<Record<FormId, readonly FieldSpec[]>> {
  const translated = translations[locale];
  return {
    subscribe: newsletterFields(newsletterWords(locale)),
    comment: commentFields(locale),
    ...(translated && {
      contact: translated.contact.fields,
      notify: translated.auth.comingSoon.fields,
      "sign-in": translated.auth.signIn.fields,
      "sign-up": translated.auth.signUp.fields,
      "reset-password": translated.auth.resetPassword.fields,
      "saas-hero": [translated.home.emailField],
      "crm-cta": [translated.home.emailField],
    }),
  };
}

/**
 * The translated modules of the forms' words (app/content/<locale>/). Only the build reads this
 * file (scripts/forms/manifest.mjs), so importing every language here costs the pages nothing.
 */
const translations: Partial<
  Record<
    Locale,
    {
      contact: { fields: readonly FieldSpec[] };
      auth: typeof germanAuth;
      home: { emailField: FieldSpec };
    }
  >
> = { de: { contact: germanContact, auth: germanAuth, home: germanHome } };
