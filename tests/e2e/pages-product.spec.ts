import { expect, test, type Page } from "./fixtures";
import { expectBreadcrumb } from "./page-helpers";
import { featuredSlug, listServices } from "../../app/content/collections/queries.server";
import { collections } from "../../app/content/collections/load.server";
import { getPage } from "../../app/content/pages";
import { serviceProcessCopy } from "../../app/content/copy/services";
import { m } from "../../app/paraglide/messages.js";
import { integrationsCopy, pricingCopy, serviceCopy } from "../../app/content/copy/pages";
import { integrationsRequestCopy } from "../../app/content/copy/company";

/**
 * Product pages: pricing, services and integrations. Counts, prices and limits come from spec
 * §2, §3 and §9 and are written out here on purpose; titles and headings an owner edits are read
 * from content (app/content/content.test.ts holds the spec's names, naming the file to fix).
 */

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The nine services, in order (content/services/*.md; the spec's names: content.test.ts). */
const SERVICES = listServices().map((service) => service.title);

const INTEGRATIONS: [string, string][] = [
  ["Google", "Productivity"],
  ["Mailchimp", "CRM"],
  ["Discord", "Social Media"],
  ["LinkedIn", "Social Media"],
  ["Zapier", "Social Media"],
  ["Slack", "CRM"],
  ["Facebook", "Social Media"],
  ["Twitter", "Social Media"],
  ["Youtube", "Streaming"],
];

test.describe("/pricing", () => {
  test("has the breadcrumb and three plan cards whose prices follow the toggle", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expectBreadcrumb(page, getPage("/pricing").heading);
    const plans = region(page, pricingCopy.chooseThePlanThat);
    const cards = plans.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Basic",
      "Standard",
      "Enterprise",
    ]);
    const basic = plans.getByRole("article", { name: "Basic" });
    await expect(basic).toContainText("$39");
    const toggle = plans.getByRole("switch");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(basic).toContainText("$19");
    await expect(plans.getByRole("article", { name: "Enterprise" })).toContainText("$89");
  });

  test("compares Starter, Business and Enterprise in a real table", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: /Starter, Business, Enterprise/ });
    await expect(table).toBeVisible();
    const columns = table.locator("thead th[scope=col]");
    await expect(columns).toHaveText(["Feature", "Starter", /^Business/, "Enterprise"]);
    await expect(table.getByRole("columnheader")).toHaveCount(4);

    const row = (feature: string) =>
      table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: feature, exact: true }) });
    await expect(row("Users").getByRole("cell")).toHaveText(["Up to 15", "Up to 20", "Up to 100"]);
    await expect(row("Storage").getByRole("cell")).toHaveText(["2 GB", "5 GB", "10 GB"]);
    await expect(row("File size limit").getByRole("cell")).toHaveText(["100 MB", "1 GB", "1 GB"]);
    expect(await table.getByRole("rowheader").count()).toBeGreaterThan(3);
    // Yes/no cells say so in words, not only with an icon.
    await expect(row("Single sign-on").getByRole("cell")).toHaveText([
      "Not included",
      "Not included",
      "Included",
    ]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the table scrolls inside its own focusable region, never the page", async ({ page }) => {
      await page.goto("/pricing");
      const scroller = page.getByRole("region", { name: /Starter, Business, Enterprise/ });
      await expect(scroller).toHaveAttribute("tabindex", "0");
      const sizes = await scroller.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      await scroller.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      // The feature names stay in view while the plans scroll.
      await expect(page.getByRole("rowheader", { name: "Users" })).toBeInViewport();
    });
  });
});

test.describe("/service", () => {
  test("shows every service of content/services/, in order, each with a named Learn more link", async ({
    page,
  }) => {
    await page.goto("/service");
    await expectBreadcrumb(page, "Services");
    const cards = region(page, serviceCopy.servicesTitle(SERVICES.length)).getByRole("article");
    await expect(cards).toHaveCount(SERVICES.length);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(SERVICES);
    for (const [i, title] of SERVICES.entries()) {
      const link = cards.nth(i).getByRole("link");
      await expect(link).toHaveAccessibleName(`Learn more about ${title}`);
      await expect(link).toHaveAttribute("href", listServices()[i]!.href);
      await expect(cards.nth(i).locator("svg").first()).toBeAttached();
    }
    await expect(region(page, serviceProcessCopy.title).getByRole("listitem")).toHaveCount(4);
  });
});

test.describe("/single-service", () => {
  test("shows the featured service's details beside a list of all services", async ({ page }) => {
    const featured = listServices().find((s) => s.slug === featuredSlug("services"))!;
    await page.goto("/single-service");
    await expectBreadcrumb(page, featured.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured.title);
    // The service's Markdown body, with its own headings.
    for (const entry of collections()
      .bySlug.services.get(featured.slug)!
      .toc.filter((e) => e.depth === 2))
      await expect(page.getByRole("heading", { level: 2, name: entry.text })).toBeVisible();
    const list = page.getByRole("navigation", { name: "All services" }).getByRole("link");
    await expect(list).toHaveText(SERVICES);
    await expect(list.and(page.locator("[aria-current=page]"))).toHaveText(featured.title);
    await expect(
      page.getByRole("complementary").getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact-us");
  });

  test("the video popup loads the player only on play and drops it on close", async ({ page }) => {
    const video: string[] = [];
    await page.route(/youtube/, (route) => {
      video.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>player</title>",
      });
    });
    await page.goto("/single-service");
    await page.waitForLoadState("networkidle");
    expect(video).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    const featured = listServices().find((s) => s.slug === featuredSlug("services"))!;
    const play = page.getByRole("button", {
      name: m["company.service.playDemo"](
        { service: featured.title, lowerService: featured.title.toLowerCase() },
        { locale: "en" },
      ),
    });
    await play.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect.poll(() => video.length).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});

test.describe("/integrations", () => {
  test("shows the nine integrations with name, category, description, icon and a named Read more", async ({
    page,
  }) => {
    await page.goto("/integrations");
    await expectBreadcrumb(page, "Integrations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getPage("/integrations").heading,
    );
    const cards = region(page, integrationsCopy.nineToolsOneCalm).getByRole("article");
    await expect(cards).toHaveCount(9);
    for (const [i, [name, category]] of INTEGRATIONS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card.getByText(`Category: ${category}`, { exact: true })).toHaveCount(1);
      // The brand glyph, from the sprite.
      await expect(card.locator("svg use").first()).toHaveAttribute("href", /#(i-)?brand-[a-z]+$/);
      const description = await card.locator("h3 + p").textContent();
      expect(description!.length).toBeGreaterThan(30);
      const more = card.getByRole("link");
      await expect(more).toHaveAccessibleName(`Read more about ${name}`);
      await expect(more).toHaveAttribute("href", "/integrations");
    }
    await expect(region(page, integrationsRequestCopy.title).getByRole("link")).toHaveAttribute(
      "href",
      "/contact-us",
    );
  });
});

test.describe("product pages, prerendered HTML", () => {
  const expected: Record<string, string[]> = {
    "/pricing": [
      "Basic",
      "Standard",
      "Enterprise",
      "Starter",
      "Business",
      "Up to 100",
      "10 GB",
      "100 MB",
      "<table",
      "<caption",
    ],
    "/service": SERVICES,
    "/single-service": ["All services", ...SERVICES],
    "/integrations": INTEGRATIONS.flatMap(([name, category]) => [name, category]),
  };
  for (const [path, strings] of Object.entries(expected)) {
    test(`${path} is complete before any script runs`, async ({ request }) => {
      // React separates adjacent text nodes with empty comments; read the text as a visitor would.
      const html = (await (await request.get(path)).text()).replaceAll("<!-- -->", "");
      for (const s of strings) expect(html.includes(s), s).toBe(true);
      // One "Read more" per card in the markup (the page's words also travel in its loader data).
      const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
      if (path === "/integrations") expect(markup.match(/Read more/g)).toHaveLength(9);
    });
  }
});
