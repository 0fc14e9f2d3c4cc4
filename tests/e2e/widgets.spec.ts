import { expect, test, type Locator, type Page } from "./fixtures";
import { crmCountersSection, crmPricing } from "../../app/content/crm";
import { faqs } from "../../app/content/faq";
import { billingCopy } from "../../app/content/pricing";
import { moneySteps } from "../../app/content/features";
import { demoVideo } from "../../app/content/home";
import { saasCounters, saasPricing } from "../../app/content/saas";
import { hydrated } from "./a11y-helpers";

/**
 * The stateful widgets of the three home demos, in Chromium against the production build:
 * video popup, pricing switch, counters, accordion, testimonial slider, logo marquee, and the
 * hero / call-to-action forms.
 */

// Generous: the count-up alone takes 5 s, and CI machines can be slow.
test.describe.configure({ timeout: 90_000 });

/** Requests the page makes from now on (method + URL), ignoring data: and blob: URLs. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:") && !url.startsWith("blob:"))
      seen.push(`${request.method()} ${url}`);
  });
  return seen;
}

test.describe("video popup", () => {
  test.beforeEach(async ({ page }) => {
    // Never reach the real host from tests: answer the player frame locally.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
  });

  const open = async (page: Page) => {
    // A click before React hydrates the button does nothing (the page's scripts load after its first paint).
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Watch A Demo" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: demoVideo.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${demoVideo.id}?autoplay=1&rel=0`,
    );
    await expect(frame).toHaveAttribute("title", demoVideo.title);
    return { trigger, dialog };
  };

  const expectClosed = async (page: Page, trigger: Locator) => {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(trigger).toBeFocused();
  };

  test("loads nothing from the video host until play is pressed", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(requests.filter((r) => r.includes("youtube"))).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await open(page);
    await expect
      .poll(() => requests.filter((r) => r.includes("youtube-nocookie.com/embed/")).length)
      .toBe(1);
  });

  test("closes with the close button, removing the player and returning focus", async ({
    page,
  }) => {
    await page.goto("/");
    const { trigger, dialog } = await open(page);
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expectClosed(page, trigger);
  });

  test("closes with Escape", async ({ page }) => {
    await page.goto("/");
    const { trigger } = await open(page);
    await page.keyboard.press("Escape");
    await expectClosed(page, trigger);
  });

  test("closes on a backdrop click, not on a click inside", async ({ page }) => {
    await page.goto("/");
    const { trigger, dialog } = await open(page);
    await dialog.getByRole("heading", { name: demoVideo.title }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expectClosed(page, trigger);
  });

  test("keeps keyboard focus inside while open and reopens cleanly", async ({ page }) => {
    await page.goto("/");
    const { trigger, dialog } = await open(page);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate(
          (d) => d.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expectClosed(page, trigger);
    await open(page);
  });

  test("the round play button of the SaaS integrations video works the same way", async ({
    page,
  }) => {
    await page.goto("/home-3");
    const trigger = page.getByRole("button", { name: "Play the integrations video" });
    await trigger.click();
    await expect(page.getByRole("dialog", { name: demoVideo.title }).locator("iframe")).toHaveCount(
      1,
    );
    await page.keyboard.press("Escape");
    await expectClosed(page, trigger);
  });

  test("the round button's pulse runs only while it is on screen", async ({ page }) => {
    await page.goto("/home-3");
    await hydrated(page);
    const pulse = page
      .getByRole("button", { name: "Play the integrations video" })
      .locator("span[aria-hidden]")
      .first();
    await expect(pulse).not.toBeInViewport();
    const state = () => pulse.evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect.poll(state).toBe("paused");
    await pulse.scrollIntoViewIfNeeded();
    await expect.poll(state).toBe("running");
  });
});

test.describe("pricing switch", () => {
  const prices = (section: Locator) => section.locator("[data-price]").allTextContents();
  const labels = (section: Locator) => section.locator("[data-billing-label]").allTextContents();

  test("finance/CRM: monthly prices in the HTML, the switch flips every price and label", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/home-2")).text();
    for (const price of ["$39", "$69", "$99"]) expect(html).toContain(`>${price}<`);

    await page.goto("/home-2");
    const section = page.getByRole("region", { name: crmPricing.title });
    const toggle = section.getByRole("switch", { name: billingCopy.annually.caption, exact: true });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(await prices(section)).toEqual(["$39", "$69", "$99"]);
    expect(await labels(section)).toEqual(["Billed monthly", "Billed monthly", "Billed monthly"]);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(await prices(section)).toEqual(["$19", "$49", "$89"]);
    expect(await labels(section)).toEqual([
      "Billed annually",
      "Billed annually",
      "Billed annually",
    ]);

    // Keyboard: Space flips it back.
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(await prices(section)).toEqual(["$39", "$69", "$99"]);
  });

  test("finance/CRM plan lists carry the contact limits", async ({ page }) => {
    await page.goto("/home-2");
    const card = (name: string) => page.getByRole("article", { name });
    await expect(card("Basic")).toContainText("Up to 25,000 contacts");
    await expect(card("Standard")).toContainText("Up to 15,000 contacts");
    await expect(card("Enterprise")).toContainText("Up to 25,000 contacts");
  });

  test("SaaS: the two values per plan, with a dollar sign, flipped by Enter", async ({ page }) => {
    await page.goto("/home-3");
    const section = page.getByRole("region", { name: saasPricing.title });
    expect(await prices(section)).toEqual(["$19", "$39", "$59", "$99"]);
    const toggle = section.getByRole("switch");
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await prices(section)).toEqual(["$0", "$19", "$29", "$59"]);
    expect(await labels(section)).toEqual(Array(4).fill("Billed annually"));
  });
});

test.describe("counters", () => {
  test("the final values are in the HTML", async ({ request }) => {
    const crm = await (await request.get("/home-2")).text();
    expect(crm).toContain("99%");
    expect(crm).toContain("3.5x");
    const saas = await (await request.get("/home-3")).text();
    for (const value of ["99.5%", "2K", "100%", "55+"]) expect(saas).toContain(value);
  });

  test("count up from 0 when scrolled into view and end at 99% and 3.5x", async ({ page }) => {
    await page.goto("/home-2", { waitUntil: "networkidle" });
    const section = page.getByRole("region", { name: crmCountersSection.title });
    const numbers = section.locator("[data-counter-display]");
    await expect(numbers).toHaveText(["99%", "3.5x"]);

    await section.scrollIntoViewIfNeeded();
    // Mid-way the numbers are below their final values...
    const values = async () => (await numbers.allTextContents()).map((t) => Number.parseFloat(t));
    await expect.poll(async () => (await values())[0], { timeout: 4_000 }).toBeLessThan(99);
    expect((await values())[1]).toBeLessThan(3.5);
    // ...and after five seconds they rest exactly on them, 3.5 included (not 3).
    await expect(numbers).toHaveText(["99%", "3.5x"], { timeout: 8_000 });
    await page.waitForTimeout(500);
    await expect(numbers).toHaveText(["99%", "3.5x"]);
    // Screen readers get the final value only.
    await expect(section.getByText("3.5x", { exact: true }).last()).toHaveClass(/sr-only/);
  });

  test("stay still under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/home-3");
    const section = page.getByRole("region", { name: saasCounters.title });
    await section.scrollIntoViewIfNeeded();
    const numbers = section.locator("[data-counter-display]");
    for (let i = 0; i < 5; i++) {
      await expect(numbers).toHaveText(["99.5%", "2K", "100%", "55+"]);
      await page.waitForTimeout(150);
    }
    await context.close();
  });
});

test.describe("accordion", () => {
  test("first open, one at a time, closable, keyboard operable", async ({ page }) => {
    await page.goto("/");
    const [first, second, third] = [
      moneySteps[0].question,
      moneySteps[1].question,
      moneySteps[2].question,
    ];
    const trigger = (name: string) => page.getByRole("button", { name, exact: true });
    const panel = (name: string) => page.getByRole("region", { name, exact: true });
    const signUp = trigger(first);
    const plan = trigger(second);
    const stress = trigger(third);
    await expect(signUp).toHaveAttribute("aria-expanded", "true");
    await expect(panel(first)).toBeVisible();
    await expect(plan).toHaveAttribute("aria-expanded", "false");
    await expect(stress).toHaveAttribute("aria-expanded", "false");

    await plan.click();
    await expect(plan).toHaveAttribute("aria-expanded", "true");
    await expect(signUp).toHaveAttribute("aria-expanded", "false");
    await expect(panel(second)).toBeVisible();
    await expect(panel(first)).toHaveCount(0);

    await stress.focus();
    await page.keyboard.press("Enter");
    await expect(stress).toHaveAttribute("aria-expanded", "true");
    await expect(plan).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(stress).toHaveAttribute("aria-expanded", "false");
  });

  test("shows every answer without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/home-3");
    for (const { answer } of faqs) await expect(page.getByText(answer)).toBeVisible();
    await page.goto("/");
    for (const { answer } of moneySteps) await expect(page.getByText(answer)).toBeVisible();
    await context.close();
  });
});

test.describe("testimonial slider", () => {
  const current = (page: Page) =>
    page
      .getByRole("button", { name: /^Show testimonial \d of 4$/ })
      .and(page.locator("[aria-current=true]"));

  test("slides are labelled n of 4 and the carousel autoplays every 6 s until paused", async ({
    page,
  }) => {
    // Autoplay waits 6 s per quote: the page's clock is ours to move.
    await page.clock.install();
    await page.goto("/home-2");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(carousel.getByRole("group")).toHaveCount(4);
    for (let n = 1; n <= 4; n++)
      await expect(carousel.getByRole("group", { name: `${n} of 4` })).toHaveCount(1);
    await expect(carousel.getByRole("group", { name: "1 of 4" })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    for (const slide of await carousel.getByRole("group").all())
      await expect(slide.getByText("Rated 5 out of 5")).toHaveCount(1);

    // Playing: the current slide changes on its own.
    const pause = carousel.getByRole("button", { name: "Pause testimonials" });
    await expect(pause).toBeVisible();
    const first = await current(page).getAttribute("aria-label");
    await page.clock.runFor(6_500);
    await expect.poll(() => current(page).getAttribute("aria-label")).not.toBe(first);

    // Paused with the button (then focus and pointer leave): it stays put.
    await pause.click();
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.locator("body").click({ position: { x: 2, y: 2 } });
    await page.mouse.move(5, 5);
    const held = await current(page).getAttribute("aria-label");
    await page.clock.runFor(13_000);
    expect(await current(page).getAttribute("aria-label")).toBe(held);

    // Previous / next still move it, announced politely while paused.
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current(page)).not.toHaveAttribute("aria-label", held!);
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  test("pauses while hovered", async ({ page }) => {
    await page.clock.install();
    await page.goto("/home-2");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button", { name: "Pause testimonials" })).toBeVisible();
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    const held = await current(page).getAttribute("aria-label");
    await page.clock.runFor(13_000);
    expect(await current(page).getAttribute("aria-label")).toBe(held);
  });

  test("does not autoplay under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/home-2");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(current(page)).toHaveAttribute("aria-label", "Show testimonial 1 of 4");
    await carousel.getByRole("button", { name: "Show testimonial 3 of 4" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "Show testimonial 3 of 4");
    await context.close();
  });
});

test.describe("logo marquee", () => {
  test("moves, pauses on hover and off screen, hides its copy from assistive technology", async ({
    page,
  }) => {
    // Low enough that the marquee starts below the fold.
    await page.setViewportSize({ width: 1440, height: 400 });
    await page.goto("/");
    await hydrated(page);
    const marquee = page.getByRole("group", { name: "Customer companies" });
    await expect(marquee.getByRole("listitem")).toHaveCount(10);
    await expect(marquee.locator("ul").nth(1)).toHaveAttribute("aria-hidden", "true");
    const track = marquee.locator("> div");
    const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    // Off screen it draws no frames; on screen it moves.
    await expect(marquee).not.toBeInViewport();
    await expect.poll(state).toBe("paused");
    await marquee.scrollIntoViewIfNeeded();
    await expect.poll(state).toBe("running");
    const duration = await track.evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).animationDuration),
    );
    const distance = await track.evaluate((el) => el.scrollWidth / 2);
    // About 30 px per second.
    expect(distance / duration).toBeGreaterThan(27);
    expect(distance / duration).toBeLessThan(33);
    await marquee.hover();
    expect(await state()).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(state).toBe("running");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(state).toBe("paused");
  });

  test("stands still under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const track = page.getByRole("group", { name: "Customer companies" }).locator("> div");
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await context.close();
  });
});

test.describe("hero and call-to-action forms", () => {
  // No autoplay: a moving carousel lazily loads avatars, which would blur what submit sends.
  test.use({ reducedMotion: "reduce" });
  const cases = [
    { path: "/home-3", form: "Start your free trial", button: "Get started" },
    { path: "/home-2", form: "Get started with Finlo CRM", button: "Get started" },
  ];
  for (const { path, form: formName, button } of cases) {
    test(`${path}: "${formName}" sends nothing and stays on the page`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      const form = page.getByRole("form", { name: formName });
      const email = form.getByRole("textbox", { name: "Work email" });
      await expect(email).toHaveAttribute("placeholder", "Enter your e-mail address");
      await expect(email).toHaveAttribute("type", "email");
      await email.fill("ada@example.com");
      // Let lazy images near the form finish loading, so only the submit is measured.
      await page.waitForLoadState("networkidle");

      const requests = recordRequests(page);
      await form.getByRole("button", { name: button }).click();
      await expect(form.getByRole("status")).not.toBeEmpty();
      await page.waitForTimeout(500);
      // A lazily loaded widget may still fetch its own code or images (the carousel engine loads
      // as the form scrolls into view); those carry nothing of the form. Anything else fails.
      const staticFile = /^GET http:\/\/127\.0\.0\.1:\d+\/(assets|og)\/[\w./-]+$/;
      expect(requests.filter((r) => !staticFile.test(r))).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(email).toHaveValue("");
    });
  }
});
