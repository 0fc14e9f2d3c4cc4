import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import {
  axeViolations,
  COLOUR_RULES,
  focusAudit,
  hydrated,
  routes,
  stubVideoHost,
} from "./a11y-helpers";
import { brand } from "../../app/brand";

/**
 * WCAG 2.2 AA on every route (issue 6): axe with the wcag2a/2aa/21a/21aa/22aa rules, plus the
 * best-practice rules Lighthouse scores, at 390px and 1280px, in the states a visitor can put a
 * page in: as loaded, with the mobile drawer (or a desktop submenu) open, with the video popup
 * open and with every form's errors showing. The same pass checks that every focusable element
 * draws a focus indicator and that buttons and form controls are at least 24×24px.
 * Then the same page in the dark theme (issue 22): the system setting switched to dark recolours
 * it without a reload, and axe's colour rules and the focus audit run again, with the forms'
 * errors showing (the theme changes colours only, so the other rules' results cannot change).
 *
 * One page per width, reused across routes (each width's routes run in order in one worker;
 * the two widths run in parallel), so the whole file stays fast.
 */

const VIDEO_ROUTES = new Set(["/", "/home-3", "/single-service"]);

/**
 * Controls must be 24×24px (WCAG 2.5.8), or so spaced that a 24px circle on each undersized one
 * touches no other target. Inline links in text are exempt, as are checkboxes whose label row
 * (clickable too) is 24px tall.
 */
function smallTargets(): string[] {
  const problems: string[] = [];
  const all = Array.from(
    document.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, summary, [role="switch"], a[href]',
    ),
  ).filter(
    (el) =>
      el.checkVisibility({ visibilityProperty: true }) &&
      !el.closest("[inert], .sr-only") &&
      !(el.tagName === "A" && getComputedStyle(el).display === "inline"),
  );
  const rects = all.map((el) => el.getBoundingClientRect());
  all.forEach((el, i) => {
    const box = rects[i]!;
    let { width, height } = box;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      for (const label of el.labels ?? []) {
        const l = label.getBoundingClientRect();
        width = Math.max(box.right, l.right) - Math.min(box.left, l.left);
        height = Math.max(box.bottom, l.bottom) - Math.min(box.top, l.top);
      }
    }
    if (width >= 24 && height >= 24) return;
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const crowded = rects.some((r, j) => {
      if (j === i || all[j]!.contains(el) || el.contains(all[j]!)) return false;
      const small = r.width < 24 || r.height < 24;
      if (small) return Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy) < 24;
      const dx = Math.max(r.left - cx, 0, cx - r.right);
      const dy = Math.max(r.top - cy, 0, cy - r.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    if (crowded) {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      problems.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(width)}×${Math.round(height)}px and crowded`);
    }
  });
  return problems;
}

async function openPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    // Still frames: no transition caught half-way skews a contrast reading.
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await stubVideoHost(page);
  return { context, page };
}

async function load(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  // A carousel's engine loads as it nears the screen; audit the page once it runs.
  const carousels = page.locator('[aria-roledescription="carousel"]');
  if (await carousels.count()) {
    await carousels.first().scrollIntoViewIfNeeded();
    await expect(carousels.first().getByRole("button", { name: /^Next/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }
}

/** The dark theme's page colour (app/brand.ts), as getComputedStyle writes it. */
const DARK_PAGE = (() => {
  const n = Number.parseInt(brand.colors.page.dark.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
})();

/** The drawer (phones) or the desktop menus and the theme menu, open in the dark theme. */
async function darkOverlays(page: Page, width: number) {
  if (width < 992) {
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page, "dialog[open]", COLOUR_RULES), "drawer open, dark").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    return;
  }
  for (const name of ["Demo", "Pages"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name }).click();
    await expect(page.locator(".nav-panel[data-open]")).toBeVisible();
    expect(await axeViolations(page, "header", COLOUR_RULES), `${name} menu open, dark`).toEqual([]);
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: /^Theme/ }).click();
  await expect(page.getByRole("menu", { name: "Theme" })).toBeVisible();
  expect(await axeViolations(page, "header", COLOUR_RULES), "theme menu open, dark").toEqual([]);
  await page.keyboard.press("Escape");
}

for (const width of [390, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    // In order, in one worker, sharing one page; a failure does not skip the other routes.
    test.describe.configure({ mode: "default" });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await openPage(browser, width));
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const path of routes) {
      test(`${path}`, async () => {
        test.setTimeout(120_000);
        await load(page, path);
        expect(await axeViolations(page), "as loaded").toEqual([]);

        // Focus is visible on everything focusable (after a real key press).
        await page.keyboard.press("Shift");
        expect(await page.evaluate(focusAudit, null), "focus indicators").toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));

        expect(await page.evaluate(smallTargets), "targets of at least 24×24px").toEqual([]);

        if (width < 992 && (await page.getByRole("button", { name: "Open menu" }).count())) {
          await page.getByRole("button", { name: "Open menu" }).click();
          const drawer = page.getByRole("dialog");
          await expect(drawer).toHaveAccessibleName("Menu");
          expect(await axeViolations(page, "dialog[open]"), "drawer open").toEqual([]);
          // One level down, the Back button and a group's links.
          await drawer.getByRole("button", { name: "Pages" }).click();
          await expect(drawer).toHaveAccessibleName("Pages");
          expect(await axeViolations(page, "dialog[open]"), "drawer drilled down").toEqual([]);
          await page.keyboard.press("Escape");
          await expect(drawer).toBeHidden();
        }
        if (width >= 992 && (path === "/" || path === "/about-us")) {
          for (const name of ["Demo", "Pages"]) {
            await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name }).click();
            await expect(page.locator(".nav-panel[data-open]")).toBeVisible();
            expect(await axeViolations(page, "header"), `${name} menu open`).toEqual([]);
            await page.keyboard.press("Escape");
          }
          await page.getByRole("button", { name: /^Theme/ }).click();
          await expect(page.getByRole("menu", { name: "Theme" })).toBeVisible();
          expect(await axeViolations(page, "header"), "theme menu open").toEqual([]);
          await page.keyboard.press("Escape");
        }

        if (VIDEO_ROUTES.has(path)) {
          const play = page.locator("main button[aria-haspopup=dialog]").first();
          await play.scrollIntoViewIfNeeded();
          await play.click();
          await expect(page.locator("dialog[open] iframe")).toHaveCount(1);
          expect(await axeViolations(page, "dialog[open]"), "video popup open").toEqual([]);
          await page.keyboard.press("Escape");
          await expect(page.locator("dialog[open]")).toHaveCount(0);
        }

        // Every form's errors showing: press each submit with the fields empty.
        const submits = page.locator("form button[type=submit]");
        const count = await submits.count();
        if (count > 0) {
          for (let i = 0; i < count; i++) {
            await submits.nth(i).scrollIntoViewIfNeeded();
            await submits.nth(i).click();
          }
          await expect(page.locator("form [aria-invalid=true]")).not.toHaveCount(0);
          expect(await axeViolations(page, "form"), "form errors showing").toEqual([]);
        }

        // Dark theme: the whole page (form errors still showing), focus rings, and on the home
        // page the drawer, the desktop menus and the theme menu, all without a reload.
        await page.emulateMedia({ colorScheme: "dark" });
        try {
          await expect(page.locator("body")).toHaveCSS("background-color", DARK_PAGE);
          // Colour transitions are near-instant under reduced motion, but each still ends on a
          // frame of its own: read the colours once every one has.
          await page.evaluate(() =>
            Promise.all(
              document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished),
            ),
          );
          expect(await axeViolations(page, undefined, COLOUR_RULES), "dark theme").toEqual([]);
          // The focus ring is one rule in app.css whatever the page: audited in dark on the home
          // page, with the overlays.
          if (path === "/") {
            await page.keyboard.press("Shift");
            expect(await page.evaluate(focusAudit, null), "focus indicators, dark").toEqual([]);
            await page.evaluate(() => window.scrollTo(0, 0));
            await darkOverlays(page, width);
          }
        } finally {
          await page.emulateMedia({ colorScheme: "light" });
        }
      });
    }
  });
}

/**
 * Text at 200% (WCAG 1.4.4): the browser's default font size doubled (what Chrome's "font
 * size" setting does, so rem sizes and rem media queries follow), at 1280px. Nothing may
 * scroll sideways and no heading may be cut off by a box that clips it.
 */
test.describe("text at 200%", () => {
  test.describe.configure({ mode: "default" });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await openPage(browser, 1280));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const path of routes) {
    test(`${path}`, async () => {
      await load(page, path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      const report = await page.evaluate(() => {
        const doc = document.documentElement;
        const overflow = doc.scrollWidth - doc.clientWidth;
        const clipped: string[] = [];
        for (const h of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4")) {
          if (!h.checkVisibility() || h.closest(".sr-only, [aria-hidden=true], dialog")) continue;
          const r = h.getBoundingClientRect();
          if (r.width <= 1) continue;
          if (h.scrollWidth > h.clientWidth + 1) clipped.push(`${h.textContent?.trim()} overflows its box`);
          for (let a = h.parentElement; a; a = a.parentElement) {
            const cs = getComputedStyle(a);
            if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
            if (a === document.body || a === doc) break;
            const b = a.getBoundingClientRect();
            const outside = r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom;
            // Wholly outside = scrolled away on purpose (a carousel's other slides).
            const partly = r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1;
            if (!outside && partly && cs.overflowX !== "auto" && cs.overflowY !== "auto")
              clipped.push(`${h.textContent?.trim()} is clipped by ${a.tagName.toLowerCase()}.${a.className.toString().slice(0, 50)}`);
          }
        }
        return { overflow, clipped };
      });
      expect(report.overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
      expect(report.clipped).toEqual([]);
    });
  }
});
