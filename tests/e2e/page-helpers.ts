import { expect, type Page, type Request } from "./fixtures";

/** The breadcrumb trail leads home and names the current page. */
export async function expectBreadcrumb(page: Page, current: string) {
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.locator("[aria-current=page]")).toHaveText(current);
}

/** Page errors and console errors (a CSP violation, a failed hydration) while a test runs. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

export const describeRequest = (r: Request) => `${r.method()} ${r.resourceType()} ${r.url()}`;

/**
 * A page may keep loading its own pictures meanwhile (a testimonial slider's next avatar): a
 * same-origin GET for an image, font, style or script with no query string cannot carry what
 * was typed. Anything else — any other method, any fetch, beacon or document, any other host,
 * any query — counts as sending.
 */
export function isPageAsset(r: Request, pageUrl: string): boolean {
  const url = new URL(r.url());
  return (
    r.method() === "GET" &&
    url.origin === new URL(pageUrl).origin &&
    url.search === "" &&
    ["image", "font", "stylesheet", "script"].includes(r.resourceType())
  );
}

/** Watches everything a submit could cause: requests of any kind, navigations, reloads. */
export function watchSends(page: Page) {
  const requests: Request[] = [];
  let navigations = 0;
  const onRequest = (r: Request) => requests.push(r);
  const onNavigate = (frame: { parentFrame(): unknown }) => {
    if (!frame.parentFrame()) navigations++;
  };
  page.on("request", onRequest);
  page.on("framenavigated", onNavigate);
  const url = page.url();
  return {
    async expectNothingHappened() {
      await page.waitForTimeout(600);
      page.off("request", onRequest);
      page.off("framenavigated", onNavigate);
      expect(requests.filter((r) => !isPageAsset(r, url)).map(describeRequest)).toEqual([]);
      expect(navigations).toBe(0);
      expect(page.url()).toBe(url);
    },
  };
}
