/**
 * Display labels for the values content uses as keys (an integration's category, a project's tag
 * in the portfolio's filter): the content keeps the English key, every page shows the word of its
 * language. A role's type and a project's tags on cards come with their data (app/content/terms.ts).
 */
import type { Locale } from "./i18n";
import type { Integration, PortfolioTag } from "~/content/types";
import { m } from "~/paraglide/messages.js";

export function integrationCategoryLabel(
  category: Integration["category"],
  locale: Locale,
): string {
  const o = { locale };
  switch (category) {
    case "Productivity":
      return m["company.integration.categoryName.productivity"]({}, o);
    case "CRM":
      return m["company.integration.categoryName.crm"]({}, o);
    case "Social Media":
      return m["company.integration.categoryName.socialMedia"]({}, o);
    case "Streaming":
      return m["company.integration.categoryName.streaming"]({}, o);
  }
}

export function portfolioTagLabel(tag: PortfolioTag | "All", locale: Locale): string {
  const o = { locale };
  switch (tag) {
    case "All":
      return m["company.portfolio.tag.all"]({}, o);
    case "Branding":
      return m["company.portfolio.tag.branding"]({}, o);
    case "UI/UX":
      return m["company.portfolio.tag.uiUx"]({}, o);
    case "Website":
      return m["company.portfolio.tag.website"]({}, o);
    case "Technology":
      return m["company.portfolio.tag.technology"]({}, o);
  }
}
