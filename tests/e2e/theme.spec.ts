import { expect, test, type Page } from "./fixtures";
import { brand } from "../../app/brand";

/**
 * Dark mode and the brand: the system setting themes every page with and without
 * JavaScript; the theme control (a menu button in the header and in the phone drawer)
 * switches, remembers and survives navigation and reload; a stored choice is on screen at the
 * first paint, before any module runs; the brand's colours are what the tokens build on.
 * (axe in dark on every route: a11y.spec.ts.)
 */

/** Whether the element is what the page shows at its centre, on top of whatever it overlaps. */
function seenAtItsCentre(el: Element) {
  const r = el.getBoundingClientRect();
  return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
}

/** "#0B1020" → "rgb(11, 16, 32)", as getComputedStyle writes colours. */
function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
const DARK = rgb(brand.colors.page.dark);
const LIGHT = rgb(brand.colors.page.light);

const pageColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const textColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

test.describe("dark theme from the system setting", () => {
  test.use({ colorScheme: "dark" });

  test("renders dark with JavaScript, and form controls follow (color-scheme)", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.locator(".site-nav[data-js]")).toBeAttached();
    expect(await pageColour(page)).toBe(DARK);
    expect(await textColour(page)).toBe(rgb(brand.colors.ink.dark));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "light dark",
    );
    expect(await page.locator("html").getAttribute("data-theme")).toBeNull();
  });

  test("renders dark without JavaScript, through CSS alone", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/contact-us");
    expect(await pageColour(page)).toBe(DARK);
    // Without scripts no choice can be stored: the control is not shown.
    await expect(page.locator(".theme-control")).toBeHidden();
    await context.close();
  });
});

test.describe("theme control", () => {
  test("the header's menu button switches by keyboard; the choice survives navigation and reload", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await expect(page.locator(".site-nav[data-js]")).toBeAttached();
    expect(await pageColour(page)).toBe(LIGHT);

    const button = page.getByRole("button", { name: "Theme: System" });
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Theme" });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate(seenAtItsCentre), "the theme menu on top").toBe(true);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const items = menu.getByRole("menuitemradio");
    await expect(items).toHaveText(["System", "Light", "Dark"]);
    await expect(menu.getByRole("menuitemradio", { checked: true })).toHaveText("System");
    // The chosen one carries a mark (a second icon), not only another colour.
    await expect(menu.getByRole("menuitemradio", { checked: true }).locator("svg")).toHaveCount(2);
    // The two others: their own icon only.
    await expect(menu.getByRole("menuitemradio", { checked: false }).locator("svg")).toHaveCount(2);
    // Focus starts on the checked item; arrows move and wrap; Escape closes and returns focus.
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // Recoloured at once: no transition was started by the switch.
    expect(
      await page.evaluate(
        () => document.getAnimations().filter((a) => a instanceof CSSTransition).length,
      ),
    ).toBe(0);
    expect(await pageColour(page)).toBe(DARK);
    await expect(page.getByRole("button", { name: "Theme: Dark" })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // A client-side navigation, then a reload: still dark.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await pageColour(page)).toBe(DARK);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await pageColour(page)).toBe(DARK);
    await expect(page.getByRole("button", { name: "Theme: Dark" })).toBeVisible();

    // Back to System: the choice is forgotten and the system setting (light here) applies.
    await page.getByRole("button", { name: "Theme: Dark" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(await pageColour(page)).toBe(LIGHT);
  });

  test("the phone drawer has the same control; Light wins over a dark system setting", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: "dark",
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".site-nav[data-js]")).toBeAttached();
    expect(await pageColour(page)).toBe(DARK);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    // Shift+Tab from the close button reaches the control: the drawer's focus wrap includes it.
    await drawer.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(drawer.getByRole("button", { name: "Theme: System" })).toBeFocused();
    await page.keyboard.press("Enter");
    // The menu opens over the drawer's links, not under them.
    const menu = page.getByRole("menu", { name: "Theme" });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate(seenAtItsCentre), "the theme menu on top").toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await pageColour(page)).toBe(LIGHT);
    await expect(drawer, "choosing does not close the drawer").toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.reload();
    expect(await pageColour(page)).toBe(LIGHT);
    await context.close();
  });
});

test("a post's figure is drawn for the theme on screen, also against the system setting", async ({
  browser,
}) => {
  // The figures are SVG images with their own light and dark colours (scripts/draw-figures.mjs).
  const corner = async (page: Page) => {
    const figure = page.locator(".prose img").first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveJSProperty("complete", true);
    const png = await figure.screenshot();
    return page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = new OffscreenCanvas(img.width, img.height);
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(img, 0, 0);
      const [r, g, b] = ctx.getImageData(8, 8, 1, 1).data;
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    }, png.toString("base64"));
  };
  for (const [system, chosen, dark] of [
    ["light", undefined, false],
    ["dark", undefined, true],
    ["light", "dark", true],
    ["dark", "light", false],
  ] as const) {
    const context = await browser.newContext({ colorScheme: system });
    if (chosen) await context.addInitScript((t) => localStorage.setItem("theme", t), chosen);
    const page = await context.newPage();
    await page.goto("/single-blog");
    const luminance = await corner(page);
    expect(luminance, `system ${system}, chosen ${chosen ?? "none"}`)[
      dark ? "toBeLessThan" : "toBeGreaterThan"
    ](0.5);
    await context.close();
  }
});

test("a stored choice is on screen at the first paint, before any module runs (inline script, allowed by the CSP)", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/faq");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  // No JavaScript file may load: what shows is the prerendered page, the CSS and the inline script.
  await page.route("**/*.js", (route) => route.abort());
  await page.reload({ waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
  expect(await pageColour(page)).toBe(DARK);
  // The header's colours are dark from the start too: nothing waits for React.
  expect(await textColour(page)).toBe(rgb(brand.colors.ink.dark));
  expect(violations).toEqual([]);
  await context.close();
});

test("under reduced motion a switch of theme recolours the page at once, starting no transition", async ({
  browser,
}) => {
  // A visitor who asks for less motion gets no transitions at all, not very short ones: a
  // duration forced on every element (each has transition-property `all` by default) made every
  // changed colour on every element a transition of its own, hundreds per switch of theme.
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/home-2");
  await expect(page.locator(".site-nav[data-js]")).toBeAttached();
  await page.emulateMedia({ colorScheme: "dark" });
  const after = await page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    transitions: document.getAnimations().filter((a) => a instanceof CSSTransition).length,
  }));
  expect(after).toEqual({ page: DARK, transitions: 0 });
  await context.close();
});

test("the brand's colours are what the tokens build on", async ({ page }) => {
  await page.goto("/contact-us");
  const html = page.locator("html");
  await expect(html).toHaveAttribute(
    "style",
    new RegExp(`--brand-primary:\\s*${brand.colors.primary.light}`, "i"),
  );
  const button = page
    .locator("main a, main button")
    .filter({ hasText: /./ })
    .and(page.locator(".bg-primary"))
    .first();
  const eyebrow = page.locator("main .eyebrow").first();
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    rgb(brand.colors.primary.light),
  );
  // Another primary in app/brand.ts becomes another --brand-primary on <html>: every token follows.
  await html.evaluate((el) => el.style.setProperty("--brand-primary", "#d0312d"));
  // (toHaveCSS waits out the button's colour transition.)
  await expect(button).toHaveCSS("background-color", "rgb(208, 49, 45)");
  await expect(eyebrow).toHaveCSS("color", "rgb(208, 49, 45)");
});

test.describe("accordion", () => {
  /** Presses a closed question and lists the transitions its panel starts, in the same task. */
  const openSecond = async (page: Page) => {
    await page.goto("/faq");
    await expect(page.locator(".site-nav[data-js]")).toBeAttached();
    const trigger = page.locator("main [aria-controls][aria-expanded=false]").first();
    const panelId = await trigger.getAttribute("aria-controls");
    const transitions = await trigger.evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await Promise.resolve(); // after React's commit of the click, in the same task
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
      void getComputedStyle(panel).height;
      return panel
        .getAnimations()
        .map((a) => `${(a as CSSTransition).transitionProperty} ${a.effect?.getTiming().duration}`);
    });
    await expect(page.locator(`#${panelId}`)).toBeVisible();
    return transitions;
  };

  test("opens with the spec's 300 ms height transition", async ({ page }) => {
    expect(await openSecond(page)).toContain("height 300");
  });

  test("opens at once under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const transitions = await openSecond(await context.newPage());
    expect(transitions).toEqual([]);
    await context.close();
  });
});
