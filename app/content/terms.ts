/**
 * The words shown for the English keys content uses as values (a post's category, a project's
 * tag, a job's type): the key stays in the Markdown and the addresses, the page shows its label
 * in the page's language. Adding a value is a code change (content/README.md), so is its label.
 */
import type { BlogCategory, Job, JobDetail, PortfolioTag } from "./types";
import { m } from "../paraglide/messages.js";
import type { Locale } from "./locales";

const categories: Record<BlogCategory, typeof m["terms.category.business"]> = {
  Business: m["terms.category.business"],
  Technology: m["terms.category.technology"],
  Finance: m["terms.category.finance"],
  Marketing: m["terms.category.marketing"],
  Management: m["terms.category.management"],
};

const portfolioTags: Record<PortfolioTag | "All", typeof m["terms.portfolio.all"]> = {
  All: m["terms.portfolio.all"],
  Branding: m["terms.portfolio.branding"],
  "UI/UX": m["terms.portfolio.uiux"],
  Website: m["terms.portfolio.website"],
  Technology: m["terms.portfolio.technology"],
};

const jobTypes: Record<Job["type"], typeof m["terms.jobType.fullTime"]> = {
  "Full-Time": m["terms.jobType.fullTime"],
  Remote: m["terms.jobType.remote"],
};

export const categoryLabel = (name: BlogCategory, locale: Locale) => categories[name]({}, { locale });
export const portfolioTagLabel = (name: PortfolioTag | "All", locale: Locale) =>
  portfolioTags[name]({}, { locale });
export const jobTypeLabel = (type: Job["type"], locale: Locale) => jobTypes[type]({}, { locale });

/**
 * A salary range as a job shows it: a year's pay as it is ("$100K – $120K", the usual way to
 * write it), an hour's or a month's with its period ("€28 – €35 per hour"), which a visitor could
 * not tell otherwise.
 */
export const salaryLabel = (range: string, unit: JobDetail["salaryRange"]["unit"], locale: Locale) =>
  unit === "HOUR"
    ? m["terms.salary.perHour"]({ range }, { locale })
    : unit === "MONTH"
      ? m["terms.salary.perMonth"]({ range }, { locale })
      : range;

/** A person's profile link's accessible name ("Hana Sato on LinkedIn (opens in a new tab)"). */
export const socialLinkLabel = (name: string, network: string, locale: Locale) =>
  m["company.social.link"]({ name, network }, { locale });
/** The accessible name of a person's list of profiles. */
export const socialListLabel = (name: string, locale: Locale) =>
  m["company.social.list"]({ name }, { locale });
