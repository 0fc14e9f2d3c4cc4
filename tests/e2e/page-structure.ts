import { expect, test } from "./fixtures";

/**
 * Structure checks every content page must pass: one h1, every section named, every image
 * sized, nothing requested from another host, and no sideways scroll on a 390px phone.
 */
export function describePageStructure(label: string, paths: readonly string[]) {
  test.describe(`${label}, structure`, () => {
    for (const path of paths) {
      test(`${path}: labelled sections, sized images, no request to another host`, async ({
        page,
        baseURL,
      }) => {
        const foreign: string[] = [];
        page.on("request", (r) => {
          if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:")) foreign.push(r.url());
        });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("h1")).toHaveCount(1);
        for (const section of await page.locator("main section").all()) {
          await expect(section).toHaveAccessibleName(/\S/);
        }
        for (const img of await page.locator("main img").all()) {
          await expect(img).toHaveAttribute("width", /^\d+$/);
          await expect(img).toHaveAttribute("height", /^\d+$/);
        }
        expect(foreign).toEqual([]);
      });
    }
  });

  test.describe(`${label} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const path of paths) {
      test(`${path} never scrolls sideways at 390px`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      });
    }
  });
}
