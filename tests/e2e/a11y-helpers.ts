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

/** What the forced-colours checks read: controls, cards, and the parts of a switch. */
const SHAPES =
  'a[href], button, summary, input, select, textarea, article, [role="switch"], [role="switch"] *, [role="option"], [role="menuitemradio"]';

/**
 * The page in forced colours (Windows' contrast themes), where the system paints every text,
 * border and background in its own few colours and drops shadows. What a fill drew must still
 * show: every control and card whose shape was a fill has an edge there (or a fill of the
 * system's that differs from what is behind it), and every pressed, selected, checked or current
 * element looks different from its neighbours in the other state. Reads `scope` (or the page) as
 * it is, reads it again with forced colours on, and switches them off again. Returns the problems.
 */
export async function forcedColourProblems(page: Page, scope?: string): Promise<string[]> {
  // Stylesheets for other media arrive after the first view: wait until every one has loaded.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet !== null,
    ),
  );
  const { filled } = await page.evaluate(inPage, { scope, shapes: SHAPES, mode: "fills" });
  await page.emulateMedia({ forcedColors: "active" });
  try {
    return (await page.evaluate(inPage, { scope, shapes: SHAPES, mode: "check", filled })).problems;
  } finally {
    await page.emulateMedia({ forcedColors: "none" });
  }

  // Runs in the page: with mode "fills", the indexes (among `shapes` in scope) of the visible
  // elements a fill draws; with mode "check", the problems in forced colours.
  function inPage(args: { scope?: string; shapes: string; mode: string; filled?: number[] }): {
    filled: number[];
    problems: string[];
  } {
    const root = args.scope ? document.querySelector(args.scope) : document.body;
    const all = root ? Array.from(root.querySelectorAll<HTMLElement>(args.shapes)) : [];
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = css.match(/[\d.]+/g)?.map(Number) ?? [];
      return { r, g, b, a };
    };
    // The colour painted behind an element: its nearest ancestor's opaque background.
    const behind = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const c = rgba(getComputedStyle(up).backgroundColor);
        if (c.a >= 0.9) return c;
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor);
    };
    // An element's own fill as painted over what is behind it.
    const painted = (el: Element, css: string) => {
      const f = rgba(css);
      const b = behind(el);
      const mix = (x: number, y: number) => Math.round(x * f.a + y * (1 - f.a));
      return { r: mix(f.r, b.r), g: mix(f.g, b.g), b: mix(f.b, b.b) };
    };
    const stands = (el: Element, css: string) => {
      const p = painted(el, css);
      const b = behind(el);
      return Math.abs(p.r - b.r) + Math.abs(p.g - b.g) + Math.abs(p.b - b.b) >= 24;
    };
    const sides = ["Top", "Right", "Bottom", "Left"] as const;
    const edged = (s: CSSStyleDeclaration) =>
      sides.every(
        (side) =>
          Number.parseFloat(s[`border${side}Width`]) > 0 &&
          !["none", "hidden"].includes(s[`border${side}Style`]),
      );
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.hasAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;

    if (args.mode === "fills") {
      const indexes: number[] = [];
      all.forEach((el, i) => {
        if (!shown(el) || (el.closest('[aria-hidden="true"]') && !el.closest('[role="switch"]')))
          return;
        const s = getComputedStyle(el);
        if (s.display === "inline" || rgba(s.backgroundColor).a < 0.5) return;
        if (stands(el, s.backgroundColor)) indexes.push(i);
      });
      return { filled: indexes, problems: [] };
    }

    const problems: string[] = [];
    for (const i of args.filled ?? []) {
      const el = all[i]!;
      const s = getComputedStyle(el);
      if (!edged(s) && !stands(el, s.backgroundColor))
        problems.push(`${name(el)}: a shape drawn by its fill, with no edge in forced colours`);
    }
    // A state and its opposite: aria-pressed, aria-selected and aria-checked are true or false;
    // aria-current is there or not.
    const STATES = ["aria-pressed", "aria-selected", "aria-checked"];
    const isOn = (el: Element) =>
      STATES.some((a) => el.getAttribute(a) === "true") ||
      (el.hasAttribute("aria-current") && el.getAttribute("aria-current") !== "false");
    // Elements of one kind: the same tag and role, with the same state attributes.
    const kind = (el: Element) =>
      [el.tagName, el.getAttribute("role"), ...STATES.filter((a) => el.hasAttribute(a))].join();
    const look = (el: Element) =>
      JSON.stringify(
        [
          getComputedStyle(el),
          getComputedStyle(el, "::before"),
          getComputedStyle(el, "::after"),
        ].map((s) => [
          s.content,
          painted(el, s.backgroundColor),
          s.color,
          sides.map((side) =>
            ["none", "hidden"].includes(s[`border${side}Style`])
              ? 0
              : [s[`border${side}Width`], s[`border${side}Color`]],
          ),
          s.textDecorationLine,
          s.height,
        ]),
      );
    const stated = root
      ? root.querySelectorAll(
          '[aria-pressed="true"], [aria-selected="true"], [aria-checked="true"]:not([role="switch"]), [aria-current]:not([aria-current="false"])',
        )
      : [];
    for (const el of stated) {
      if (!shown(el)) continue;
      const group = el.closest(
        '[role="group"], [role="menu"], [role="listbox"], [role="radiogroup"], [role="tablist"], nav, ul, ol',
      );
      if (!group) continue;
      for (const peer of group.querySelectorAll(el.tagName)) {
        if (peer === el || isOn(peer) || !shown(peer)) continue;
        if (kind(peer) !== kind(el)) continue;
        if (look(peer) === look(el))
          problems.push(`${name(el)} looks like ${name(peer)} in forced colours`);
      }
    }
    return { filled: [], problems };
  }
}
