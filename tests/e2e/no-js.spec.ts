import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { pages, getPage } from "../../app/content/pages";
import { axeViolations, routes } from "./a11y-helpers";
import { collectionPaths } from "../../app/content/collections/queries.server";
import { collections } from "../../app/content/collections/load.server";
import { localizePath, locales } from "../../app/content/locales";

/**
 * With JavaScript off every page is readable and every link works: the heading and
 * content render, content that scripts reveal (accordion answers) shows, no link depends on a
 * script, every same-site link leads to a page that exists, and the menu works through
 * <details> on phones and hover/focus on desktops. (portfolio.spec.ts checks every project
 * shows; forms.spec.ts checks the browser's own validation.)
 */

/**
 * The spec's routes, search, and every page the Markdown collections add, in every language (as
 * react-router.config.ts prerenders them): the language switcher links the page's twin.
 */
const known = new Set<string>(
  locales.flatMap((locale) => [
    ...[...pages.map((p) => p.path), "/search"].map((path) => localizePath(path, locale)),
    ...collectionPaths(collections(locale)),
  ]),
);

test.describe("without JavaScript", () => {
  test.describe.configure({ mode: "default" });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const path of routes) {
    test(`${path} is readable and its links work`, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const main = page.getByRole("main");
      expect((await main.innerText()).trim().length).toBeGreaterThan(80);

      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, "the page does not scroll sideways").toBeLessThanOrEqual(0);

      const report = await page.evaluate(() => {
        const reveal = Array.from(document.querySelectorAll("[data-noscript-reveal]"))
          .filter((el) => !(el as HTMLElement).checkVisibility())
          .map((el) => el.id || el.outerHTML.slice(0, 80));
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("a"));
        const broken = links
          .filter((a) => {
            const href = a.getAttribute("href");
            // Spec §2 gives the social sign-in buttons the target "#" (no provider is wired up).
            if (
              href === "#" &&
              a.closest("ul")?.querySelector("svg") &&
              /sign-(in|up)$/.test(location.pathname)
            )
              return false;
            return !href || href === "#" || href.startsWith("javascript:");
          })
          .map((a) => a.outerHTML.slice(0, 80));
        const internal = links
          .map((a) => new URL(a.href, location.href))
          .filter((u) => u.origin === location.origin)
          .map((u) => ({ path: u.pathname, hash: u.hash }));
        const missingAnchors = internal
          .filter(
            (l) =>
              l.hash &&
              l.path === location.pathname &&
              !document.getElementById(decodeURIComponent(l.hash.slice(1))),
          )
          .map((l) => l.hash);
        return { reveal, broken, paths: [...new Set(internal.map((l) => l.path))], missingAnchors };
      });
      expect(report.reveal, "content revealed by noscript.css").toEqual([]);
      expect(report.broken, "links that need a script").toEqual([]);
      expect(report.missingAnchors, "in-page anchors that exist").toEqual([]);
      const pagesLinked = report.paths.filter((p) => !/\.[a-z0-9]+$/i.test(p));
      expect(
        pagesLinked.filter((p) => !known.has(p) && p !== path),
        "same-site links to pages that exist",
      ).toEqual([]);
    });
  }

  test("desktop: Tab opens a submenu through :focus-within, and its link works", async () => {
    await page.goto("/about-us");
    const pagesButton = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Pages" });
    for (
      let i = 0;
      i < 30 && !(await pagesButton.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await expect(pagesButton).toBeFocused();
    const link = page.locator("#menu-pages").getByRole("link", { name: "Team", exact: true });
    await expect(link).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-pages a").first()).toBeFocused();
    await link.click();
    await expect(page).toHaveURL(/\/team$/);
  });

  test("phone: the <details> menu opens with the keyboard and lists every page", async ({
    browser,
  }) => {
    const phone = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    });
    const p = await phone.newPage();
    await p.goto("/about-us");
    const summary = p.locator("header details > summary");
    await expect(summary).toHaveAccessibleName("Open menu");
    for (let i = 0; i < 10 && !(await summary.evaluate((el) => el === document.activeElement)); i++)
      await p.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await p.keyboard.press("Enter");
    const menu = p.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Every page, besides the language switcher's link to this page in the other language.
    const hrefs = await menu
      .getByRole("link")
      .evaluateAll((as) =>
        as.filter((a) => !a.hasAttribute("hreflang")).map((a) => a.getAttribute("href")),
      );
    expect([...new Set(hrefs)].sort()).toEqual(pages.map((p) => p.path).sort());
    await menu.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(p).toHaveURL(/\/pricing$/);
    await expect(p.getByRole("heading", { level: 1 })).toHaveText(getPage("/pricing").heading);
    await phone.close();
  });

  test("the testimonial carousel's slides are all reachable (the track scrolls)", async () => {
    await page.goto("/home-2");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    const slides = carousel.getByRole("group", { name: / of 4$/ });
    await expect(slides).toHaveCount(4);
    const last = slides.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 0.5 });
  });

  test("before its engine loads, the testimonial track scrolls with the keyboard and passes axe", async ({
    browser,
  }) => {
    // A phone, where one card fills the track: the rest are reached by scrolling it.
    const phone = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const p = await phone.newPage();
    await p.goto("/home-2");
    const track = p.getByRole("group", { name: "Customer testimonials: scroll sideways for more" });
    await track.focus();
    await expect(track).toBeFocused();
    const left = () => track.evaluate((el) => el.scrollLeft);
    expect(await left()).toBe(0);
    await p.keyboard.press("ArrowRight");
    await expect.poll(left).toBeGreaterThan(0);
    await phone.close();

    // axe needs scripts, so it audits the same state with them on: the engine loads only as
    // the carousel nears the screen, and the page opens at the top.
    const js = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const q = await js.newPage();
    await q.goto("/home-2");
    await expect(
      q.getByRole("group", { name: "Customer testimonials: scroll sideways for more" }),
    ).toHaveAttribute("tabindex", "0");
    expect(await axeViolations(q, "[aria-roledescription=carousel]")).toEqual([]);
    await js.close();
  });
});
