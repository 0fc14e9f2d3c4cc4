import type { MetaDescriptor } from "react-router";
import { NOT_FOUND, type PageInfo } from "~/content/pages";
import { site } from "~/content/site";
import type { NotFoundWords } from "~/components/sections/shared/not-found";
import { localeOf } from "./i18n";
import { itemSay, type ItemWords } from "./item-words";
import { seoFor } from "./seo";

/**
 * The not-found page's tags and its screen's words, in the language of the address asked for,
 * from the words its loader sends (`itemWords(locale, "notFound")`).
 */
export function notFoundSeo(
  location: { pathname: string } = { pathname: "/404" },
  words: ItemWords,
): MetaDescriptor[] {
  const say = itemSay(words);
  const page: PageInfo = {
    ...NOT_FOUND,
    heading: say("notFound.heading"),
    title: say("notFound.title", { name: site.name }),
    label: say("notFound.label"),
    description: say("notFound.description"),
  };
  return seoFor(page, [], {
    context: { locale: localeOf(location.pathname), alternates: { same: {} } },
  });
}

/** What the not-found screen shows, from the same words. */
export function notFoundWords(words: ItemWords): NotFoundWords {
  const say = itemSay(words);
  return {
    illustration: say("notFound.illustration"),
    heading: say("notFound.heading"),
    text: say("notFound.text"),
    searchLabel: say("notFound.search.label"),
    searchSubmit: say("notFound.search.submit"),
  };
}
