import { expect, test } from "./fixtures";
import { notFoundPage, pages } from "../../app/content/pages";
import { pagePolicyOf } from "../../scripts/page-csp.mjs";

// Every route and the not-found page load under the real Content-Security-Policy (the page's own,
// in its <meta http-equiv>, and the header's; from npm start in the "desktop" project, from nginx in
// the "nginx" project) without a single violation, and without contacting any host but the site's
// own. The "cloudflare" project runs the last test here; cdn.cloudflare.spec.ts loads every route
// and a page of each kind.

type Violation = { directive: string; blocked: string; sample: string; source: string };
declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

const paths = [...pages.map((page) => page.path), "/this-page-does-not-exist"];
/**
 * Through nginx, a sample of the pages loads in the browser: security-headers.spec.ts checks
 * every route's policy from nginx against that page's own inline scripts.
 */
const NGINX_SAMPLE = new Set([
  "/",
  "/pricing",
  "/contact-us",
  "/single-blog",
  "/this-page-does-not-exist",
]);

test.describe("content security policy", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      });
    });
  });

  for (const path of paths) {
    test(`${path} loads without CSP violations or third-party requests`, async ({
      page,
      baseURL,
    }) => {
      test.skip(
        test.info().project.name === "nginx" && !NGINX_SAMPLE.has(path),
        "a sample through nginx",
      );
      test.skip(
        test.info().project.name === "cloudflare",
        "cdn.cloudflare.spec.ts loads every route (and a page of each kind) in one pass",
      );
      const origin = new URL(baseURL as string).origin;
      const foreign: string[] = [];
      const consoleProblems: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin)
          foreign.push(request.url());
      });
      page.on("console", (message) => {
        // Chromium reports CSP and Permissions-Policy problems on the console too (also those
        // the event cannot see, such as an unknown directive or feature name).
        if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
          consoleProblems.push(message.text());
        }
      });

      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(path.startsWith("/this-page") ? 404 : 200);
      // The page's own policy lists its scripts' hashes; the header keeps it out of frames.
      expect(pagePolicyOf((await response?.text()) ?? "")).toContain("script-src 'self' 'sha256-");
      expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      // Hydration ran: the inline bootstrap scripts were allowed.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              typeof (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
          ),
        )
        .toBe("object");

      // The heading survives hydration (routes.spec.ts checks it in the prerendered HTML).
      const heading = pages.find((p) => p.path === path)?.heading ?? notFoundPage.heading;
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page).toHaveTitle(/\S/);

      const violations = await page.evaluate(() => window.__cspViolations);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      expect(consoleProblems).toEqual([]);
      expect(foreign, "requests to other hosts on load").toEqual([]);
    });
  }

  test("an inline script without a listed hash is blocked (the policy is enforced)", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        injected: (window as { __injected?: boolean }).__injected ?? false,
        violations: window.__cspViolations,
      };
    });
    expect(ran.injected).toBe(false);
    expect(ran.violations.map((v) => v.directive)).toContain("script-src-elem");
  });
});
