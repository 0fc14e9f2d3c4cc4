import type { PortfolioItem, PortfolioTag } from "./types";

/**
 * The projects themselves are Markdown files in content/portfolio/ (read by
 * app/content/collections/); this module holds the tags and the filters the two list pages
 * show. The tags are the one list of them: a project's `category:` and `tags:` must be among
 * them, and content/README.md names them (a unit test compares).
 */
export const portfolioTags = ["Branding", "UI/UX", "Website", "Technology"] as const;

export const portfolioFilters = ["All", "Branding", "UI/UX", "Website"] as const;
export const classicFilters = ["All", "Website", "Branding", "UI/UX", "Technology"] as const;

/** /portfolio-classic shows the first four projects (spec §2), /portfolio-grid all of them. */
export const CLASSIC_COUNT = 4;

export function itemsWithTag(items: readonly PortfolioItem[], tag: PortfolioTag | "All") {
  return tag === "All" ? items : items.filter((item) => item.tags.includes(tag));
}
