import { expect, test, type Page } from "./fixtures";
import { forcedColourProblems, hydrated } from "./a11y-helpers";

/**
 * Forced colours (Windows' contrast themes): the widgets' states a visitor sets, in the
 * system's light and dark contrast themes. Every route's own first view is checked in the
 * accessibility sweep (a11y.spec.ts); here, what only a click or a key shows: the billing switch
 * on, another portfolio filter pressed, the theme menu open, and the search dialog with a filter
 * pressed and a result chosen with the arrow keys.
 */
test.use({ reducedMotion: "reduce", viewport: { width: 1440, height: 900 } });

async function expectReadable(page: Page, label: string, scope?: string) {
  expect(await forcedColourProblems(page, scope), label).toEqual([]);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`states in forced colours, the system's ${colorScheme} contrast theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });

    await page.goto("/pricing");
    await hydrated(page);
    const billing = page.getByRole("switch").first();
    await billing.click();
    await expect(billing).toHaveAttribute("aria-checked", "true");
    await expectReadable(page, "/pricing, annual billing on");
    // The switch keeps its size: the edge takes the place of a pixel of its padding.
    const box = await billing.boundingBox();
    await page.emulateMedia({ forcedColors: "active" });
    expect(await billing.boundingBox()).toEqual(box);
    await page.emulateMedia({ forcedColors: "none" });

    await page.getByRole("button", { name: /^Theme/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectReadable(page, "the theme menu open", "header");
    await page.keyboard.press("Escape");

    await page.goto("/portfolio-grid");
    await hydrated(page);
    const filters = page.getByRole("group").first().getByRole("button");
    await filters.last().click();
    await expect(filters.last()).toHaveAttribute("aria-pressed", "true");
    await expectReadable(page, "/portfolio-grid, the last filter pressed");

    // Search: a word every result list has (the site's name), one type, a result chosen.
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog");
    const searchBox = dialog.getByRole("combobox");
    await searchBox.fill("Finlo");
    const types = dialog.locator("button[aria-pressed]:not([disabled])");
    await expect(types.first()).toBeVisible();
    await types.first().click();
    await expect(types.first()).toHaveAttribute("aria-pressed", "true");
    // The list settles on the filter's results (which resets the choice), then a key chooses one.
    await expect(dialog.getByRole("status")).toHaveText(/\d/);
    await expect(async () => {
      await searchBox.press("ArrowDown");
      await expect(dialog.locator('[aria-selected="true"]')).toHaveCount(1, { timeout: 500 });
    }).toPass();
    await expectReadable(page, "search, a type pressed and a result chosen", "dialog[open]");
  });
}
