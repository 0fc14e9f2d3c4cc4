/**
 * JSON-LD (schema.org) for every route, built from the content modules so search engines read
 * the same names, prices, dates and answers a visitor sees. Each builder returns one typed
 * top-level object (schema-dts); app/lib/seo.ts puts them into the route's meta as
 * `script:ld+json`, so they are in the prerendered HTML.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  MonetaryAmount,
  Offer,
  Organization,
  OrganizationLeaf,
  Place,
  Product,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import { articleTags, posts } from "~/content/blog";
import { jobs } from "~/content/careers";
import { faqs } from "~/content/faq";
import type { PageInfo } from "~/content/pages";
import { financePlans } from "~/content/pricing";
import { site } from "~/content/site";
import { team } from "~/content/team";
import type { BlogPost, FaqItem, Job, PricingPlan } from "~/content/types";

export type JsonLd = WithContext<Thing>;

const context = "https://schema.org" as const;

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
  "/single-blog": { parents: [{ name: "Blog", path: "/blog" }] },
  "/single-service": { parents: [{ name: "Our Services", path: "/service" }], current: "heading" },
  "/single-team": { parents: [{ name: "Our Team", path: "/team" }], current: "heading" },
  "/single-career": { parents: [{ name: "Career", path: "/career" }], current: "heading" },
  "/portfolio-grid": { parents: [{ name: "Portfolio", path: "/portfolio-classic" }] },
  "/single-portfolio": { parents: [{ name: "Portfolio", path: "/portfolio-classic" }] },
};

/** The page's breadcrumb from Home to itself, or none when its screen shows none. */
export function breadcrumbTrail(page: Pick<PageInfo, "path" | "label" | "heading">): Crumb[] {
  if (pagesWithoutBreadcrumb.includes(page.path)) return [];
  const trail = trails[page.path] ?? {};
  return [
    { name: "Home", path: "/" },
    ...(trail.parents ?? []),
    { name: trail.current === "heading" ? page.heading : page.label, path: page.path },
  ];
}

/** Routes that show the FAQ section (app/content/faq.ts). */
export const faqPages: readonly string[] = ["/home-3", "/about-us", "/contact-us", "/faq"];

/** The article on /single-blog and the job on /single-career: the first of each collection. */
/** (Functions, not constants: a top-level `posts[0]` would keep the collections in every bundle.) */
export function featuredPost(): BlogPost {
  return posts[0];
}
export function featuredJob(): Job {
  return jobs[0];
}

/**
 * Facts a job board needs that the careers content does not carry. The posting date is the
 * day the sample roles were published; no validThrough, so the sample never shows as expired.
 */
export const jobPostingFacts = { datePosted: "2026-11-02" } as const;

const url = (origin: string, path: string) => new URL(path, origin).toString();
const orgId = (origin: string) => `${url(origin, "/")}#organization`;
const siteId = (origin: string) => `${url(origin, "/")}#website`;

const countryCodes: Record<string, string> = {
  "United States": "US",
  "United Kingdom": "GB",
  Germany: "DE",
};

/** "San Francisco, CA 94111" → locality, region and postal code. */
export function parseCityLine(line: string) {
  const match = /^(.+?),\s*([A-Z]{2})\s+(\d{5})$/.exec(line);
  if (!match) return { addressLocality: line };
  return { addressLocality: match[1], addressRegion: match[2], postalCode: match[3] };
}

function organizationNode(origin: string): OrganizationLeaf {
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

export function organization(origin: string): WithContext<Organization> {
  const telephone = site.phoneHref.replace(/^tel:/, "");
  return {
    "@context": context,
    ...organizationNode(origin),
    description: site.tagline,
    email: site.email,
    telephone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      ...parseCityLine(site.address.city),
      addressCountry: countryCodes[site.address.country] ?? site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: site.email,
      telephone,
      availableLanguage: "English",
    },
  };
}

export function website(origin: string): WithContext<WebSite> {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": siteId(origin),
    name: site.name,
    description: site.tagline,
    url: url(origin, "/"),
    inLanguage: "en",
    publisher: { "@id": orgId(origin) },
  };
}

/** Home › page, as the page header's breadcrumb shows it. */
/** The page header's breadcrumb (Home › … › page), with absolute URLs. */
export function breadcrumbList(
  origin: string,
  trail: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
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
  };
}

export function blogPosting(
  origin: string,
  post: BlogPost = featuredPost(),
  path = "/single-blog",
): WithContext<BlogPosting> {
  const author = team.find((member) => member.name === post.author);
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url(origin, path)}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url(origin, path) },
    url: url(origin, path),
    headline: post.title,
    description: post.description,
    image: [url(origin, `/generated/covers/${post.image}-1200.webp`), url(origin, "/og/blog.png")],
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author, ...(author ? { jobTitle: author.role } : {}) },
    publisher: organizationNode(origin),
    articleSection: post.category,
    keywords: [...articleTags],
    timeRequired: `PT${post.readMinutes}M`,
    inLanguage: "en",
    isPartOf: { "@id": siteId(origin) },
  };
}

/** "$95K – $120K" (optionally "+ commission") → a yearly range in US dollars. */
export function parseSalary(
  text: string,
): { currency: "USD"; min: number; max: number } | undefined {
  const match = /\$\s?(\d+(?:\.\d+)?)\s?K\s*[–-]\s*\$\s?(\d+(?:\.\d+)?)\s?K/i.exec(text);
  if (!match) return undefined;
  return { currency: "USD", min: Number(match[1]) * 1000, max: Number(match[2]) * 1000 };
}

/** "Berlin, Germany" → a place; "Anywhere in Europe" → undefined (remote). */
export function parseLocation(text: string): { locality: string; country: string } | undefined {
  if (/^anywhere\b/i.test(text)) return undefined;
  const [locality, country = ""] = text.split(/,\s*/);
  if (!locality) return undefined;
  return { locality, country: countryCodes[country] ?? country };
}

export function jobPosting(
  origin: string,
  job: Job = featuredJob(),
  path = "/single-career",
): WithContext<JobPosting> {
  const salary = parseSalary(job.salary);
  const place = parseLocation(job.location);
  const baseSalary: MonetaryAmount | undefined = salary && {
    "@type": "MonetaryAmount",
    currency: salary.currency,
    value: {
      "@type": "QuantitativeValue",
      minValue: salary.min,
      maxValue: salary.max,
      unitText: "YEAR",
    },
  };
  const jobLocation: Place | undefined = place && {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: place.locality,
      addressCountry: place.country,
    },
  };
  const remoteArea = job.location.replace(/^anywhere in\s+/i, "");
  return {
    "@context": context,
    "@type": "JobPosting",
    url: url(origin, path),
    title: job.title,
    description: `<p>${job.description}</p>`,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    datePosted: jobPostingFacts.datePosted,
    // Both sample job types are full-time positions; "Remote" says where, not how long.
    employmentType: "FULL_TIME",
    hiringOrganization: organizationNode(origin),
    ...(jobLocation ? { jobLocation } : {}),
    ...(job.type === "Remote" || !place
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "AdministrativeArea", name: remoteArea },
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    occupationalCategory: job.department,
    directApply: false,
  };
}

function planOffer(origin: string, plan: PricingPlan, path: string): Offer {
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
): WithContext<Product> {
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

/** Every JSON-LD object a route carries: site-wide first, then what its screen shows. */
export function structuredDataFor(
  page: Pick<PageInfo, "path" | "label" | "heading">,
  origin: string,
): JsonLd[] {
  const items: JsonLd[] = [organization(origin), website(origin)];
  const trail = breadcrumbTrail(page);
  if (trail.length) items.push(breadcrumbList(origin, trail));
  if (faqPages.includes(page.path)) items.push(faqPage(origin, page.path));
  if (page.path === "/single-blog") items.push(blogPosting(origin));
  if (page.path === "/single-career") items.push(jobPosting(origin));
  if (page.path === "/pricing") items.push(pricingProduct(origin));
  return items;
}
