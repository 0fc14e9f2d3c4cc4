import { expect, test, type Page } from "./fixtures";
import { pages } from "../../app/content/pages";

/**
 * Byte budgets (issue: performance). What a first visit really downloads, measured in Chromium
 * from the production server (brotli-compressed bodies), until the network is idle — so lazily
 * imported widgets that load on their own count too. Deterministic, so it runs in `npm test`.
 * Bodies only: the local server speaks HTTP/1.1, where every response repeats the security
 * headers; production hosts speak HTTP/2 or 3, whose header compression makes repeats nearly free.
 */
const KiB = 1024;

async function firstLoad(page: Page, path: string) {
  const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize })),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const all = await Promise.all(sizes);
  const of = (type: string) => all.filter((s) => s.type === type).reduce((t, s) => t + s.bytes, 0);
  return { js: of("script"), css: of("stylesheet"), total: all.reduce((t, s) => t + s.bytes, 0) };
}

const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;

test.describe("byte budgets", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the home page stays within 20 KiB CSS and 250 KiB in total", async ({ page }) => {
    const home = await firstLoad(page, "/");
    console.log(`home: JS ${kib(home.js)}, CSS ${kib(home.css)}, total ${kib(home.total)}`);
    expect(home.css).toBeLessThanOrEqual(20 * KiB);
    expect(home.total).toBeLessThanOrEqual(250 * KiB);
  });

  test("scripts are fetched only once the first contentful paint is on screen, then hydrate", async ({
    page,
  }) => {
    for (const path of ["/", "/sign-in", "/pricing"]) {
      await page.goto(path);
      // Hydrated: the header's menu (or a form) has been taken over by React.
      await expect(page.locator(".site-nav[data-js], form[novalidate]").first()).toBeAttached();
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((r) => (r as PerformanceResourceTiming).initiatorType !== "css" && /\.js$/.test(r.name))
          .map((r) => r.startTime),
      }));
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.fcp);
    }
  });

  test("no route loads more than 130 KiB of JS", async ({ browser }) => {
    test.setTimeout(120_000);
    const over: string[] = [];
    const report: string[] = [];
    for (const path of [...pages.map((p) => p.path), "/no-such-page"]) {
      // A fresh context per route: nothing cached from the previous page.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const load = await firstLoad(await context.newPage(), path);
      await context.close();
      report.push(`${path} ${kib(load.js)}`);
      if (load.js > 130 * KiB) over.push(`${path}: ${kib(load.js)}`);
    }
    console.log(report.join("\n"));
    expect(over).toEqual([]);
  });
});
