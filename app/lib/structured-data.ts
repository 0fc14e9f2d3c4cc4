/**
 * JSON-LD (schema.org) for every route, built from the content modules so search engines read
 * the same names, prices, dates and answers a visitor sees. Each builder returns one typed
 * top-level object (schema-dts); app/lib/seo.ts puts them into the route's meta as
 * `script:ld+json`, so they are in the prerendered HTML.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  JobPosting,
  MonetaryAmount,
  Offer,
  Organization,
  OrganizationLeaf,
  Person,
  Place,
  Product,
  Service,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import { faqs } from "~/content/faq";
import type { PageInfo } from "~/content/pages";
import { financePlans } from "~/content/pricing";
import { site } from "~/content/site";
import type {
  BlogPostDetail,
  FaqItem,
  JobDetail,
  PortfolioDetail,
  PricingPlan,
  ServiceDetail,
  TeamMemberDetail,
} from "~/content/types";

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
  "/portfolio-grid": { parents: [{ name: "Portfolio", path: "/portfolio-classic" }] },
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

/** Text of an item's rendered Markdown, for descriptions that must be plain. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const personNode = (origin: string, member: { name: string; role: string; href: string }) => ({
  "@type": "Person" as const,
  "@id": `${url(origin, member.href)}#person`,
  name: member.name,
  jobTitle: member.role,
  url: url(origin, member.href),
  worksFor: { "@id": orgId(origin) },
});

export function blogPosting(origin: string, post: BlogPostDetail): WithContext<BlogPosting> {
  const path = post.href;
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url(origin, path)}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url(origin, path) },
    url: url(origin, path),
    headline: post.title,
    description: post.description,
    image: [
      url(origin, `/generated/covers/${post.image}-1200.webp`),
      url(origin, `/og/blog/${post.slug}.png`),
    ],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: personNode(origin, post.authorMember),
    publisher: organizationNode(origin),
    articleSection: post.category,
    keywords: post.tags.map((tag) => tag.name),
    timeRequired: `PT${post.readMinutes}M`,
    inLanguage: "en",
    isPartOf: { "@id": siteId(origin) },
  };
}

/** "Berlin, Germany" → a place; "Anywhere in Europe" → undefined (remote). */
export function parseLocation(text: string): { locality: string; country: string } | undefined {
  if (/^anywhere\b/i.test(text)) return undefined;
  const [locality, country = ""] = text.split(/,\s*/);
  if (!locality) return undefined;
  return { locality, country: countryCodes[country] ?? country };
}

/** Google's JobPosting: required and recommended properties, from the job's Markdown file. */
export function jobPosting(origin: string, job: JobDetail): WithContext<JobPosting> {
  const place = job.remote ? undefined : parseLocation(job.location);
  const baseSalary: MonetaryAmount = {
    "@type": "MonetaryAmount",
    currency: job.salaryRange.currency,
    value: {
      "@type": "QuantitativeValue",
      minValue: job.salaryRange.min,
      maxValue: job.salaryRange.max,
      unitText: job.salaryRange.unit,
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
  return {
    "@context": context,
    "@type": "JobPosting",
    url: url(origin, job.href),
    title: job.title,
    description: job.html,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: job.employmentType,
    hiringOrganization: organizationNode(origin),
    ...(jobLocation ? { jobLocation } : {}),
    ...(job.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: (job.applicantLocation.length
            ? job.applicantLocation
            : [job.location.replace(/^anywhere in\s+/i, "")]
          ).map((name) => ({ "@type": "AdministrativeArea" as const, name })),
        }
      : {}),
    baseSalary,
    occupationalCategory: job.department,
    directApply: false,
  };
}

export function person(origin: string, member: TeamMemberDetail): WithContext<Person> {
  return {
    "@context": context,
    ...personNode(origin, member),
    description: member.bio,
    image: url(origin, `/og/team/${member.slug}.png`),
    email: `mailto:${member.email}`,
    homeLocation: { "@type": "Place", name: member.location },
    knowsAbout: member.expertise,
    sameAs: member.social.map((s) => s.href),
  };
}

export function service(origin: string, item: ServiceDetail): WithContext<Service> {
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url(origin, item.href)}#service`,
    name: item.title,
    description: item.description,
    url: url(origin, item.href),
    serviceType: item.title,
    provider: { "@id": orgId(origin) },
    areaServed: "Worldwide",
    image: url(origin, `/og/services/${item.slug}.png`),
  };
}

export function creativeWork(origin: string, project: PortfolioDetail): WithContext<CreativeWork> {
  return {
    "@context": context,
    "@type": "CreativeWork",
    "@id": `${url(origin, project.href)}#work`,
    name: project.title,
    headline: project.title,
    description: project.summary,
    abstract: plain(project.html).slice(0, 300),
    url: url(origin, project.href),
    image: url(origin, `/generated/covers/${project.image}-1200.webp`),
    dateCreated: String(project.year),
    creator: { "@id": orgId(origin) },
    sourceOrganization: { "@type": "Organization", name: project.client },
    genre: project.category,
    keywords: project.tags,
    inLanguage: "en",
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
  trail: readonly Crumb[] = breadcrumbTrail(page),
): JsonLd[] {
  const items: JsonLd[] = [organization(origin), website(origin)];
  if (trail.length) items.push(breadcrumbList(origin, trail));
  if (faqPages.includes(page.path)) items.push(faqPage(origin, page.path));
  if (page.path === "/pricing") items.push(pricingProduct(origin));
  return items;
}
