/**
 * The words around the account forms (sign in, sign up, reset password) in the page's language,
 * for their route loaders: the layout's links, the product picture, the customer's quote beside
 * the form and the social sign-in notice. Read at prerender (app/content/localized.server.ts), so
 * none of it is in the pages' JavaScript.
 */
import { localized } from "./localized.server";
import { baseLocale, type Locale } from "./locales";

export function authChrome(locale: Locale) {
  const auth = localized("auth", locale) as typeof import("./auth");
  const copy = localized("copy/auth", locale) as typeof import("./copy/auth");
  const quotes = localized("testimonials", locale) as typeof import("./testimonials");
  const testimonial = quotes.testimonials[0];
  if (!testimonial) throw new Error("app/content/testimonials.ts: the account pages quote the first testimonial; there is none");
  // A quote not translated yet is shown in English and marked so, in English quotation marks.
  const quoteLang = quotes === localized("testimonials", baseLocale) ? baseLocale : locale;
  const marks = (localized("auth", quoteLang) as typeof import("./auth")).authAside.quoted;
  return {
    layout: copy.authLayoutCopy,
    visual: copy.authVisualCopy,
    aside: {
      eyebrow: auth.authAside.eyebrow,
      rated: auth.authAside.rated.replace("{rating}", String(testimonial.rating)),
      testimonial: { quote: marks.replace("{quote}", testimonial.quote), name: testimonial.author.name, role: testimonial.author.role, rating: testimonial.rating },
      quoteLang,
    },
    social: { providers: auth.socialProviders, notice: auth.socialNotice },
  };
}

export type AuthChrome = ReturnType<typeof authChrome>;
