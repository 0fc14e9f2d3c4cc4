import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { brand } from "../../app/brand";

/** Every prerendered route plus an unknown path (the 404 page). */
export const routes = [...pages.map((p) => p.path), "/no-such-page"];

/** The same routes in German (/de, /de/pricing, …, and the German 404 page). */
export const germanRoutes = routes.map((path) => (path === "/" ? "/de" : `/de${path}`));

/** The WCAG 2.2 AA rule set the site is held to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Lighthouse's accessibility category also scores a few axe rules tagged "best-practice";
 * asserting them here keeps its score at 100 between Lighthouse runs.
 */
const LIGHTHOUSE_RULES = new Set([
  "aria-allowed-role",
  "aria-dialog-name",
  "aria-text",
  "aria-treeitem-name",
  "empty-heading",
  "heading-order",
  "identical-links-same-purpose",
  "image-redundant-alt",
  "landmark-one-main",
  "label-content-name-mismatch",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "accesskeys",
]);

/**
 * The rules whose result depends on colours. The dark theme changes colours only (the same DOM,
 * other custom-property values), so a page that passes every rule in light is checked in dark
 * with these.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Runs axe (every rule, or `rules`) and keeps what WCAG 2.2 AA or Lighthouse counts. */
export async function axeViolations(page: Page, include?: string, rules?: string[]) {
  // axe.run() in the page itself ("legacy mode"): the default runs axe in every frame, then
  // opens a blank page to merge the results, which cost about a second per run here, more than
  // the rules themselves (docs/performance.md, "Test suite time"). What it leaves out is the
  // inside of cross-origin frames: the only one is the video host's player, not ours to audit
  // (its frame element, with its title, is checked). Only violations are read, so axe skips
  // collecting the passing and inapplicable nodes.
  // AxeBuilder evaluates axe-core's source (650 KB) in every frame twice per analyze(), about
  // 150 ms here; a route is audited four times on one document. Once every frame has axe, the
  // builder is given an empty source (its `axeSource` option) and runs the axe already there.
  const loaded = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => "axe" in window).catch(() => false)),
  );
  let builder = new AxeBuilder({ page, ...(loaded.every(Boolean) ? { axeSource: ";" } : {}) })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.tags.some((t) => WCAG_TAGS.includes(t)) || LIGHTHOUSE_RULES.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 6)
          .map(
            (n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join("")}`,
          )
          .join("\n    ")}`,
    );
}

/** React has hydrated: the header's menu or a form has been taken over by scripts. */
export async function hydrated(page: Page) {
  await expect(page.locator(".site-nav[data-js], form[novalidate]").first()).toBeAttached({
    timeout: 20_000,
  });
}

/** The player frame, answered locally so tests never reach the video host. */
export async function stubVideoHost(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Video player</title><main><p>player</p></main></html>',
    }),
  );
}

/**
 * Moves the keyboard's starting point to the closest element with an id around or before
 * `target` (its form or section), as following an in-page link or a skip link does, so the next Tab starts there
 * instead of at the top of a long page.
 */
export async function skipTo(target: Locator) {
  await target.evaluate((el) => {
    // Its form or section, else the last element with an id before it (a heading, a landmark).
    const anchor =
      el.parentElement?.closest<HTMLElement>("[id]") ??
      Array.from(document.querySelectorAll<HTMLElement>("[id]"))
        .filter((c) => c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
        .at(-1);
    if (!anchor) throw new Error("no element with an id before the target");
    const link = document.createElement("a");
    link.href = `#${anchor.id}`;
    link.click();
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard-only way to reach it. */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  // The target is found once and asked after each press (finding it by role again at every press
  // cost more than the press itself); found again only when the page has replaced it.
  let handle = await target.elementHandle({ timeout: 1_000 }).catch(() => null);
  for (let i = 0; i < max; i++) {
    const state = handle
      ? await handle
          .evaluate((el) =>
            !el.isConnected ? "gone" : el === document.activeElement ? "yes" : "no",
          )
          .catch(() => "gone")
      : "gone";
    if (state === "yes") return;
    if (state === "gone") {
      handle = await target.elementHandle({ timeout: 1_000 }).catch(() => null);
      if (handle && (await handle.evaluate((el) => el === document.activeElement))) return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(
    target,
    `reachable with ${back ? "Shift+Tab" : "Tab"} within ${max} presses`,
  ).toBeFocused({
    timeout: 1,
  });
}

/**
 * The focused element shows a focus indicator: it matches :focus-visible and draws an outline
 * of at least 2px in a non-transparent colour, or a ring (box-shadow).
 */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const [problem] = await target.evaluate(focusAudit);
  expect(problem ?? "ok", "visible focus indicator").toBe("ok");
}

/**
 * Runs in the page (no outside references). Given an element, checks the focused one; given
 * null, focuses every visible focusable element in turn (after a real key press, so Chromium's
 * focus-visible heuristics treat programmatic focus as keyboard focus) and lists those without
 * a visible indicator. Returns [] when all is well.
 */
export function focusAudit(only: Element | null): string[] {
  const ring = (el: HTMLElement): string => {
    if (document.activeElement !== el) return "not focused";
    if (!el.matches(":focus-visible")) return "not :focus-visible";
    const cs = getComputedStyle(el);
    const clear = (c: string) => c === "transparent" || /rgba\([^)]*,\s*0\)$/.test(c);
    if (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 2 && !clear(cs.outlineColor))
      return "ok";
    if (cs.boxShadow && cs.boxShadow !== "none") return "ok";
    return `no indicator (outline ${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor})`;
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  if (only) {
    const result = ring(only as HTMLElement);
    return result === "ok" ? [] : [`${name(only)}: ${result}`];
  }
  const focusable = Array.from(
    document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])',
    ),
  ).filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest("[inert]"));
  const problems: string[] = [];
  for (const el of focusable) {
    el.focus({ preventScroll: true });
    const result = ring(el);
    if (result !== "ok") problems.push(`${name(el)}: ${result}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return problems;
}

/** The dark theme's page colour (app/brand.ts), as getComputedStyle writes it. */
const DARK_PAGE = (() => {
  const n = Number.parseInt(brand.colors.page.dark.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
})();

/** Runs `check` with the system setting switched to dark (no reload), then back to light. */
export async function inDark(page: Page, check: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: "dark" });
  try {
    // Checked at every frame (an expect() retries after 100 ms, then 250, 500: a tenth of a
    // second per switch, eight switches per route).
    await page.waitForFunction(
      (dark) => getComputedStyle(document.body).backgroundColor === dark,
      DARK_PAGE,
      { polling: "raf", timeout: 7_000 },
    );
    // Under reduced motion (the audits' setting) no transition runs; elsewhere read the colours
    // once every one has ended. A transition replaced by another one (hover, focus) is cancelled
    // and its promise rejects; that one has ended too.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await check();
  } finally {
    await page.emulateMedia({ colorScheme: "light" });
  }
}

/**
 * axe over `scope` with every rule in light, then with the colour rules in dark: the dark
 * theme changes colours only (the same DOM, other custom-property values).
 */
export async function auditBothThemes(page: Page, scope: string | undefined, label: string) {
  expect(await axeViolations(page, scope), label).toEqual([]);
  await inDark(page, async () => {
    expect(await axeViolations(page, scope, COLOUR_RULES), `${label}, dark`).toEqual([]);
  });
}
