/**
 * The words of the site's chrome (skip link, header, phone menu, footer, language switcher, theme
 * menu, search button, breadcrumb, forms, error screen) in one language, for the root loader
 * (app/root.tsx). Paraglide compiles each message as one function holding every language, so a
 * page that imported them would carry the chrome's text in all of them; sent as loader data, a
 * page carries its own language only, in its HTML, and no chrome text in its JavaScript
 * (docs/performance.md). The messages stay in messages/<locale>/*.json, where translators edit.
 *
 * Server-only: the prerender calls it once per address.
 */
import { brand } from "~/brand";
import { m } from "~/paraglide/messages.js";
import type { Locale } from "./i18n";

/** Every message the chrome shows, each named in full (a computed key would bundle every message). */
const messages = {
  skipLink: m["skipLink"],
  "feed.title": m["feed.title"],
  "nav.main": m["nav.main"],
  "nav.menu": m["nav.menu"],
  "nav.openMenu": m["nav.openMenu"],
  "nav.closeMenu": m["nav.closeMenu"],
  "nav.back": m["nav.back"],
  "nav.login": m["nav.login"],
  "nav.getStarted": m["nav.getStarted"],
  "nav.logo": m["nav.logo"],
  "nav.group.demo": m["nav.group.demo"],
  "nav.group.company": m["nav.group.company"],
  "nav.group.pages": m["nav.group.pages"],
  "nav.group.blog": m["nav.group.blog"],
  "nav.group.service": m["nav.group.service"],
  "nav.group.team": m["nav.group.team"],
  "nav.group.career": m["nav.group.career"],
  "nav.group.portfolio": m["nav.group.portfolio"],
  "nav.group.utility": m["nav.group.utility"],
  "nav.group.navigation": m["nav.group.navigation"],
  "nav.group.utilityPages": m["nav.group.utilityPages"],
  "nav.group.resources": m["nav.group.resources"],
  "nav.link.home": m["nav.link.home"],
  "nav.link.financeApp": m["nav.link.financeApp"],
  "nav.link.crmPlatform": m["nav.link.crmPlatform"],
  "nav.link.saasStartups": m["nav.link.saasStartups"],
  "nav.link.aboutUs": m["nav.link.aboutUs"],
  "nav.link.blog": m["nav.link.blog"],
  "nav.link.blogColumnOne": m["nav.link.blogColumnOne"],
  "nav.link.blogColumnTwo": m["nav.link.blogColumnTwo"],
  "nav.link.blogDetails": m["nav.link.blogDetails"],
  "nav.link.services": m["nav.link.services"],
  "nav.link.serviceDetails": m["nav.link.serviceDetails"],
  "nav.link.integrations": m["nav.link.integrations"],
  "nav.link.pricing": m["nav.link.pricing"],
  "nav.link.team": m["nav.link.team"],
  "nav.link.teamMember": m["nav.link.teamMember"],
  "nav.link.testimonials": m["nav.link.testimonials"],
  "nav.link.faq": m["nav.link.faq"],
  "nav.link.career": m["nav.link.career"],
  "nav.link.careerDetails": m["nav.link.careerDetails"],
  "nav.link.portfolioGrid": m["nav.link.portfolioGrid"],
  "nav.link.portfolioClassic": m["nav.link.portfolioClassic"],
  "nav.link.portfolioDetails": m["nav.link.portfolioDetails"],
  "nav.link.signIn": m["nav.link.signIn"],
  "nav.link.signUp": m["nav.link.signUp"],
  "nav.link.resetPassword": m["nav.link.resetPassword"],
  "nav.link.comingSoon": m["nav.link.comingSoon"],
  "nav.link.notFound": m["nav.link.notFound"],
  "nav.link.contactUs": m["nav.link.contactUs"],
  "language.label": m["language.label"],
  "theme.menu": m["theme.menu"],
  "theme.button": m["theme.button"],
  "theme.system": m["theme.system"],
  "theme.light": m["theme.light"],
  "theme.dark": m["theme.dark"],
  "search.open": m["search.open"],
  "search.shortcut": m["search.shortcut"],
  "search.loading": m["search.loading"],
  "footer.cta.title": m["footer.cta.title"],
  "footer.cta.text": m["footer.cta.text"],
  "footer.cta.secondary": m["footer.cta.secondary"],
  "footer.newsletter.title": m["footer.newsletter.title"],
  "footer.newsletter.text": m["footer.newsletter.text"],
  "footer.newsletter.formLabel": m["footer.newsletter.formLabel"],
  "footer.newsletter.submit": m["footer.newsletter.submit"],
  "footer.newsletter.success": m["footer.newsletter.success"],
  "footer.newsletter.emailLabel": m["footer.newsletter.emailLabel"],
  "footer.newsletter.emailPlaceholder": m["footer.newsletter.emailPlaceholder"],
  "footer.rights": m["footer.rights"],
  "footer.social": m["footer.social"],
  "social.list": m["social.list"],
  "social.link": m["social.link"],
  "breadcrumb.label": m["breadcrumb.label"],
  "breadcrumb.home": m["breadcrumb.home"],
  "forms.sending": m["forms.sending"],
  "forms.failed": m["forms.failed"],
  "forms.failedReason": m["forms.failedReason"],
  "forms.failedTimeout": m["forms.failedTimeout"],
  "forms.failedOffline": m["forms.failedOffline"],
  "forms.failedStatus": m["forms.failedStatus"],
  "forms.showPassword": m["forms.showPassword"],
  "forms.hidePassword": m["forms.hidePassword"],
  "forms.honeypot": m["forms.honeypot"],
  "forms.error.tick": m["forms.error.tick"],
  "forms.error.required": m["forms.error.required"],
  "forms.error.tooLong": m["forms.error.tooLong"],
  "forms.error.control": m["forms.error.control"],
  "forms.error.email": m["forms.error.email"],
  "forms.error.tooShort": m["forms.error.tooShort"],
  "forms.error.notText": m["forms.error.notText"],
  "error.eyebrow": m["error.eyebrow"],
  "error.heading": m["error.heading"],
  "error.detail": m["error.detail"],
  "notFound.home": m["notFound.home"],
};

export type ChromeKey = keyof typeof messages;
/** Each chrome message in one language; a parameter stays a `{name}` placeholder (app/lib/chrome.ts). */
export type ChromeWords = Record<ChromeKey, string>;

/**
 * The message's own parameters, as the placeholders `{name}` that app/lib/chrome.ts fills in, but
 * for `{brand}`, the company's name (app/brand.ts), written in here.
 */
const placeholders = new Proxy(
  {},
  {
    get: (_target, name) =>
      name === "brand" ? brand.name : typeof name === "string" ? `{${name}}` : undefined,
  },
) as Record<string, string>;

/**
 * The chrome's words in `locale`. A message whose parameter is formatted (a plural, a number)
 * cannot travel as a template; the unit test of app/lib/chrome.ts checks every one against
 * Paraglide's own output.
 */
export function chromeWords(locale: Locale): ChromeWords {
  const words = {} as ChromeWords;
  for (const [key, message] of Object.entries(messages) as Array<
    [ChromeKey, (inputs: Record<string, string>, options: { locale: Locale }) => string]
  >)
    words[key] = message(placeholders, { locale });
  return words;
}

/** Paraglide's own rendering of a chrome message, for the unit test that compares the two. */
export function chromeMessage(
  key: ChromeKey,
  params: Record<string, string>,
  locale: Locale,
): string {
  return (messages[key] as (inputs: Record<string, string>, options: { locale: Locale }) => string)(
    params,
    { locale },
  );
}

export const chromeKeys = Object.keys(messages) as ChromeKey[];
