/**
 * The spec's facts about the shipped sample content: counts, names, prices, the sample's words.
 * They hold for the sample only. An owner replacing the sample deletes this file (with
 * app/content/collections/collections.sample.test.ts and tests/e2e/sample-content.spec.ts);
 * every other test holds for any content.
 */
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { commentFields } from "./blog";
import { careerFeatures } from "./careers";
import { contactForm } from "./contact";
import { m } from "../paraglide/messages.js";
import { crmCounters, growthCounters, aboutCounters, formatCounter } from "./counters";
import { faqs } from "./faq";
import { featureCards, moneySteps } from "./features";
import { integrations } from "./integrations";
import { listProjects } from "./collections/queries.server";
import { CLASSIC_COUNT, itemsWithTag, portfolioFilters } from "./portfolio";
import { financePlans, saasPlans, comparisonPlans, comparisonRows } from "./pricing";
import { socials } from "./site";
import { testimonials } from "./testimonials";

describe("the spec's sample content", () => {
  it("has the spec's 27 routes", () => {
    // Beside them: the catch-all, the item pages, each language's copies and site search's page.
    const spec = routes.filter(
      (r) => r.path !== "*" && !r.path?.includes(":") && !r.id?.includes("/") && r.path !== "search",
    );
    expect(spec).toHaveLength(27);
  });

  it("has the spec's lists", () => {
    expect(testimonials).toHaveLength(4);
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
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
    expect(careerFeatures).toHaveLength(6);
    expect(integrations).toHaveLength(9);
    expect(
      moneySteps.map((s) => s.question),
      "app/content/features.ts: moneySteps[].question, as the spec names them",
    ).toEqual(["Sign up for free", "Make a money plan", "Enjoy less stress"]);
    expect(faqs.length).toBeGreaterThanOrEqual(4);
    expect(socials.length).toBeGreaterThanOrEqual(4);
    expect(socials.length).toBeLessThanOrEqual(5);
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

  it("spreads the sample projects so every filter shows a real subset", () => {
    const projects = listProjects();
    for (const filter of portfolioFilters) {
      const shown = itemsWithTag(projects, filter);
      expect(shown.length).toBeGreaterThan(0);
      if (filter !== "All") expect(shown.length).toBeLessThan(projects.length);
    }
    expect(CLASSIC_COUNT).toBe(4);
  });

  it("has the contact form of spec §2 with the heading's typo fixed", () => {
    expect(contactForm.heading, "app/content/contact.ts: contactForm.heading, the spec's (typo fixed)").toBe("Fill the form below");
    expect(contactForm.fields.map((f) => f.name)).toContain("subject");
  });

  it("has the comment form's placeholders (spec §5) and reply promise (spec §2)", () => {
    expect(commentFields("en").map((f) => f.placeholder)).toEqual(["Your Name*", "Email Address*", "Write us your comment"]);
    expect(m["blog.comments.replyPromise"](), "messages/en/blog.json: the spec's promise").toMatch(/within 24 hours/);
  });
});
