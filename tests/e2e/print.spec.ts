import { expect, test, type Page } from "./fixtures";
import { collections } from "../../app/content/collections/load.server";
import { axeViolations, hydrated } from "./a11y-helpers";

/**
 * A page on paper (public/print.css): the page's content in ink on white in either theme, without
 * the header's menus, the skip link, the drawer, the footer or forms. A post, an open role and a
 * spec page, as a visitor prints them (print media emulated; the theme by the system setting).
 */
const { posts, jobs } = collections();
const printed = [posts[0]?.href, jobs.find((job) => !job.closed)?.href, "/pricing"].filter(
  (href): href is string => Boolean(href),
);

async function expectPrintable(page: Page, path: string, { axe = true } = {}) {
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: /home$/ }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator("body > a[href='#main']")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  for (const form of await page.locator("main form").all()) await expect(form).toBeHidden();
  for (const onward of await page.locator("[data-print=skip]").all())
    await expect(onward).toBeHidden();
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
    `${path}: the light theme's colours`,
  ).toBe("light");
  // On paper the header is above the page's first band, not over it: the room that band leaves
  // for it on a screen would be a blank stretch at the top of the first sheet.
  const gap = await page.evaluate(() => {
    const headerBottom = document.querySelector("body > header")!.getBoundingClientRect().bottom;
    const words = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) return box.top - headerBottom;
    }
    return Infinity;
  });
  expect(gap, `${path}: from the header to the page's first words`).toBeLessThan(64);
  // Every word readable on white (axe measures against what is painted behind it: nothing of the
  // dark bands). Not without JavaScript, where axe's timers never run.
  if (axe) expect(await axeViolations(page, undefined, ["color-contrast"]), path).toEqual([]);
  // A link in the text carries its address onto paper.
  for (const link of await page.locator(".prose a[href^='http']:not(.prose-figure)").all()) {
    const href = (await link.getAttribute("href"))!;
    expect(
      await link.evaluate((a) => getComputedStyle(a, "::after").content),
      `${path}: ${href}`,
    ).toContain(href);
  }
  await page.emulateMedia({ media: "screen" });
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`printed, ${colorScheme} theme on screen`, () => {
    test.use({ colorScheme });
    for (const path of printed) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("link[rel=stylesheet][media=print]")).toHaveAttribute(
          "href",
          /^\/assets\/print-[\w-]+\.css$/,
        );
        // On a screen nothing of it applies.
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        await expectPrintable(page, path);
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      });
    }
  });
}

test("printed without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  const page = await context.newPage();
  try {
    const path = printed[0]!;
    await page.goto(path);
    await expectPrintable(page, path, { axe: false });
  } finally {
    await context.close();
  }
});

test("a counter is printed with its final value, even halfway through its count-up", async ({
  page,
}) => {
  await page.goto("/about-us");
  await hydrated(page);
  const moving = page.locator("[data-counter-display]").first();
  const final = page.locator("[data-counter-display] + .sr-only").first();
  const value = (await final.textContent())!;
  await moving.scrollIntoViewIfNeeded();
  // The count-up has started: the screen shows a number on its way.
  await expect(moving).not.toHaveText(value);
  await page.emulateMedia({ media: "print" });
  await expect(moving).toBeHidden();
  const box = (await final.boundingBox())!;
  expect(
    box.width,
    "the final value is laid out as text, not as a 1px screen-reader copy",
  ).toBeGreaterThan(8);
  await expect(final).toHaveText(value);
  await page.emulateMedia({ media: "screen" });
});
