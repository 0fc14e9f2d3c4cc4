import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import { collections } from "../../app/content/collections/load.server";
import {
  auditBothThemes,
  focusAudit,
  forcedColourProblems,
  germanRoutes,
  hydrated,
  inDark,
  routes,
  stubVideoHost,
} from "./a11y-helpers";

/**
 * Every route in a browser, in the states a visitor can put it in. The page never scrolls
 * sideways on a phone or at the narrowest desktop widths (992 and 1024px), and no box cuts words
 * off, at any of those widths, with text at 200% or with a reader's text spacing; at desktop
 * width, under reduced motion, nothing moves once it has been scrolled through; one h1, every
 * section named, every image sized, no two words run together.
 * WCAG 2.2 AA in both themes: axe with the
 * wcag2a/2aa/21a/21aa/22aa rules, plus the best-practice rules Lighthouse scores, at 390px and
 * 1440px. Each route is audited once with every form's errors showing (that state adds to the
 * page as loaded and hides nothing of it), then with the system setting switched to dark and
 * axe's colour rules (the theme changes colours only). The same pass checks that every
 * focusable element draws a focus indicator and that controls are at least 24×24px, and, in
 * forced colours (Windows' contrast themes), that every shape a fill drew and every state a fill
 * showed still shows (`forcedColourProblems`).
 * The overlays (drawer, desktop menus, theme menu, video popup) are the same components on
 * every page: they are audited open, in both themes, once per width.
 *
 * Every route in English and in German. One page per lane, reused across routes, and one load
 * per route for both widths (resized from 390px to 1440px, both themes by the colour-scheme
 * setting, without reloading); a German page skips the focus-ring check, which does not depend
 * on the words (docs/performance.md, "The accessibility suite").
 */

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
      problems.push(
        `${el.tagName.toLowerCase()} "${name}" is ${Math.round(width)}×${Math.round(height)}px and crowded`,
      );
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

/**
 * Presses every form's submit with its fields empty, so each form shows its errors. Not a search
 * form's (the not-found screen's): it has no errors to show, and its submit leaves the page.
 */
async function showFormErrors(page: Page) {
  const submits = page.locator("form:not([role=search]) button[type=submit]");
  const count = await submits.count();
  for (let i = 0; i < count; i++) {
    await submits.nth(i).scrollIntoViewIfNeeded();
    await submits.nth(i).click();
  }
  if (count > 0) await expect(page.locator("form [aria-invalid=true]")).not.toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** Every page: one h1, every section of main named, every image in main sized. */
function structure(): string[] {
  const problems: string[] = [];
  const h1s = document.querySelectorAll("h1").length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  for (const section of document.querySelectorAll("main section")) {
    const named =
      section.getAttribute("aria-label")?.trim() ||
      section
        .getAttribute("aria-labelledby")
        ?.split(/\s+/)
        .some((id) => document.getElementById(id)?.textContent?.trim());
    if (!named) problems.push(`unnamed section: ${section.outerHTML.slice(0, 80)}`);
  }
  for (const img of document.querySelectorAll("main img")) {
    if (
      !/^\d+$/.test(img.getAttribute("width") ?? "") ||
      !/^\d+$/.test(img.getAttribute("height") ?? "")
    )
      problems.push(`unsized image: ${img.getAttribute("src")}`);
  }
  return problems;
}

/**
 * Words the page lays out apart are apart in its text: an inline element (a span, a strong …)
 * that the layout makes a box of its own (a block, a flex item) has a space between it and the
 * text beside it. Without one, "Over 50,000 users" over "manage your money" is
 * "usersmanage" to everything that reads the text rather than the layout: search's index and
 * excerpts, feed and reader views, a copy and paste.
 */
function joinedWords(): string[] {
  const inline =
    /^(A|ABBR|B|BDI|CITE|CODE|DATA|DFN|EM|I|KBD|LABEL|MARK|Q|S|SAMP|SMALL|SPAN|STRONG|SUB|SUP|TIME|U|VAR)$/;
  const isInline = (node: Node | null) =>
    !node ||
    node.nodeType === Node.TEXT_NODE ||
    (node instanceof Element &&
      inline.test(node.tagName) &&
      getComputedStyle(node).display.startsWith("inline"));
  const word = /[\p{L}\p{N}]/u;
  const problems: string[] = [];
  for (const el of document.querySelectorAll("main *")) {
    if (!inline.test(el.tagName) || el.closest("[role=img], .sr-only")) continue;
    const display = getComputedStyle(el).display;
    if (display.startsWith("inline") || display === "contents" || display === "none") continue;
    const text = el.textContent ?? "";
    const before = el.previousSibling?.textContent ?? "";
    const after = el.nextSibling?.textContent ?? "";
    if (isInline(el.previousSibling) && word.test(before.slice(-1)) && word.test(text.charAt(0)))
      problems.push(
        `"${before.slice(-20)}" runs into ${el.tagName.toLowerCase()} "${text.slice(0, 20)}"`,
      );
    if (isInline(el.nextSibling) && word.test(text.slice(-1)) && word.test(after.charAt(0)))
      problems.push(
        `${el.tagName.toLowerCase()} "${text.slice(-20)}" runs into "${after.slice(0, 20)}"`,
      );
  }
  return problems;
}

/**
 * Under prefers-reduced-motion: reduce (the audit's context): once the page has been scrolled
 * through (so observers, counters and lazy widgets fire), no animation keeps running, nothing
 * scrolls smoothly, counters show their final values and carousels stay where they are.
 */
async function expectStandingStill(page: Page, meanwhile: () => Promise<void>) {
  await page.evaluate(async () => {
    // A step of at least 100px: a window that reads 0px tall mid-resize cannot stall the walk.
    const step = () => Math.max(window.innerHeight / 2, 100);
    for (let y = 0; y < document.body.scrollHeight; y += step()) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const before = await page.evaluate(motionSnapshot);
  // At least 1.2 s between the two readings; the checks that move nothing (axe) run meanwhile.
  const start = Date.now();
  await meanwhile();
  await page.waitForTimeout(Math.max(0, 1_200 - (Date.now() - start)));
  const after = await page.evaluate(motionSnapshot);
  expect(before.scrollBehaviours, "smooth scrolling").toEqual([]);
  expect(after.running, "animations still running").toEqual([]);
  expect(after.counters, "counters at their final values").toEqual(after.finals);
  expect(after.carousels, "carousels where they were").toEqual(before.carousels);
  expect(after.counters, "counters not moving").toEqual(before.counters);
}

/** What moves: running animations, scroll-behavior, counter texts and carousel positions. */
function motionSnapshot() {
  // What reduced motion leaves of a CSS animation lasts 0.01 ms, and of a transition nothing
  // (app.css): a state change in one frame, not motion. On a busy machine a late one can still be
  // in flight.
  const running = document
    .getAnimations()
    .filter((a) => a.playState === "running")
    .filter((a) => Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
    .map((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      const name = a instanceof CSSAnimation ? a.animationName : a.constructor.name;
      return `${name} on ${target?.tagName.toLowerCase()}.${(target?.getAttribute("class") ?? "").slice(0, 60)}`;
    });
  const scrollBehaviours = Array.from(document.querySelectorAll<HTMLElement>("html, body, main *"))
    .filter((el) => getComputedStyle(el).scrollBehavior === "smooth")
    .map((el) => el.tagName.toLowerCase());
  const counters = Array.from(document.querySelectorAll("[data-counter-display]")).map(
    (el) => el.textContent,
  );
  const finals = Array.from(document.querySelectorAll("[data-counter-display]")).map(
    (el) => el.nextElementSibling?.textContent ?? null,
  );
  const carousels = Array.from(document.querySelectorAll('[aria-roledescription="carousel"]')).map(
    (c) => {
      const track = c.querySelector('[aria-roledescription="slide"]')?.parentElement;
      // The carousel engine loads lazily and sets an identity transform: that is not movement.
      const raw = track ? getComputedStyle(track).transform : "none";
      const transform = raw === "matrix(1, 0, 0, 1, 0, 0)" ? "none" : raw;
      return `${transform} ${c.querySelector("[aria-current=true]")?.getAttribute("aria-label") ?? ""}`;
    },
  );
  return { running, scrollBehaviours, counters, finals, carousels };
}

/**
 * Words cut off (WCAG 1.4.4, 1.4.10, 1.4.12). The page may not scroll sideways, so a box that
 * clips (a section with `overflow-x: clip`, a card with `overflow: hidden`, the window itself)
 * hides whatever sticks out of it, and the sideways-scroll check sees nothing. Two faults looked
 * like that: a product mock-up stretched the one-column grid of its section past the screen, so
 * a German heading and its paragraph ran off the right edge at 390px; and the sign-in page's side
 * panel, as high as the window, cut its testimonial off on a laptop's short window. Lists every
 * text that a clipping box, or the window's edges, cut. Text beside its box is scrolled away on
 * purpose (a carousel's other slides); text in a scroller can be scrolled to; an ellipsis or a
 * line clamp cuts on purpose; a product mock-up (`role="img"`, described by its label) may crop
 * its sample data. Runs in the page.
 */
function cutOffText(): string[] {
  const problems: string[] = [];
  const doc = document.documentElement;
  const screen = { left: 0, right: doc.clientWidth, top: -Infinity, bottom: Infinity };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim()) continue;
    if (el.closest('.sr-only, [aria-hidden="true"], [role="img"], dialog, [inert], noscript'))
      continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const boxes: [Element, Pick<DOMRect, "left" | "right" | "top" | "bottom">, boolean, boolean][] =
      [];
    let onPurpose = false;
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (
        cs.textOverflow === "ellipsis" ||
        cs.webkitLineClamp !== "none" ||
        /^(auto|scroll)$/.test(cs.overflowX) ||
        /^(auto|scroll)$/.test(cs.overflowY)
      ) {
        onPurpose = true;
        break;
      }
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      boxes.push([
        a,
        a.getBoundingClientRect(),
        cs.overflowX !== "visible",
        cs.overflowY !== "visible",
      ]);
    }
    if (onPurpose) continue;
    boxes.push([doc, screen, true, false]);
    for (const [box, b, clipsX, clipsY] of boxes) {
      if (r.right <= b.left || r.left >= b.right) break;
      const cut =
        (clipsX && (r.left < b.left - 1 || r.right > b.right + 1)) ||
        (clipsY && (r.top < b.top - 1 || r.bottom > b.bottom + 1));
      if (!cut) continue;
      const name =
        box === doc
          ? "the window"
          : `${box.tagName.toLowerCase()}.${box.className.toString().slice(0, 50)}`;
      problems.push(`"${node.textContent.trim().slice(0, 40)}" is cut off by ${name}`);
      break;
    }
  }
  return problems;
}

/** A reader's text spacing (WCAG 1.4.12): the least the criterion asks a page to take. */
const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }" +
  " p { margin-bottom: 2em !important }";

/**
 * The words cut off with a reader's text spacing on, then off again. A constructed stylesheet,
 * as a reader's extension adds one: the page's CSP governs `<style>` elements, not these.
 */
async function cutOffWithTextSpacing(page: Page): Promise<string[]> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
  try {
    return await page.evaluate(cutOffText);
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

// Every route in both languages, in four lanes (every fourth route), so two workers share the work
// evenly to the end. Each route is loaded once, at 390px: checked there, then the same page is resized to
// 1440px and checked again (the layout follows the viewport; nothing is reloaded), then checked
// with text at 200% (reloaded only where a carousel has to measure itself again).
// And a closed role's page, a state of its own (its notice) that no route of the spec shows.
const closedRole = collections().jobs.find((job) => job.closed)?.href;
const audited = [...routes, ...germanRoutes, ...(closedRole ? [closedRole] : [])];
const LANES = 4;
for (let lane = 0; lane < LANES; lane++) {
  test.describe(`axe at 390px and 1440px, lane ${lane + 1}`, () => {
    // In order, in one worker, sharing one page; a failure does not skip the other routes.
    test.describe.configure({ mode: "default" });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await openPage(browser, 390));
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const path of audited.filter((_, i) => i % LANES === lane)) {
      test(`${path}`, async () => {
        test.setTimeout(120_000);
        // The German twin of a route is the same components with other words: what words can
        // change (overflow, names, contrast of longer text, targets) is checked again; the focus
        // rings, which come from the same CSS, are checked on the English route only.
        const twin = germanRoutes.includes(path);
        await page.setViewportSize({ width: 390, height: 900 });
        await load(page, path);

        // 390px.
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(sideways, "the page never scrolls sideways on a phone").toBeLessThanOrEqual(0);
        expect(await page.evaluate(cutOffText), "words cut off, 390px").toEqual([]);
        expect(await cutOffWithTextSpacing(page), "words cut off, text spacing, 390px").toEqual([]);
        expect(await page.evaluate(structure), "one h1, named sections, sized images").toEqual([]);
        expect(await page.evaluate(joinedWords), "words laid out apart, 390px").toEqual([]);
        // Focus is visible on everything focusable (after a real key press).
        if (!twin) {
          await page.keyboard.press("Shift");
          expect(await page.evaluate(focusAudit, null), "focus indicators, 390px").toEqual([]);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        expect(await page.evaluate(smallTargets), "targets of 24×24px, 390px").toEqual([]);
        // In forced colours (Windows' contrast themes), which come from CSS whatever the words.
        if (!twin) expect(await forcedColourProblems(page), "forced colours, 390px").toEqual([]);
        // The page with every form's errors showing (it adds to the page as loaded, and
        // removes nothing from it), in both themes.
        await showFormErrors(page);
        await auditBothThemes(page, undefined, "390px, form errors showing");

        // The smallest phones in use, 320px wide: nothing sideways either (a German compound
        // in a narrow column wraps; a one-column grid takes the width it is given).
        await page.setViewportSize({ width: 320, height: 900 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.clientWidth))
          .toBe(320);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          "the page never scrolls sideways at 320px",
        ).toBeLessThanOrEqual(0);
        expect(await page.evaluate(cutOffText), "words cut off, 320px").toEqual([]);

        // The narrowest desktop widths: the desktop menu starts at 992px (the spec's breakpoint),
        // and the header's full language list at 1024px. The header's links, search, languages,
        // theme, login and call to action fit beside the menu, in either language. In a short
        // window, as on a laptop of 1366×768 (650px inside the browser): what is as high as the
        // window (the sign-in page's side panel) still shows everything.
        for (const width of [992, 1024]) {
          await page.setViewportSize({ width, height: 650 });
          await expect
            .poll(() => page.evaluate(() => document.documentElement.clientWidth))
            .toBe(width);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            `the page never scrolls sideways at ${width}px`,
          ).toBeLessThanOrEqual(0);
          expect(await page.evaluate(cutOffText), `words cut off, ${width}×650px`).toEqual([]);
        }

        // The same page at 1440px.
        await page.setViewportSize({ width: 1440, height: 900 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.clientWidth))
          .toBe(1440);
        // Scrolled through first, so lazy widgets and observers have run before the audit;
        // axe (which moves nothing) runs between the two readings of what moves.
        await expectStandingStill(page, () =>
          auditBothThemes(page, undefined, "1440px, form errors showing"),
        );
        if (!twin) {
          await page.keyboard.press("Shift");
          expect(await page.evaluate(focusAudit, null), "focus indicators, 1440px").toEqual([]);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        expect(await page.evaluate(smallTargets), "targets of 24×24px, 1440px").toEqual([]);
        if (!twin) expect(await forcedColourProblems(page), "forced colours, 1440px").toEqual([]);
        expect(await page.evaluate(joinedWords), "words laid out apart, 1440px").toEqual([]);
        expect(await page.evaluate(cutOffText), "words cut off, 1440px").toEqual([]);
        expect(await cutOffWithTextSpacing(page), "words cut off, text spacing, 1440px").toEqual(
          [],
        );

        // Text at 200%, then back to 100%.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Page.enable");
        try {
          await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
          await expect
            .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
            .toBe("32px");
          // CSS follows the new size at once (rem sizes and rem media queries). A carousel
          // measures itself as it starts: a page with one is reloaded, as a visitor with that
          // setting opens it.
          if (await page.locator('[aria-roledescription="carousel"]').count())
            await load(page, path);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            "text at 200%: the page never scrolls sideways",
          ).toBeLessThanOrEqual(0);
          expect(await page.evaluate(cutOffText), "text at 200%: words cut off").toEqual([]);
        } finally {
          await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16, fixed: 13 } });
          await cdp.detach();
        }
      });
    }

    // The overlays are the same components on every page: audited once per width, on the home
    // page, in both themes, with the focus rings in dark; the drawer in German too (its
    // words are longer).
    for (const [width, home] of ([[[390, "/"]], [[1440, "/"]], [[390, "/de"]], []] as const)[lane]!)
      test(`the menus, the theme menu and the video popup at ${width}px (${home}), open, in both themes`, async () => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        await load(page, home);
        const german = home === "/de";
        if (width < 992) {
          await page.getByRole("button", { name: german ? "Menü öffnen" : "Open menu" }).click();
          const drawer = page.getByRole("dialog");
          await expect(drawer).toHaveAccessibleName(german ? "Menü" : "Menu");
          await auditBothThemes(page, "dialog[open]", "drawer open");
          expect(
            await forcedColourProblems(page, "dialog[open]"),
            "drawer, forced colours",
          ).toEqual([]);
          // One level down, the Back button and a group's links.
          const pages = german ? "Seiten" : "Pages";
          await drawer.getByRole("button", { name: pages }).click();
          await expect(drawer).toHaveAccessibleName(pages);
          await auditBothThemes(page, "dialog[open]", "drawer drilled down");
          await page.keyboard.press("Escape");
          await expect(drawer).toBeHidden();
          if (german) return;
        } else {
          for (const name of ["Demo", "Pages"]) {
            await page
              .getByRole("navigation", { name: "Main" })
              .getByRole("button", { name })
              .click();
            await expect(page.locator(".nav-panel[data-open]")).toBeVisible();
            await auditBothThemes(page, "header", `${name} menu open`);
            expect(
              await forcedColourProblems(page, "header"),
              `${name} menu, forced colours`,
            ).toEqual([]);
            await page.keyboard.press("Escape");
          }
          await page.getByRole("button", { name: /^Theme/ }).click();
          await expect(page.getByRole("menu", { name: "Theme" })).toBeVisible();
          await auditBothThemes(page, "header", "theme menu open");
          await page.keyboard.press("Escape");
        }

        const play = page.locator("main button[aria-haspopup=dialog]").first();
        await play.scrollIntoViewIfNeeded();
        await play.click();
        await expect(page.locator("dialog[open] iframe")).toHaveCount(1);
        await auditBothThemes(page, "dialog[open]", "video popup open");
        expect(
          await forcedColourProblems(page, "dialog[open]"),
          "video popup, forced colours",
        ).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(page.locator("dialog[open]")).toHaveCount(0);

        // The focus ring is one rule in app.css whatever the page or theme.
        await inDark(page, async () => {
          await page.keyboard.press("Shift");
          expect(await page.evaluate(focusAudit, null), "focus indicators, dark").toEqual([]);
        });
      });
  });
}
