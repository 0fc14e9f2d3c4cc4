import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every spec's `page`, with one difference: `page.goto` also waits until React has hydrated the
 * page (the root layout sets `data-hydrated` on <html>). Scripts are fetched after the first paint
 * (docs/decisions/0009-paint-before-scripts.md), so a test that clicked a widget straight after
 * the load event could beat them, as a visitor on a slow phone could; the tests are about what
 * the widgets do, so they wait. Contexts with JavaScript off are left alone, and specs about the
 * page before hydration use `request` or their own context.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.waitForFunction(
          () => document.documentElement.hasAttribute("data-hydrated"),
          undefined,
          {
            timeout: 20_000,
          },
        );
      }
      return response;
    };
    await provide(page);
  },
});
