import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { hydrated, routes } from "./a11y-helpers";

/**
 * Under prefers-reduced-motion: reduce (issue 6): no animation keeps running, nothing scrolls
 * smoothly, counters show their final values and carousels stay where they are. Every route,
 * one shared page. (widgets.spec.ts covers the carousel's autoplay and the marquee in detail.)
 */

test.describe("reduced motion", () => {
  test.describe.configure({ mode: "default" });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const path of routes) {
    test(`${path} stands still`, async () => {
      await page.goto(path);
      await hydrated(page);
      // Scroll everything into view once, so observers (counters, lazy widgets) fire.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      const before = await snapshot(page);
      await page.waitForTimeout(1_200);
      const after = await snapshot(page);

      expect(before.scrollBehaviours, "smooth scrolling").toEqual([]);
      expect(after.running, "animations still running").toEqual([]);
      expect(after.counters, "counters at their final values").toEqual(after.finals);
      expect(after.carousels, "carousels where they were").toEqual(before.carousels);
      expect(after.counters, "counters not moving").toEqual(before.counters);
    });
  }
});

/** What moves: running animations, scroll-behavior, counter texts and carousel positions. */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === "running")
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name = a instanceof CSSAnimation ? a.animationName : a.constructor.name;
        return `${name} on ${target?.tagName.toLowerCase()}.${(target?.getAttribute("class") ?? "").slice(0, 60)}`;
      });
    const scrollBehaviours = Array.from(document.querySelectorAll<HTMLElement>("html, body, main *"))
      .filter((el) => getComputedStyle(el).scrollBehavior === "smooth")
      .map((el) => el.tagName.toLowerCase());
    const counters = Array.from(document.querySelectorAll("[data-counter-display]")).map((el) => el.textContent);
    const finals = Array.from(document.querySelectorAll("[data-counter-display]")).map(
      (el) => el.nextElementSibling?.textContent ?? null,
    );
    const carousels = Array.from(document.querySelectorAll('[aria-roledescription="carousel"]')).map((c) => {
      const track = c.querySelector('[aria-roledescription="slide"]')?.parentElement;
      // The carousel engine loads lazily and sets an identity transform: that is not movement.
      const raw = track ? getComputedStyle(track).transform : "none";
      const transform = raw === "matrix(1, 0, 0, 1, 0, 0)" ? "none" : raw;
      return `${transform} ${c.querySelector("[aria-current=true]")?.getAttribute("aria-label") ?? ""}`;
    });
    return { running, scrollBehaviours, counters, finals, carousels };
  });
}
