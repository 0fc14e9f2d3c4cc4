import type { MetaDescriptor } from "react-router";
import { NOT_FOUND, type PageInfo } from "~/content/pages";
import { site } from "~/content/site";
import { localeOf } from "./i18n";
import { seoFor } from "./seo";
import { m } from "~/paraglide/messages.js";

/**
 * The not-found page's tags, in the language of the address asked for. A module of its own, so
 * its messages load with the not-found page only, not with the builder every page uses.
 */
export function notFoundSeo(
  location: { pathname: string } = { pathname: "/404" },
): MetaDescriptor[] {
  const locale = localeOf(location.pathname);
  const page: PageInfo = {
    ...NOT_FOUND,
    heading: m["notFound.heading"]({}, { locale }),
    title: m["notFound.title"]({ name: site.name }, { locale }),
    label: m["notFound.label"]({}, { locale }),
    description: m["notFound.description"]({ brand: site.name }, { locale }),
  };
  return seoFor(page, [], { context: { locale, alternates: { same: {} } } });
}
