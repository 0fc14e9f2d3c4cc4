import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { careerFeatures } from "./careers";
import { listProjects, listServices, listTeam } from "./collections.server";
import { crmCounters, growthCounters, aboutCounters, formatCounter } from "./counters";
import { faqs } from "./faq";
import { featureCards, moneySteps } from "./features";
import { integrations } from "./integrations";
import { pages } from "./pages";
import { CLASSIC_COUNT, portfolioFilters, itemsWithTag } from "./portfolio";
import { financePlans, saasPlans, comparisonPlans, comparisonRows } from "./pricing";
import { demoLinks, footerColumns, mainNav, pageGroups, socials } from "./site";
import { testimonials } from "./testimonials";

/** The spec's routes: every route of app/routes.ts but the item pages (they have params). */
const routePaths = new Set(
  routes
    .filter((r) => r.path !== "*" && !r.path?.includes(":"))
    .map((r) => (r.index ? "/" : `/${r.path}`)),
);
// Collections now come from content/*.md (collections.test.ts checks them in depth).
const services = listServices();
const team = listTeam();
const portfolioGrid = listProjects();
const portfolioClassic = portfolioGrid.slice(0, CLASSIC_COUNT);

describe("content counts from the spec", () => {
  it("has the spec's collections", () => {
    expect(testimonials).toHaveLength(4);
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
    expect(services).toHaveLength(9);
    expect(
      featureCards.map((f) => f.title),
      "app/content/features.ts: featureCards[].title, as the spec names them",
    ).toEqual([
      "Financial Planning",
      "Security Features",
      "Tax Preparation",
      "Offline Access",
      "Currency Conversion",
      "Integration Support",
    ]);
    expect(team).toHaveLength(6);
    expect(careerFeatures).toHaveLength(6);
    expect(integrations).toHaveLength(9);
    expect(portfolioClassic).toHaveLength(4);
    expect(
      moneySteps.map((s) => s.question),
      "app/content/features.ts: moneySteps[].question, as the spec names them",
    ).toEqual(["Sign up for free", "Make a money plan", "Enjoy less stress"]);
  });

  it("names the nine services in the spec's order", () => {
    expect(
      services.map((s) => s.title),
      "content/services/*.md: title and order, the spec's nine services in its order",
    ).toEqual([
      "Customer support",
      "Project management",
      "Email marketing",
      "Human resources",
      "Accounting and finance",
      "Cyber Security",
      "Security features",
      "Integration support",
      "Currency conversion",
    ]);
  });

  it("names the integrations and their categories as the spec does", () => {
    expect(
      integrations.map((i) => `${i.name} (${i.category})`),
      "app/content/integrations.ts: integrations[].name and .category, as the spec names them",
    ).toEqual([
      "Google (Productivity)",
      "Mailchimp (CRM)",
      "Discord (Social Media)",
      "LinkedIn (Social Media)",
      "Zapier (Social Media)",
      "Slack (CRM)",
      "Facebook (Social Media)",
      "Twitter (Social Media)",
      "Youtube (Streaming)",
    ]);
  });

  it("keeps the spec's prices", () => {
    const plans =
      "app/content/pricing.ts: financePlans[] name, price and first feature, as the spec gives them";
    expect(
      financePlans.map((p) => [p.name, p.price.monthly, p.price.annually]),
      plans,
    ).toEqual([
      ["Basic", 39, 19],
      ["Standard", 69, 49],
      ["Enterprise", 99, 89],
    ]);
    expect(
      financePlans.map((p) => p.features[0]),
      plans,
    ).toEqual(["Up to 25,000 contacts", "Up to 15,000 contacts", "Up to 25,000 contacts"]);
    const saas =
      "app/content/pricing.ts: saasPlans[] name, price and features, as the spec gives them";
    expect(
      saasPlans.map((p) => [p.name, p.price.monthly, p.price.annually]),
      saas,
    ).toEqual([
      ["Free", 19, 0],
      ["Basic", 39, 19],
      ["Standard", 59, 29],
      ["Enterprise", 99, 59],
    ]);
    expect(saasPlans[0]?.features, saas).toEqual(
      expect.arrayContaining(["30-day chat history", "10 integrations"]),
    );
    expect(
      saasPlans.slice(1).map((p) => p.features.find((f) => f.endsWith("integrations"))),
      saas,
    ).toEqual(["20 integrations", "30 integrations", "50 integrations"]);
    expect(comparisonPlans).toEqual(["Starter", "Business", "Enterprise"]);
    expect(comparisonRows.slice(0, 3).map((r) => r.values)).toEqual([
      ["Up to 15", "Up to 20", "Up to 100"],
      ["2 GB", "5 GB", "10 GB"],
      ["100 MB", "1 GB", "1 GB"],
    ]);
  });

  it("formats the counters' final values", () => {
    expect(crmCounters.map((c) => formatCounter(c))).toEqual(["99%", "3.5x"]);
    expect(growthCounters.map((c) => formatCounter(c))).toEqual(["99.5%", "2K", "100%", "55+"]);
    expect(aboutCounters.map((c) => formatCounter(c))).toEqual(["15+", "2K", "100%", "30K"]);
  });

  it("spreads portfolio items so every filter shows a real subset", () => {
    for (const filter of portfolioFilters) {
      const shown = itemsWithTag(portfolioGrid, filter);
      expect(shown.length).toBeGreaterThan(0);
      if (filter !== "All") expect(shown.length).toBeLessThan(portfolioGrid.length);
    }
    expect(
      portfolioClassic.map((p) => `${p.title} (${p.category})`),
      "content/portfolio/*.md: title, category and order of the first four, as the spec names them",
    ).toEqual([
      "E-commerce System (Website)",
      "Digital Art (Branding)",
      "Creative Work (UI/UX)",
      "Development (Technology)",
    ]);
  });

  it("has FAQ entries", () => {
    expect(faqs.length).toBeGreaterThanOrEqual(4);
  });
});

describe("references resolve", () => {
  it("lists exactly the 27 routes of the spec, each with page info", () => {
    expect(routePaths.size).toBe(27);
    expect(new Set(pages.map((p) => p.path))).toEqual(routePaths);
  });

  it("links every internal href to a real route", () => {
    const hrefs = [
      ...integrations.map((i) => i.href),
      ...demoLinks.map((l) => l.href),
      ...footerColumns.flatMap((c) => c.links.map((l) => l.href)),
      ...mainNav.flatMap((i) => (i.kind === "link" ? [i.href] : [])),
    ];
    for (const href of hrefs) expect(routePaths, href).toContain(href);
  });

  it("lets the Pages menu and the demos reach every route", () => {
    const reachable = new Set([
      ...demoLinks.map((l) => l.href),
      ...pageGroups.flatMap((g) => g.links.map((l) => l.href)),
      ...mainNav.flatMap((i) => (i.kind === "link" ? [i.href] : [])),
    ]);
    expect(reachable).toEqual(routePaths);
  });

  it("has unique slugs and 4–5 external socials", () => {
    expect(socials.length).toBeGreaterThanOrEqual(4);
    expect(socials.length).toBeLessThanOrEqual(5);
    for (const s of socials) expect(s.href).toMatch(/^https:\/\//);
  });

  it("keeps titles and descriptions within search-engine limits", () => {
    for (const page of pages) {
      const where = `app/content/pages.ts: description of ${page.path} has ${page.description.length} characters, search engines show 70–160`;
      expect(page.description.length, where).toBeGreaterThanOrEqual(70);
      expect(page.description.length, where).toBeLessThanOrEqual(160);
    }
  });
});

describe("portraits", () => {
  it("every person the content names has a portrait, and every portrait is someone's", async () => {
    const { portraits } = await import("./portraits");
    const { sampleComments } = await import("./blog");
    const { trustBanner } = await import("./finance");
    const named = new Set([
      ...team.map((m) => m.image),
      ...testimonials.map((t) => t.author.avatar),
      ...sampleComments.map((c) => c.avatar),
      ...trustBanner.avatars,
    ]);
    expect(
      [...named].filter((name) => !(name in portraits)),
      "people named in content/team/*.md (image), app/content/testimonials.ts (author.avatar), " +
        "app/content/blog.ts (sampleComments[].avatar) or app/content/finance.ts (trustBanner.avatars) " +
        "without a portrait in app/content/portraits.ts",
    ).toEqual([]);
    expect(
      Object.keys(portraits).filter((name) => !named.has(name)),
      "portraits in app/content/portraits.ts that no content names",
    ).toEqual([]);
  });
});
