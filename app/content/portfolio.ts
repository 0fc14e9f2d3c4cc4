import type { PortfolioItem, PortfolioTag } from "./types";

/**
 * The projects themselves are Markdown files in content/portfolio/ (read by
 * app/content/collections.server.ts); this module holds the filters the two list pages show.
 */
export const portfolioTags = ["Branding", "UI/UX", "Website", "Technology"] as const satisfies readonly PortfolioTag[];

export const portfolioFilters = ["All", "Branding", "UI/UX", "Website"] as const;
export const classicFilters = ["All", "Website", "Branding", "UI/UX", "Technology"] as const;

/** /portfolio-classic shows the first four projects (spec §2), /portfolio-grid all of them. */
export const CLASSIC_COUNT = 4;

export function itemsWithTag(items: readonly PortfolioItem[], tag: PortfolioTag | "All") {
  return tag === "All" ? items : items.filter((item) => item.tags.includes(tag));
}
