import AxeBuilder from "@axe-core/playwright";
import { routes } from "./a11y-helpers";
import { expect, test } from "./fixtures";

// Chrome sometimes lays out a page before its stylesheet has arrived: a forced layout (from the
// browser itself; no script of ours asks for one) while the parser waits on the render-blocking
// sheet. Everything it touches is styled with the browser's defaults first. When the sheet lands,
// elements with a `transition` start one from those defaults (links from #0000ee), and inside
// boxes that content-visibility then skips, that transition never runs and the stale unstyled
// geometry stays. axe, in Lighthouse's runs and ours, then reads blue links over the wrong
// background. So <body> carries `content-visibility: auto` in its style attribute, which the
// stylesheet turns off: before the sheet, nothing in the body is styled or laid out
// (docs/decisions/0018). These tests make that early layout happen on purpose, on every batch
// the parser adds, and check what it left behind.

test.use({ viewport: { width: 412, height: 823 } });

for (const route of routes) {
  test(`${route}: a layout before the stylesheet arrives lays out nothing and leaves nothing behind`, async ({
    page,
  }) => {
    // The stylesheet comes late, so the parser gets well into the page before it lands.
    await page.route(/\.css$/, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await r.continue();
    });
    await page.addInitScript(() => {
      const early: number[] = [];
      Object.assign(window, { __early: early });
      new MutationObserver((_, observer) => {
        const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet;
        if (sheet) return observer.disconnect();
        if (document.body) early.push(document.body.offsetHeight + document.body.scrollHeight);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);

    const early = await page.evaluate(() => (window as unknown as { __early: number[] }).__early);
    expect(early.length, "layouts forced before the stylesheet").toBeGreaterThan(0);
    expect
      .soft(
        early.filter((height) => height > 0),
        "body heights in those layouts",
      )
      .toEqual([]);

    const blue = await page.evaluate(() =>
      [...document.querySelectorAll("a")]
        .filter((a) => getComputedStyle(a).color === "rgb(0, 0, 238)")
        .map((a) => a.outerHTML.slice(0, 120)),
    );
    expect.soft(blue, "links still in the browser's default colour").toEqual([]);

    const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
    expect(
      violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`)),
    ).toEqual([]);
  });
}
