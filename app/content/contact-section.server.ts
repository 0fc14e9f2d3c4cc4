/**
 * The contact form and the ways to reach us in the page's language, for the loaders of the pages
 * that show them (/contact-us and every job's Apply page). Read at prerender
 * (app/content/localized.server.ts), so none of the words are in the pages' JavaScript.
 */
import { countryName } from "./countries";
import { localized } from "./localized.server";
import { site } from "./site";
import type { Locale } from "./locales";

export function contactSection(locale: Locale) {
  const { contactForm, contactChannels, contactSocials } = localized(
    "contact",
    locale,
  ) as typeof import("./contact");
  const { contactChannelsCopy } = localized(
    "copy/company",
    locale,
  ) as typeof import("./copy/company");
  return {
    // The office's country in the page's language ("Vereinigte Staaten"), named here so the
    // browser does not look it up among every country Intl knows.
    form: { ...contactForm, country: countryName(site.address.country, locale) },
    socials: contactSocials,
    channels: { words: contactChannelsCopy, items: contactChannels },
  };
}

export type ContactSection = ReturnType<typeof contactSection>;
