import { expect, test, type Locator, type Page } from "./fixtures";
import { expectVisibleFocus, hydrated, skipTo, stubVideoHost, tabTo } from "./a11y-helpers";

/**
 * Keyboard-only paths through every widget: each is reached with Tab, operated with
 * Enter, Space or Escape, and shows a visible focus indicator on the way. No click, no
 * programmatic focus: on long pages Tab starts from the widget's section or form, reached as an
 * in-page link takes a visitor there (skipTo). (shell.spec.ts and widgets.spec.ts cover Escape on the desktop menus,
 * the drawer's focus wrap, the video popup's Escape and backdrop, and the switch's Space key.)
 */

// Dozens of real key presses per test on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function start(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.describe("header", () => {
  test("desktop: Tab reaches a submenu, its links, and Enter follows one", async ({ page }) => {
    await start(page, "/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const pagesButton = nav.getByRole("button", { name: "Pages" });
    await tabTo(page, pagesButton);
    await expectVisibleFocus(pagesButton);
    await expect(pagesButton).toHaveAttribute("aria-expanded", "true");
    const link = page.locator("#menu-pages").getByRole("link", { name: "Team", exact: true });
    await tabTo(page, link);
    await expect(link).toBeVisible();
    await expectVisibleFocus(link);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/team$/);
    await expect(pagesButton).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("phone drawer", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("opens with Enter, drills down and back, follows a link with Enter", async ({ page }) => {
      await start(page, "/about-us");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await tabTo(page, toggle);
      await expectVisibleFocus(toggle);
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog");
      await expect(drawer).toHaveAccessibleName("Menu");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);

      const pagesRow = drawer.getByRole("button", { name: "Pages" });
      await tabTo(page, pagesRow);
      await expectVisibleFocus(pagesRow);
      await page.keyboard.press("Enter");
      await expect(drawer).toHaveAccessibleName("Pages");
      const front = drawer.locator("[data-panel]:not([inert])");
      await expectVisibleFocus(front.getByRole("button", { name: "Back" }));

      const portfolio = front.getByRole("button", { name: "Portfolio" });
      await tabTo(page, portfolio);
      await page.keyboard.press("Enter");
      const grid = front.getByRole("link", { name: "Portfolio grid" });
      await tabTo(page, grid);
      await expectVisibleFocus(grid);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/portfolio-grid$/);
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe("accordion", () => {
  test("/faq: Tab to each question, Enter and Space open and close the answers", async ({
    page,
  }) => {
    await start(page, "/faq");
    const questions = page.getByRole("main").locator("button[aria-expanded][aria-controls]");
    const first = questions.first();
    const second = questions.nth(1);
    await tabTo(page, first);
    await expectVisibleFocus(first);
    const wasOpen = (await first.getAttribute("aria-expanded")) === "true";
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", String(!wasOpen));

    await page.keyboard.press("Tab");
    // When the first answer is open, Tab passes over its text (no focusable content) to the next question.
    await tabTo(page, second, { max: 3 });
    await expectVisibleFocus(second);
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await second.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    await page.keyboard.press("Space");
    await expect(panel).toBeHidden();
  });
});

test.describe("pricing switch", () => {
  test("/pricing: Tab to the switch, Space and Enter flip the prices", async ({ page }) => {
    await start(page, "/pricing");
    const toggle = page.getByRole("main").getByRole("switch").first();
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    const prices = page.getByRole("main").locator("[data-price]");
    const monthly = await prices.allTextContents();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => prices.allTextContents()).not.toEqual(monthly);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect.poll(() => prices.allTextContents()).toEqual(monthly);
  });
});

test.describe("testimonial carousel", () => {
  test("/home-2: focus pauses it; dots, previous, next and play/pause work with the keyboard", async ({
    page,
  }) => {
    await start(page, "/home-2");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    const current = carousel.locator("button[aria-current=true]");
    const dot3 = carousel.getByRole("button", { name: "Show testimonial 3 of 4" });
    // The engine loads as the carousel nears the screen; its controls appear once it runs.
    await carousel.scrollIntoViewIfNeeded();
    await expect(dot3).toBeVisible({ timeout: 15_000 });
    const dot1 = carousel.getByRole("button", { name: "Show testimonial 1 of 4" });
    await skipTo(dot1);
    await tabTo(page, dot1, { max: 40 });
    // Focus inside: autoplay rests.
    const held = await current.getAttribute("aria-label");
    await page.waitForTimeout(1_500);
    await expect(current).toHaveAttribute("aria-label", held!);

    await tabTo(page, dot3, { max: 3 });
    await expectVisibleFocus(dot3);
    await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("aria-label", "Show testimonial 3 of 4");

    const pause = carousel.getByRole("button", { name: "Pause testimonials" });
    await tabTo(page, pause, { max: 3 });
    await expectVisibleFocus(pause);
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeFocused();

    const next = carousel.getByRole("button", { name: "Next testimonial" });
    await tabTo(page, next, { max: 3 });
    await expectVisibleFocus(next);
    await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("aria-label", "Show testimonial 4 of 4");
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    await tabTo(page, previous, { max: 3, back: true });
    await expectVisibleFocus(previous);
    await page.keyboard.press("Space");
    await expect(current).toHaveAttribute("aria-label", "Show testimonial 3 of 4");
  });
});

test.describe("video popup", () => {
  for (const path of ["/", "/home-3", "/single-service"]) {
    test(`${path}: Enter opens it, focus stays inside, Enter on Close video closes it`, async ({
      page,
    }) => {
      await stubVideoHost(page);
      await start(page, path);
      const trigger = page.getByRole("main").locator("button[aria-haspopup=dialog]").first();
      await skipTo(trigger);
      await tabTo(page, trigger, { max: 40 });
      await expectVisibleFocus(trigger);
      await page.keyboard.press("Enter");
      const dialog = page.locator("dialog[open]");
      await expect(dialog.locator("iframe")).toHaveCount(1);
      const close = dialog.getByRole("button", { name: "Close video" });
      await tabTo(page, close, { max: 4 });
      await expectVisibleFocus(close);
      await page.keyboard.press("Enter");
      await expect(page.locator("dialog[open]")).toHaveCount(0);
      await expectVisibleFocus(trigger);
    });
  }
});

test.describe("portfolio filter", () => {
  for (const path of ["/portfolio-grid", "/portfolio-classic"]) {
    test(`${path}: Tab to a filter, Enter and Space apply it, then open a project with Enter`, async ({
      page,
    }) => {
      await start(page, path);
      const bar = page.getByRole("group", { name: "Filter projects" });
      const filters = bar.getByRole("button");
      const status = page.getByRole("status").filter({ hasText: /^Showing/ });
      const all = await status.textContent();
      const second = filters.nth(1);
      await tabTo(page, second);
      await expectVisibleFocus(second);
      await page.keyboard.press("Enter");
      await expect(second).toHaveAttribute("aria-pressed", "true");
      await expect(status).not.toHaveText(all!);
      const first = filters.first();
      await tabTo(page, first, { back: true, max: 3 });
      await page.keyboard.press("Space");
      await expect(first).toHaveAttribute("aria-pressed", "true");
      await expect(status).toHaveText(all!);

      const project = page.getByRole("main").getByRole("article").first().getByRole("link").first();
      await tabTo(page, project, { max: 20 });
      await expectVisibleFocus(project);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);
    });
  }
});

/** A valid value for each kind of field. */
const valueFor = (type: string) =>
  ({
    email: "ada@example.com",
    password: "a long password 42",
    textarea: "Hello, a clear and complete message for the team.",
  })[type] ?? "Ada Lovelace";

const forms = [
  { path: "/", form: "Subscribe to the newsletter" },
  { path: "/home-2", form: "Get started with Finlo CRM" },
  { path: "/home-3", form: "Start your free trial" },
  { path: "/contact-us", form: "Contact form" },
  { path: "/single-blog", form: "Leave a comment" },
  { path: "/sign-in", form: "Sign in" },
  { path: "/sign-up", form: "Create account" },
  { path: "/reset-password", form: "Reset your password" },
  { path: "/coming-soon", form: "Get notified when we launch" },
];

/**
 * Fills the form from the focused field on, with Tab between fields and Space on checkboxes,
 * until focus reaches the submit button.
 */
async function fillByKeyboard(page: Page, submit: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await submit.evaluate((el) => el === document.activeElement)) return;
    const kind = await page.evaluate(() => {
      const el = document.activeElement;
      if (el instanceof HTMLTextAreaElement) return "textarea";
      if (el instanceof HTMLInputElement) return el.type;
      return "other";
    });
    if (kind === "checkbox") await page.keyboard.press("Space");
    else if (kind !== "other") {
      await expectVisibleFocus(page.locator(":focus"));
      await page.keyboard.type(valueFor(kind));
    }
    await page.keyboard.press("Tab");
  }
  throw new Error("the submit button was never reached with Tab");
}

test.describe("forms", () => {
  for (const { path, form: name } of forms) {
    test(`"${name}" on ${path}: errors, then a valid submit, with the keyboard alone`, async ({
      page,
    }) => {
      await start(page, path);
      const form = page.getByRole("form", { name });
      const submit = form.locator("button[type=submit]");
      await skipTo(submit);
      await tabTo(page, submit, { max: 40 });
      await expectVisibleFocus(submit);
      await page.keyboard.press("Enter");
      // Focus moves to the first field with a problem, which says so.
      const invalid = form.locator("[aria-invalid=true]").first();
      await expect(invalid).toBeFocused();
      await expectVisibleFocus(invalid);
      await expect(invalid).toHaveAccessibleDescription(/\S/);

      // Back to the first field of the form, then through every field to the button.
      const firstField = form.locator("input:not([type=hidden]), textarea").first();
      await tabTo(page, firstField, { back: true, max: 20 });
      await fillByKeyboard(page, submit);
      await page.keyboard.press("Enter");
      await expect(form.getByRole("status")).not.toBeEmpty();
      await expect(form.locator("[aria-invalid=true]")).toHaveCount(0);
    });
  }
});

test.describe("focus is never hidden under the sticky header", () => {
  for (const width of [390, 1280]) {
    test(`Shift+Tab up /about-us at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await start(page, "/about-us");
      // From the end of the page, walk focus backwards through the content.
      await page.getByRole("contentinfo").getByRole("link").last().focus();
      await page.keyboard.press("Shift");
      const header = page.getByRole("banner");
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Shift+Tab");
        const hidden = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const bar = document.querySelector("header");
          if (!el || !bar || bar.contains(el) || el === document.body) return null;
          const r = el.getBoundingClientRect();
          const h = bar.getBoundingClientRect();
          if (getComputedStyle(bar).position !== "fixed") return null;
          // Entirely behind the bar = obscured (WCAG 2.4.11).
          return r.bottom <= h.bottom + 1 && r.top >= h.top - 1 ? el.outerHTML.slice(0, 100) : null;
        });
        expect(hidden, "focused element entirely behind the sticky header").toBeNull();
      }
      await expect(header).toHaveAttribute("data-sticky", "true");
    });
  }
});
