/**
 * JSON-LD of the item pages: BlogPosting, JobPosting, Person, Service and
 * CreativeWork. Apart from app/lib/structured-data.ts so that only the item pages' scripts carry
 * these builders, not every page's.
 */
// The return types are schema-dts's leaf types (BlogPostingLeaf, not BlogPosting): the plain
// names are unions of every subtype (CreativeWork of about 180), which made type-checking these
// object literals several seconds of `npm run typecheck`.
import type {
  BlogPostingLeaf,
  CreativeWorkLeaf,
  JobPosting,
  MonetaryAmount,
  PersonLeaf,
  Place,
  ServiceLeaf,
  WithContext,
} from "schema-dts";
import type {
  BlogPostDetail,
  JobDetail,
  PortfolioDetail,
  ServiceDetail,
  TeamMemberDetail,
} from "~/content/types";
import { itemSocialImage } from "~/content/social-image";
import { site } from "~/content/site";
import { context, organizationNode, siteId, url } from "./structured-data";
import { countryCode } from "./i18n";

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
  worksFor: organizationNode(origin),
});

export function blogPosting(origin: string, post: BlogPostDetail, inLanguage = "en"): WithContext<BlogPostingLeaf> {
  const path = post.href;
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url(origin, path)}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url(origin, path) },
    url: url(origin, path),
    headline: post.title,
    description: post.description,
    image: url(origin, itemSocialImage("blog", post.slug, post.image)),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: personNode(origin, post.authorMember),
    publisher: organizationNode(origin),
    articleSection: post.category,
    keywords: post.tags.map((tag) => tag.name),
    timeRequired: `PT${post.readMinutes}M`,
    inLanguage,
    isPartOf: { "@id": siteId(origin) },
  };
}

/** "Berlin, Germany" → a place; "Anywhere in Europe" → undefined (remote). */
export function parseLocation(text: string): { locality: string; country: string } | undefined {
  if (/^anywhere\b/i.test(text)) return undefined;
  const [locality, country = ""] = text.split(/,\s*/);
  if (!locality) return undefined;
  return { locality, country: countryCode(country) ?? country };
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

export function person(origin: string, member: TeamMemberDetail): WithContext<PersonLeaf> {
  return {
    "@context": context,
    ...personNode(origin, member),
    description: member.bio,
    image: url(origin, `/og/team/${member.slug}.png`),
    ...(member.email ? { email: `mailto:${member.email}` } : {}),
    homeLocation: { "@type": "Place", name: member.location },
    knowsAbout: member.expertise,
    sameAs: member.social.map((s) => s.href),
  };
}

export function service(origin: string, item: ServiceDetail): WithContext<ServiceLeaf> {
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url(origin, item.href)}#service`,
    name: item.title,
    description: item.description,
    url: url(origin, item.href),
    serviceType: item.title,
    provider: organizationNode(origin),
    areaServed: "Worldwide",
    image: url(origin, `/og/services/${item.slug}.png`),
  };
}

export function creativeWork(origin: string, project: PortfolioDetail, inLanguage = "en"): WithContext<CreativeWorkLeaf> {
  return {
    "@context": context,
    "@type": "CreativeWork",
    "@id": `${url(origin, project.href)}#work`,
    name: project.title,
    headline: project.title,
    description: project.summary,
    abstract: plain(project.html).slice(0, 300),
    url: url(origin, project.href),
    image: url(origin, itemSocialImage("portfolio", project.slug, project.image)),
    dateCreated: String(project.year),
    creator: organizationNode(origin),
    sourceOrganization: { "@type": "Organization", name: project.client },
    genre: project.category,
    keywords: project.tags,
    inLanguage,
  };
}
