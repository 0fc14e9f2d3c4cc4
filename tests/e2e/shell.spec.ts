import { expect, test } from "./fixtures";
import { pages, getPage } from "../../app/content/pages";
import { hydrated } from "./a11y-helpers";
import { watchErrors } from "./page-helpers";

test.describe("desktop header", () => {
  test("menu items, Login and Get Started", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/about-us");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Demo", "Pages"])
      await expect(nav.getByRole("button", { name })).toBeVisible();
    for (const name of ["About Us", "Blog", "Contact Us"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/sign-in",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Get Started" }),
    ).toHaveAttribute("href", "/contact-us");
    expect(errors).toEqual([]);
  });

  test("submenus open on hover and close when the pointer leaves", async ({ page }) => {
    await page.goto("/about-us");
    await hydrated(page);
    const demo = page.getByRole("button", { name: "Demo" });
    await expect(demo).toHaveAttribute("aria-expanded", "false");
    await demo.hover();
    await expect(demo).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#menu-demo");
    await expect(panel.getByRole("link", { name: "CRM platform" })).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(demo).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: "CRM platform" })).toBeHidden();
  });

  test("keyboard: focus opens, Enter toggles, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await hydrated(page);
    const pagesButton = page.getByRole("button", { name: "Pages" });
    await pagesButton.focus();
    await expect(pagesButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(pagesButton).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(pagesButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-pages a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(pagesButton).toHaveAttribute("aria-expanded", "false");
    await expect(pagesButton).toBeFocused();
  });

  test("the Pages menu groups link every route of the site", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Pages" }).hover();
    const panel = page.locator("#menu-pages");
    for (const group of ["Blog", "Service", "Team", "Career", "Portfolio", "Utility"]) {
      await expect(panel.getByRole("list", { name: group, exact: true })).toBeVisible();
    }
    const hrefs = new Set<string>();
    for (const id of ["#menu-pages", "#menu-demo"]) {
      for (const href of await page
        .locator(`${id} a`)
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
        hrefs.add(href);
    }
    for (const link of await page
      .getByRole("navigation", { name: "Main" })
      .locator(":scope > ul > li > a")
      .all()) {
      hrefs.add((await link.getAttribute("href")) ?? "");
    }
    expect([...hrefs].sort()).toEqual(pages.map((p) => p.path).sort());
  });

  test("a submenu marks the page the visitor is on, not by colour alone", async ({ page }) => {
    await page.goto("/portfolio-grid");
    await hydrated(page);
    await page.getByRole("button", { name: "Pages" }).hover();
    const panel = page.locator("#menu-pages");
    const current = panel.getByRole("link", { name: "Portfolio grid" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveCSS("text-decoration-line", "underline");
    await expect(panel.getByRole("link", { name: "Portfolio classic" })).toHaveCSS(
      "text-decoration-line",
      "none",
    );
  });

  test("in a short window a submenu ends inside it and scrolls to each link", async ({ page }) => {
    // A laptop at 125–150 % zoom: the desktop layout in a window about 460 px high.
    await page.setViewportSize({ width: 1100, height: 460 });
    await page.goto("/about-us");
    await hydrated(page);
    const pagesButton = page.getByRole("button", { name: "Pages" });
    await pagesButton.focus();
    const box = page.locator("#menu-pages > div");
    await expect(box).toBeVisible();
    const panel = (await box.boundingBox())!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(460);
    const links = page.locator("#menu-pages a");
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
      const link = (await links.nth(i).boundingBox())!;
      expect(link.y, await links.nth(i).innerText()).toBeGreaterThanOrEqual(panel.y);
      expect(link.y + link.height, await links.nth(i).innerText()).toBeLessThanOrEqual(
        panel.y + panel.height,
      );
    }
  });

  test("without JavaScript the submenus still open on hover", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/about-us");
    await page.getByRole("button", { name: "Demo" }).hover();
    await expect(
      page.locator("#menu-demo").getByRole("link", { name: "SaaS startups" }),
    ).toBeVisible();
    await context.close();
  });
});

test.describe("sticky header", () => {
  test("turns sticky past 100px and back at rest under it", async ({ page }) => {
    await page.goto("/about-us");
    await hydrated(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-sticky", "false");
    const restingBackground = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 99));
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toHaveCSS("position", "fixed");
    const stickyStyle = await header.evaluate((el) => ({
      bg: getComputedStyle(el).backgroundColor,
      shadow: getComputedStyle(el).boxShadow,
    }));
    expect(stickyStyle.bg).not.toBe(restingBackground);
    expect(stickyStyle.shadow).not.toBe("none");
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-sticky", "false");
    await expect(header).toHaveCSS("position", "absolute");
  });
});

for (const width of [390, 991]) {
  test.describe(`mobile drawer at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("opens, drills down, goes back, closes with the button and Escape", async ({ page }) => {
      await page.goto("/about-us");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const toggle = page.getByRole("button", { name: /menu/i });
      await expect(toggle).toBeVisible();
      await toggle.click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      await expect(drawer).toHaveAccessibleName("Menu");
      await expect(drawer.getByRole("button", { name: "Close menu" })).toBeVisible();

      // A modal dialog: the page behind is inert (made so right after the drawer's first frame)
      // and does not scroll while the drawer is open.
      await expect(drawer).toHaveAttribute("aria-modal", "true");
      await expect(page.locator("main")).toHaveAttribute("inert", "");
      await expect(page.locator("header").first()).toHaveAttribute("inert", "");
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      expect(
        await page
          .getByRole("link", { name: "Skip to content" })
          .evaluate((link) => link.closest("[inert]") !== null),
      ).toBe(true);

      await drawer.getByRole("button", { name: "Pages" }).click();
      await expect(drawer).toHaveAccessibleName("Pages");
      const back = drawer.getByRole("button", { name: "Back" });
      await expect(back).toBeVisible();
      await expect(back).toBeFocused();
      // The submenu slides in over 0.5s.
      const duration = await drawer
        .locator('[data-panel="pages"]')
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(duration.split(",").map((d) => d.trim())).toContain("0.5s");

      // Panels behind the front one are inert while they slide away.
      const front = drawer.locator("[data-panel]:not([inert])");
      await front.getByRole("button", { name: "Portfolio" }).click();
      await expect(front.getByRole("link", { name: "Portfolio grid" })).toBeVisible();
      // Back returns one level: the stack is kept.
      await front.getByRole("button", { name: "Back" }).click();
      await expect(drawer).toHaveAccessibleName("Pages");
      await expect(front.getByRole("button", { name: "Portfolio" })).toBeFocused();
      await front.getByRole("button", { name: "Back" }).click();
      await expect(drawer).toHaveAccessibleName("Menu");

      await drawer.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

      await expect(page.locator("[inert]:not([data-panel])")).toHaveCount(0);

      await toggle.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();

      // A tap on the backdrop, beside the sheet, closes it too, and gives the page back.
      await toggle.click();
      await expect(page.locator("main")).toHaveAttribute("inert", "");
      await page.mouse.click(10, 400);
      await expect(drawer).toBeHidden();
      await expect(page.locator("[inert]:not([data-panel])")).toHaveCount(0);
      await expect(toggle).toBeFocused();
    });

    test("keeps focus inside while open", async ({ page }) => {
      await page.goto("/about-us");
      await page.getByRole("button", { name: /menu/i }).click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press("Tab");
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });

    test("a link navigates and closes the drawer", async ({ page }) => {
      await page.goto("/about-us");
      await page.getByRole("button", { name: /menu/i }).click();
      const drawer = page.getByRole("dialog");
      await drawer.getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(drawer).toBeHidden();
      // Open again, the drawer marks the page the visitor is on: in colour and underlined, not by
      // colour alone (WCAG 1.4.1).
      await page.getByRole("button", { name: /menu/i }).click();
      const current = drawer.getByRole("link", { name: "Contact Us" });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toHaveCSS("text-decoration-line", "underline");
      await expect(drawer.getByRole("link", { name: "Blog" })).toHaveCSS(
        "text-decoration-line",
        "none",
      );
    });

    test("closes when the window grows past 991px", async ({ page }) => {
      await page.goto("/about-us");
      await page.getByRole("button", { name: /menu/i }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.setViewportSize({ width: 992, height: 800 });
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    });
  });
}

test.describe("navigation", () => {
  test("moves between routes on the client and scrolls to the top", async ({ page }) => {
    await page.goto("/about-us");
    await hydrated(page);
    // A marker on window survives client-side navigation but not a full reload.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("/pricing").heading);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
  });

  test("Back and Forward return to where each page was left; a new page starts at the top", async ({
    page,
  }) => {
    // Where the page comes to rest: the same offset over 300 ms (a glide is still moving).
    const resting = () =>
      page.evaluate(async () => {
        for (let y = -1; ;) {
          await new Promise((r) => setTimeout(r, 300));
          if (window.scrollY === y) return Math.round(y);
          y = window.scrollY;
        }
      });
    const settled = async (y: number) =>
      expect.poll(resting, { timeout: 5000, intervals: [0] }).toBeCloseTo(y, -1);
    await page.goto("/about-us");
    await hydrated(page);
    // Down to the footer, and on to another page from there: it glides to its top.
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Pricing", exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    const left = await resting();
    expect(left).toBeGreaterThan(500);
    await footerLink.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await settled(0);
    // Part way down the new page, then Back: the first page where it was left, not its top.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await settled(400);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
    await settled(left);
    // And Forward: the second page where it was left.
    await page.goForward();
    await expect(page).toHaveURL(/\/pricing$/);
    await settled(400);
  });

  test("links in the page content navigate on the client too, and Back returns", async ({
    page,
  }) => {
    await page.goto("/blog");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const card = page.getByRole("main").getByRole("article").first();
    const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("link", { name: title }).first().click();
    await expect(page).not.toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      7,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      7,
    );
  });

  test("new-tab clicks, files and in-page anchors stay with the browser", async ({
    page,
    context,
  }) => {
    await page.goto("/about-us");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 9));
    const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

    // Ctrl+click opens the page in a new tab and leaves this one alone.
    const opened = context.waitForEvent("page");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Pricing", exact: true })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts at about:blank and navigates from there: wait for the page itself.
    await tab.waitForURL(/\/pricing$/);
    await tab.close();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await marker()).toBe(9);

    // An in-page anchor only moves within the page.
    await page.evaluate(() => {
      const a = Object.assign(document.createElement("a"), {
        href: "#faq",
        textContent: "Jump to FAQ",
      });
      document.querySelector("h1")?.after(a);
    });
    await page.getByRole("link", { name: "Jump to FAQ" }).click();
    await expect(page).toHaveURL(/\/about-us#faq$/);
    expect(await marker()).toBe(9);

    // A file on this site (the blog feed) is a real request, not a route of the app.
    await page.evaluate(() => {
      const a = Object.assign(document.createElement("a"), {
        href: "/rss.xml",
        textContent: "Feed",
      });
      document.querySelector("h1")?.after(a);
    });
    await Promise.all([
      page.waitForURL(/\/rss\.xml$/),
      page.getByRole("link", { name: "Feed" }).click(),
    ]);
    expect(await page.evaluate(() => document.contentType)).toMatch(/xml/);
  });

  test("scrolls smoothly, or instantly under reduced motion", async ({ browser }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({
        reducedMotion,
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      await page.goto("/about-us");
      await hydrated(page);
      await page.evaluate(() => {
        const calls: unknown[] = [];
        (window as unknown as { __scrolls: unknown[] }).__scrolls = calls;
        const original = window.scrollTo.bind(window);
        window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
          calls.push(args[0]);
          return original(...(args as unknown as [ScrollToOptions]));
        }) as typeof window.scrollTo;
      });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Career", exact: true })
        .click();
      await expect(page).toHaveURL(/\/career$/);
      await expect
        .poll(() =>
          page.evaluate(() =>
            (window as unknown as { __scrolls: unknown[] }).__scrolls
              .filter(
                (c): c is { top: number; behavior?: string } => typeof c === "object" && c !== null,
              )
              .map((c) => `${c.top}:${c.behavior}`),
          ),
        )
        .toEqual([`0:${reducedMotion === "reduce" ? "instant" : "smooth"}`]);
      await context.close();
    }
  });

  test("the skip link is the first focusable element and moves focus to main", async ({ page }) => {
    await page.goto("/about-us");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("footer", () => {
  test("shows the current year from the visitor's clock", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00"));
    await page.goto("/about-us");
    await expect(page.getByRole("contentinfo").getByTestId("current-year")).toHaveText("2031");
  });

  test("has the columns, contact details and 4–5 safe social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Navigation", "Utility pages", "Resources"]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    }
    await expect(footer.getByRole("heading", { name: /Ready to make money/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    const socials = footer.getByRole("list", { name: /social media/ }).getByRole("link");
    const count = await socials.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(5);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("rel", /noreferrer/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      expect((await link.getAttribute("aria-label"))?.length).toBeGreaterThan(3);
    }
    await expect(footer.getByPlaceholder("Email Address")).toHaveAttribute("type", "email");
  });
});
