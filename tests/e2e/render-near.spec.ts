import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { chromium } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";

// Items of long lists (blog posts, jobs, projects, sidebar panels, an article's later parts) carry
// `render-near` (app.css): content-visibility: auto, so only those near the viewport are laid out
// in the first frame. Until an item is rendered, its estimated height (--cv-h, per breakpoint)
// stands in for it. These tests keep the estimates honest as content changes, and check that the
// items a visitor sees are there at once while the others wait.

const client = join(resolve(process.env.BUILD_DIR || "build"), "client");

/** Every prerendered route whose HTML uses `render-near`, read from the build. */
function routesUsingIt(dir = client): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routesUsingIt(path);
    if (name !== "index.html" || !readFileSync(path, "utf8").includes("render-near")) return [];
    return ["/" + relative(client, dir)];
  });
}

const routes = routesUsingIt().sort();

/** The widths at both edges of every breakpoint band, and some phones between. */
const widths = [
  320, 360, 390, 412, 480, 639, 640, 700, 767, 768, 900, 1023, 1024, 1150, 1279, 1280, 1440, 1920,
];

test("the long lists of the blog, career and portfolio pages use it", () => {
  expect(routes).toEqual(
    expect.arrayContaining([
      "/blog",
      "/blog-column-one",
      "/single-blog",
      "/career",
      "/portfolio-grid",
      "/portfolio-classic",
    ]),
  );
});

for (const route of routes) {
  test(`${route}: each estimate covers its item at every width, and is at most about double`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    // Render every item, then measure it against its estimate at each width.
    await page.$$eval(".render-near", (els) =>
      els.forEach((el) =>
        (el as HTMLElement).style.setProperty("content-visibility", "visible", "important"),
      ),
    );
    const wrong: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const items = await page.$$eval(".render-near", (els) =>
        els.map((el) => ({
          name: (el.querySelector("h2, h3")?.textContent ?? el.tagName).trim().slice(0, 40),
          real: el.getBoundingClientRect().height,
          estimate: getComputedStyle(el).containIntrinsicHeight,
        })),
      );
      expect(items.length).toBeGreaterThan(0);
      for (const { name, real, estimate } of items) {
        const px = /^auto (\d+(?:\.\d+)?)px$/.exec(estimate);
        if (!px) throw new Error(`${name}: unexpected contain-intrinsic-height ${estimate}`);
        const guess = Number(px[1]);
        if (guess < real || guess > 2 * real + 100)
          wrong.push(
            `"${name}" at ${width}px is ${Math.ceil(real)}px tall, its --cv-h is ${guess}px`,
          );
      }
    }
    expect(wrong, "set each --cv-h to at least the tallest height in its breakpoint band").toEqual(
      [],
    );
  });
}

/** Whether an element's content is rendered (false while content-visibility: auto skips it). */
const rendered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the first job is rendered at once, the last waits until it nears the view", async ({
    page,
  }) => {
    await page.goto("/career");
    const jobs = 'section[aria-labelledby="open-positions"] li > article';
    expect(await rendered(page, `${jobs} >> nth=0`)).toBe(true);
    expect(await rendered(page, `${jobs} >> nth=-1`)).toBe(false);
    await page.locator(`${jobs} >> nth=-1`).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, `${jobs} >> nth=-1`)).toBe(true);
  });

  test("skipped items stay in the accessibility tree, and the keyboard reaches them", async ({
    playwright,
    baseURL,
  }) => {
    // A running screen reader turns on Chromium's full accessibility mode, which exposes skipped
    // content; without it, Chromium builds its tree lazily and leaves that content out.
    const browser = await playwright.chromium.launch({
      ...chromium,
      args: [...chromium.args, "--force-renderer-accessibility"],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 800 } });
      await page.goto("/portfolio-grid");
      // Playwright's role queries count skipped content as hidden, so these find it with CSS.
      const last = page.locator("main ul > li > article").last();
      const title = (await last.locator("h3").textContent())!.trim();
      expect(
        await last.evaluate((el) =>
          el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ).toBe(false);
      const cdp = await page.context().newCDPSession(page);
      const { result } = await cdp.send("Runtime.evaluate", { expression: "document" });
      const { nodes } = await cdp.send("Accessibility.queryAXTree", {
        objectId: result.objectId,
        accessibleName: title,
        role: "link",
      });
      expect(nodes.filter((node) => !node.ignored)).toHaveLength(1);
      // Focus renders it and scrolls it into view.
      const link = last.locator("a");
      await link.focus();
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
      expect(
        await last.evaluate((el) =>
          el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test("the article's table of contents jumps to a skipped section", async ({ page }) => {
    await page.goto("/single-blog");
    const contents = page.getByRole("navigation", { name: "In this article" }).getByRole("link");
    const lastLink = contents.last();
    const name = (await lastLink.textContent())!.trim();
    await lastLink.click();
    const heading = page.getByRole("heading", { level: 2, name });
    await expect(heading).toBeInViewport();
    // Sections above it render as they near the view; the heading stays where the jump put it.
    const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const first = await top();
    await page.waitForTimeout(300);
    expect(Math.abs((await top()) - first)).toBeLessThanOrEqual(1);
  });
});
