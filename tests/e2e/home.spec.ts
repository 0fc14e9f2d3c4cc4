import { expect, test, type Page } from "./fixtures";
import { listPosts, listServices } from "../../app/content/collections/queries.server";
import { faqs } from "../../app/content/faq";
import { featureCards, moneySteps } from "../../app/content/features";
import { trustBanner } from "../../app/content/finance";
import { getPage } from "../../app/content/pages";
import { testimonials } from "../../app/content/testimonials";

const posts = listPosts();
const services = listServices();

/**
 * The three home demos (spec §2): everything the spec lists is in the prerendered HTML, the
 * pages are well-formed and accessible, never overflow sideways, contact no other host, and
 * load only the widgets they use.
 */

const homes = ["/", "/home-2", "/home-3"] as const;

// Whole-page scrolls at several widths: give slow machines room.
test.describe.configure({ timeout: 90_000 });

/** The HTML as served, with the entities React writes turned back into characters. */
async function html(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
}

/** Scroll to the bottom in steps so lazy content and observers fire. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
}

test.describe("prerendered content", () => {
  test("/ (finance): hero, trust banner, trial, marquee, accordion, six features, blog teaser", async ({
    request,
  }) => {
    const page = await html(request, "/");
    for (const text of [
      getPage("/").heading,
      "Watch A Demo",
      "Start Your Free Trial",
      trustBanner.headline,
      "34-day free trial",
      "No credit card required",
      "Customer companies",
      ...moneySteps.map((step) => step.question),
      "Rated 4.8 out of 5",
      "Rated 4.8 stars",
      ...featureCards.map((f) => f.title),
      ...posts.slice(0, 3).map((p) => p.title),
    ]) {
      expect(page.includes(text), `HTML contains "${text}"`).toBe(true);
    }
    expect(page.includes(posts[3]!.title)).toBe(false);
    expect(page.includes("<iframe")).toBe(false);
  });

  test("/home-2 (CRM): counters, three feature sections, tools, pricing, marquee, four testimonials, CTA", async ({
    request,
  }) => {
    const page = await html(request, "/home-2");
    for (const text of [
      getPage("/home-2").heading,
      "99%",
      "3.5x",
      "Lead management",
      "Team management",
      "Online marketing",
      "Browse all integrations",
      "$39",
      "$69",
      "$99",
      "Billed monthly",
      "Customer companies",
      ...testimonials.map((t) => t.author.name),
      "Enter your e-mail address",
      "Get started",
    ]) {
      expect(page.includes(text), `HTML contains "${text}"`).toBe(true);
    }
    expect(page.match(/aria-roledescription="slide"/g)).toHaveLength(4);
  });

  test("/home-3 (SaaS): hero form, first six services, process, counters, pricing, video, FAQ", async ({
    request,
  }) => {
    const page = await html(request, "/home-3");
    for (const text of [
      getPage("/home-3").heading,
      'placeholder="Enter your e-mail address"',
      "Get started",
      "No credit card required",
      "7-day free trial",
      "View all services",
      "Agility",
      "Cost-effective process",
      "99.5%",
      "2K",
      "100%",
      "55+",
      "$19",
      "$39",
      "$59",
      "$99",
      "Play the integrations video",
      ...services.slice(0, 6).map((s) => s.description),
      ...faqs.map((f) => f.question),
    ]) {
      expect(page.includes(text), `HTML contains "${text}"`).toBe(true);
    }
    // Only the first six: the others' pages are not linked from here.
    for (const hidden of services.slice(6))
      expect(page.includes(`href="${hidden.href}"`), hidden.title).toBe(false);
  });
});

test.describe("links", () => {
  test("buttons lead where the spec says", async ({ page }) => {
    await page.goto("/home-2");
    await expect(page.getByRole("link", { name: "Browse all integrations" })).toHaveAttribute(
      "href",
      "/integrations",
    );
    await expect(page.getByRole("link", { name: "View all testimonials" })).toHaveAttribute(
      "href",
      "/testimonials",
    );
    await page.goto("/home-3");
    await expect(page.getByRole("link", { name: "View all services" })).toHaveAttribute(
      "href",
      "/service",
    );
    await expect(page.getByRole("link", { name: "Browse all integrations" })).toHaveAttribute(
      "href",
      "/integrations",
    );
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute(
      "href",
      "/sign-up",
    );
    await page
      .getByRole("link", { name: "View all services" })
      .count()
      .then((n) => expect(n).toBe(0));
  });
});

for (const path of homes) {
  test(`${path}: sections labelled by their headings; scrolled through from 320px to 1440px, it never overflows sideways or calls another host`, async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
        foreign.push(request.url());
    });
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(path).heading);
    const problems = await page.locator("main section").evaluateAll((sections) =>
      sections.flatMap((section) => {
        const id = section.getAttribute("aria-labelledby");
        const heading = id ? document.getElementById(id) : null;
        return heading && /^H[1-3]$/.test(heading.tagName) && heading.textContent?.trim()
          ? []
          : [section.outerHTML.slice(0, 120)];
      }),
    );
    expect(problems).toEqual([]);
    // Scrolled through once at the narrowest width, so every lazy widget and observer has run;
    // at each wider width the layout follows the viewport at once (a carousel measures itself on
    // resize), so the page is measured after the next frame.
    await scrollThrough(page);
    for (const width of [320, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(async () => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return document.documentElement.scrollWidth - window.innerWidth;
      });
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });
}

test.describe("per-route JavaScript", () => {
  async function scripts(page: Page, path: string) {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    return loaded.join("\n");
  }

  test("the finance home loads no carousel, pricing or counter code", async ({ page }) => {
    const loaded = await scripts(page, "/");
    expect(loaded).toMatch(/video-popup|home-/);
    expect(loaded).not.toMatch(
      /testimonial-slider|testimonials-section|embla|pricing-section|counters-section/,
    );
  });

  test("the CRM home loads the carousel engine only once the slider nears the screen", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
    });
    await page.goto("/home-2", { waitUntil: "networkidle" });
    expect(loaded.join("\n")).toMatch(/pricing-section/);
    expect(loaded.join("\n")).not.toMatch(/testimonial-slider-engine/);
    await page.getByRole("region", { name: "Customer testimonials" }).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded.join("\n")).toMatch(/testimonial-slider-engine/);
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible();
  });

  test("the SaaS home loads no carousel code", async ({ page }) => {
    const loaded = await scripts(page, "/home-3");
    expect(loaded).not.toMatch(/testimonial-slider|testimonials-section|embla/);
  });
});

/**
 * The German home pages and /testimonials read their words from the German content modules:
 * no sentence of the English modules they are built from is left on them (words that read the
 * same in both languages, such as names, aside), and the German ones are there.
 */
test.describe("German home pages", () => {
  type Module = Record<string, unknown>;
  const english = (name: string) => import(`../../app/content/${name}.ts`) as Promise<Module>;
  const german = (name: string) => import(`../../app/content/de/${name}.ts`) as Promise<Module>;
  const modulesOf: Record<string, string[]> = {
    "/": ["finance", "features", "home", "copy/home-finance"],
    "/home-2": ["crm", "counters", "home", "testimonials", "copy/home-crm"],
    "/home-3": ["saas", "counters", "home", "faq", "copy/home-saas"],
    "/testimonials": ["testimonials"],
  };

  /** [English, German] pairs of the strings at the same place in two modules. */
  function pairs(a: unknown, b: unknown): Array<[string, string]> {
    if (typeof a === "string" && typeof b === "string") return [[a, b]];
    if (Array.isArray(a) && Array.isArray(b)) return a.flatMap((x, i) => pairs(x, b[i]));
    if (a && b && typeof a === "object" && typeof b === "object")
      return Object.keys(a).flatMap((k) => pairs((a as Module)[k], (b as Module)[k]));
    return [];
  }

  for (const [path, names] of Object.entries(modulesOf)) {
    const de = path === "/" ? "/de" : `/de${path}`;
    test(`${de} shows the German words of its content, none of the English`, async ({ request }) => {
      const page = await html(request, de);
      expect(page).toMatch(/<html lang="de"/);
      const translated: Array<[string, string]> = [];
      for (const name of names) {
        const [en, ge] = [await english(name), await german(name)];
        for (const key of Object.keys(en)) translated.push(...pairs(en[key], ge[key]));
      }
      // Sentences only (two words or more): a single word may be a name both languages share.
      const sentences = translated.filter(([en, ge]) => en !== ge && en.includes(" ") && !en.startsWith("/"));
      expect(sentences.length).toBeGreaterThan(5);
      const shown = sentences.filter(([en]) => page.includes(en)).map(([en]) => en);
      expect(shown, `English left on ${de}`).toEqual([]);
      const visible = sentences.filter(([, ge]) => page.includes(ge));
      expect(visible.length, `German sentences on ${de}`).toBeGreaterThan(sentences.length / 2);
    });
  }
});
