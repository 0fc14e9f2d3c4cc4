/**
 * JSON-LD (schema.org) for every route, built from the content modules so search engines read
 * the same names, prices, dates and answers a visitor sees. Each builder returns one typed
 * top-level object (schema-dts); app/lib/seo.ts puts them into the route's meta as
 * `script:ld+json`, so they are in the prerendered HTML. Where schema-dts has a union of
 * subtypes (Organization, Product, Offer, ListItem), a builder returns the leaf type (OrganizationLeaf):
 * checking an object literal against the whole union cost seconds of `npm run typecheck`.
 */
import type {
  BreadcrumbList,
  FAQPage,
  ListItemLeaf,
  OfferLeaf,
  SearchAction,
  WithActionConstraints,
  OrganizationLeaf,
  ProductLeaf,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import { faqs } from "~/content/faq";
import type { PageInfo } from "~/content/pages";
import { financePlans } from "~/content/pricing";
import { site, siteIn, socials } from "~/content/site";
import type {
  FaqItem,
  PricingPlan,
} from "~/content/types";
import { baseLocale, localizePath, type Locale } from "~/content/locales";
import { m } from "~/paraglide/messages.js";

export type JsonLd = WithContext<Thing>;

export const context = "https://schema.org" as const;

/** Routes whose screen has no breadcrumb: the three home pages, the bare screens and the 404s. */
export const pagesWithoutBreadcrumb: readonly string[] = [
  "/",
  "/home-2",
  "/home-3",
  "/sign-in",
  "/sign-up",
  "/reset-password",
  "/coming-soon",
  "/errors-404",
  "/404",
];

export type Crumb = { name: string; path: string };

/**
 * Where a page's visible breadcrumb differs from Home › its label in pages.ts: the pages in
 * between and the name of the last crumb, exactly as the page header shows them (structured
 * data must match the page; tests/e2e/seo.spec.ts compares the two on every route).
 */
const trails: Partial<Record<string, { parents?: Crumb[]; current?: "heading" }>> = {
  "/pricing": { current: "heading" },
  "/blog-column-one": { parents: [{ name: "Blog", path: "/blog" }] },
  "/blog-column-two": { parents: [{ name: "Blog", path: "/blog" }] },
  "/portfolio-grid": { parents: [{ name: "Portfolio", path: "/portfolio-classic" }] },
};

/** The page's breadcrumb from Home to itself, or none when its screen shows none. */
export function breadcrumbTrail(
  page: Pick<PageInfo, "path" | "label" | "heading">,
  locale: Locale = baseLocale,
): Crumb[] {
  if (pagesWithoutBreadcrumb.includes(page.path)) return [];
  const trail = trails[page.path] ?? {};
  return [
    { name: m["breadcrumb.home"]({}, { locale }), path: "/" },
    ...(trail.parents ?? []),
    { name: trail.current === "heading" ? page.heading : page.label, path: page.path },
  ].map((crumb) => ({ ...crumb, path: localizePath(crumb.path, locale) }));
}

/** Routes that show the FAQ section (app/content/faq.ts). */
export const faqPages: readonly string[] = ["/home-3", "/about-us", "/contact-us", "/faq"];

export const url = (origin: string, path: string) => new URL(path, origin).toString();
export const orgId = (origin: string) => `${url(origin, "/")}#organization`;
export const siteId = (origin: string) => `${url(origin, "/")}#website`;

import { countryCode, locales } from "./i18n";

/**
 * A city line as the countries write it → locality, region and postal code: "San Francisco, CA
 * 94111" (US), "80331 München" or "1010 Wien" (the code first, most of Europe), "London SW1A 1AA"
 * (UK). Anything else is the locality, whole.
 */
export function parseCityLine(line: string) {
  const us = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line);
  if (us) return { addressLocality: us[1], addressRegion: us[2], postalCode: us[3] };
  const first = /^(\d{4,5}|\d{2}-\d{3})\s+(\S.*)$/.exec(line);
  if (first) return { addressLocality: first[2], postalCode: first[1] };
  const uk = /^(.+?),?\s+([A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})$/.exec(line);
  if (uk) return { addressLocality: uk[1], postalCode: uk[2] };
  return { addressLocality: line };
}

export function organizationNode(origin: string): OrganizationLeaf {
  return {
    "@type": "Organization",
    "@id": orgId(origin),
    name: site.name,
    url: url(origin, "/"),
    logo: {
      "@type": "ImageObject",
      url: url(origin, "/icon-512.png"),
      caption: `${site.name} logo`,
    },
  };
}

/** The links that name a profile: an address with a path past the network's home page. */
export function profileLinks(hrefs: readonly string[]): string[] {
  return hrefs.filter((href) => new URL(href).pathname.replace(/\/+$/, "") !== "");
}

export function organization(origin: string): WithContext<OrganizationLeaf> {
  const telephone = site.phoneHref.replace(/^tel:/, "");
  const sameAs = profileLinks(socials.map((social) => social.href));
  return {
    "@context": context,
    ...organizationNode(origin),
    ...(site.tagline ? { description: site.tagline } : {}),
    email: site.email,
    telephone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      ...parseCityLine(site.address.city),
      addressCountry: countryCode(site.address.country) ?? site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: site.email,
      telephone,
      // The site's languages, by their English names ("English", "German").
      availableLanguage: locales.map(
        (locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale,
      ),
    },
    // The brand's profiles elsewhere; a network's home page (no profile named yet) is not one.
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** Site search's page in the page's language, /search?q=… (app/routes/search.tsx). */
export function searchAction(origin: string, locale: Locale): WithActionConstraints<SearchAction> {
  return {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${url(origin, localizePath("/search", locale))}?q={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  };
}

export function website(origin: string, locale: Locale = baseLocale): WithContext<WebSite> {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": siteId(origin),
    name: site.name,
    ...(siteIn(locale).tagline ? { description: siteIn(locale).tagline } : {}),
    url: url(origin, localizePath("/", locale)),
    inLanguage: locale,
    publisher: { "@id": orgId(origin) },
    potentialAction: searchAction(origin, locale),
  };
}

/** The page header's breadcrumb (Home › … › page), with absolute URLs. */
export function breadcrumbList(
  origin: string,
  trail: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i): ListItemLeaf => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: url(origin, crumb.path),
    })),
  };
}

export function faqPage(
  origin: string,
  path: string,
  items: readonly FaqItem[] = faqs,
  inLanguage = "en",
): WithContext<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    url: url(origin, path),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
    inLanguage,
  };
}

function planOffer(origin: string, plan: PricingPlan, path: string): OfferLeaf {
  return {
    "@type": "Offer",
    name: `${plan.name} plan`,
    description: plan.description,
    url: url(origin, path),
    price: plan.price.monthly,
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: plan.price.monthly,
      priceCurrency: "USD",
      billingDuration: "P1M",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    },
  };
}

/** The plans on /pricing: one product, one monthly offer per plan. */
export function pricingProduct(
  origin: string,
  plans: readonly PricingPlan[] = financePlans,
  path = "/pricing",
): WithContext<ProductLeaf> {
  const prices = plans.map((plan) => plan.price.monthly);
  return {
    "@context": context,
    "@type": "Product",
    name: `${site.name} plans`,
    description:
      "Finance app and CRM plans for individuals and businesses, billed monthly or annually.",
    brand: { "@type": "Brand", name: site.name },
    image: url(origin, "/og/product.png"),
    url: url(origin, path),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: plans.length,
      offers: plans.map((plan) => planOffer(origin, plan, path)),
    },
  };
}

/** Every JSON-LD object a route carries: site-wide ones on the home page, then what its screen shows. */
export function structuredDataFor(
  page: Pick<PageInfo, "path" | "label" | "heading">,
  origin: string,
  trail?: readonly Crumb[],
  locale: Locale = baseLocale,
  /** What a page's loader gives in its language (the FAQ, the plans); else the English content. */
  data: { faqs?: readonly FaqItem[]; plans?: readonly PricingPlan[] } = {},
): JsonLd[] {
  trail ??= breadcrumbTrail(page, locale);
  const path = localizePath(page.path, locale);
  // The site-wide Organization and WebSite go on the home page, where search engines look for
  // them; every other page names the organization by its @id where it needs to (publisher,
  // hiring organization), so each page's HTML carries only what is about that page.
  const items: JsonLd[] = page.path === "/" ? [organization(origin), website(origin, locale)] : [];
  if (trail.length) items.push(breadcrumbList(origin, trail));
  if (faqPages.includes(page.path)) items.push(faqPage(origin, path, data.faqs, locale));
  if (page.path === "/pricing")
    items.push(pricingProduct(origin, data.plans, path));
  return items;
}
