import type { PortfolioItem, PortfolioTag } from "./types";

export const portfolioFilters = ["All", "Branding", "UI/UX", "Website"] as const;
export const classicFilters = ["All", "Website", "Branding", "UI/UX", "Technology"] as const;

/**
 * Spec §2: the four classic cards, plus grid items spread across the tags so every filter of
 * /portfolio-grid shows a real subset.
 */
export const portfolioClassic = [
  {
    slug: "e-commerce-system",
    title: "E-commerce System",
    category: "Website",
    tags: ["Website", "Branding"],
    image: "work-website-1",
    summary: "A storefront and back office rebuilt for speed, with checkout conversion up 18%.",
    href: "/single-portfolio",
  },
  {
    slug: "digital-art",
    title: "Digital Art",
    category: "Branding",
    tags: ["Branding"],
    image: "work-branding-1",
    summary: "An identity system for a digital gallery, from wordmark to motion guidelines.",
    href: "/single-portfolio",
  },
  {
    slug: "creative-work",
    title: "Creative Work",
    category: "UI/UX",
    tags: ["UI/UX", "Website"],
    image: "work-uiux-1",
    summary: "A mobile banking flow redesigned around three tasks people do every day.",
    href: "/single-portfolio",
  },
  {
    slug: "development",
    title: "Development",
    category: "Technology",
    tags: ["Technology", "Website"],
    image: "work-technology-1",
    summary: "A reporting platform that turns millions of transactions into fast, clear dashboards.",
    href: "/single-portfolio",
  },
] as const satisfies readonly PortfolioItem[];

export const portfolioGrid = [
  ...portfolioClassic,
  {
    slug: "ledger-rebrand",
    title: "Ledger Rebrand",
    category: "Branding",
    tags: ["Branding"],
    image: "work-branding-2",
    summary: "A warmer, more human identity for an accounting firm of forty people.",
    href: "/single-portfolio",
  },
  {
    slug: "budget-dashboard",
    title: "Budget Dashboard",
    category: "UI/UX",
    tags: ["UI/UX"],
    image: "work-uiux-2",
    summary: "A budgeting dashboard tested with 30 small-business owners before launch.",
    href: "/single-portfolio",
  },
  {
    slug: "saas-launch-site",
    title: "SaaS Launch Site",
    category: "Website",
    tags: ["Website"],
    image: "work-website-2",
    summary: "A marketing site that loads in under a second and doubled demo requests.",
    href: "/single-portfolio",
  },
  {
    slug: "fintech-app-kit",
    title: "Fintech App Kit",
    category: "UI/UX",
    tags: ["UI/UX", "Branding"],
    image: "work-uiux-3",
    summary: "A component kit and brand guide that lets a startup ship screens in days.",
    href: "/single-portfolio",
  },
] as const satisfies readonly PortfolioItem[];

export const portfolioDetail = {
  title: "E-commerce System",
  client: "Northwind Retail",
  services: "Website, Branding",
  duration: "2 Weeks",
  /** The spec's live preview link has an empty target; it points at the project page itself. */
  livePreview: "/single-portfolio",
  overview:
    "Northwind Retail sold through a storefront that had grown one plugin at a time. Pages took six seconds to load on a phone and the back office needed three logins. They asked us for a faster shop their small team could run alone.",
  execution: [
    "Audit the existing storefront, analytics and support tickets",
    "Map the five journeys that bring in most revenue",
    "Design a lighter visual system around the existing brand",
    "Build the new storefront on a static-first stack",
    "Connect stock, payments and invoicing to one back office",
    "Launch in stages and measure every step",
  ],
  results:
    "The new shop loads in under a second on a mid-range phone, checkout conversion rose 18% in the first month and the team now runs orders, stock and refunds from a single screen.",
  images: ["work-website-1", "work-branding-2", "work-uiux-2"],
  /** Captions for the three side images, in the same order. */
  imageCaptions: ["The new storefront", "A lighter visual system", "One back office for orders and stock"],
  /** The results' headline numbers, shown as tiles under Project results. */
  highlights: [
    { value: "<1s", label: "page load on a mid-range phone" },
    { value: "+18%", label: "checkout conversion in the first month" },
    { value: "1", label: "screen for orders, stock and refunds" },
  ],
} as const;

export function itemsWithTag(items: readonly PortfolioItem[], tag: PortfolioTag | "All") {
  return tag === "All" ? items : items.filter((item) => item.tags.includes(tag));
}
