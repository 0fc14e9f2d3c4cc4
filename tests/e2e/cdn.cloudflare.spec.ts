import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "./fixtures";
import { notFoundPage, pages } from "../../app/content/pages";
import {
  expectBaseHeaders,
  expectNoScript,
  expectPagePolicy,
  expectSecurityHeaders,
  mediaSamples,
  spriteAddress,
} from "./header-checks";

// The default build served by Cloudflare's own runtime, `wrangler pages dev build/client` (project
// "cloudflare", scripts/start-wrangler.mjs): what Cloudflare Pages makes of our `_headers` and of
// the pages' addresses. The checks by request make one pass over every page the site has (its
// routes and every address in the sitemap); the browser opens one page of each kind, so the
// project stays quick as the site grows.

// window.__cspViolations is declared in csp.spec.ts.

/** Every page: the routes and each address the sitemap lists (posts, roles, members, …). */
async function everyPage(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.length).toBeGreaterThan(pages.length / 2);
  return [...new Set([...pages.map((page) => page.path), ...listed])].sort();
}

const media = mediaSamples();

/** HTML revalidates on every visit: Cloudflare's default for a file without a rule. */
const revalidates = (cacheControl = "") =>
  cacheControl === "no-cache" || /max-age=0\b.*must-revalidate/.test(cacheControl);

test.describe("Cloudflare Pages (wrangler pages dev)", () => {
  test("every page answers 200 at its own address, without a redirect, with the headers and its own policy", async ({
    request,
  }) => {
    const paths = await everyPage(request);
    // One pass over every page: the time grows with the content (about 0.1 s a page here, a
    // few times that on a busy machine).
    test.setTimeout(30_000 + paths.length * 500);
    const linked = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(revalidates(response.headers()["cache-control"]), path).toBe(true);
      expectSecurityHeaders(response);
      const html = await response.text();
      expectPagePolicy(html, path);
      // The addresses the page points at: its canonical URL and every internal link.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${path}: canonical link`).toBeTruthy();
      linked.add(new URL(canonical!).pathname);
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)[^"]*"/g))
        if (!href!.startsWith("//")) linked.add(href!);
    }
    // None of them costs a redirect: canonical URLs, sitemap entries and links are what Pages
    // answers with a 200.
    const redirected: string[] = [];
    for (const path of linked) {
      if (paths.includes(path)) continue;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) redirected.push(`${path}: ${response.status()}`);
    }
    expect(redirected).toEqual([]);
    expect(linked.size).toBeGreaterThan(paths.length / 2);
  });

  test("old addresses (a trailing slash, the file name) lead to the page in one permanent redirect", async ({
    request,
  }) => {
    const paths = await everyPage(request);
    const item = paths.find((path) => path.split("/").length > 2)!;
    for (const path of ["/pricing", item]) {
      for (const old of [`${path}/`, `${path}.html`]) {
        const response = await request.get(old, { maxRedirects: 0 });
        expect(response.status(), old).toBe(308);
        expect(new URL(response.headers()["location"]!, "http://x").pathname, old).toBe(path);
        expectSecurityHeaders(response);
        expect((await request.get(old)).status(), `${old}, followed`).toBe(200);
      }
    }
  });

  test("an address listed in content/redirects.yaml leads to its page in one permanent redirect", async ({
    request,
  }) => {
    const redirects: { from: string; to: string }[] = JSON.parse(
      readFileSync(join(process.env.BUILD_DIR || "build", "redirects.json"), "utf8"),
    );
    test.skip(redirects.length === 0, "content/redirects.yaml lists no old address");
    for (const { from, to } of redirects)
      for (const old of [from, `${from}/`]) {
        const response = await request.get(old, { maxRedirects: 0 });
        expect(response.status(), old).toBe(301);
        expect(new URL(response.headers()["location"]!, "http://x").pathname, old).toBe(to);
        expect((await request.get(old)).status(), `${old}, followed`).toBe(200);
      }
  });

  test("unknown paths answer 404 with the not-found page, its headers and its policy", async ({
    request,
  }) => {
    // (Cloudflare answers /404 itself with the not-found page and a 200: 404.html is a file it
    // serves at that address. Nothing links there.)
    for (const path of [
      "/nope",
      "/blog/2024/some-post",
      "/%E2%9C%93-check",
      "/pricing-old?plan=basic",
      "/about-us/team/extra",
      "/assets/missing-123.js",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response);
      const html = await response.text();
      expect(html, path).toContain(notFoundPage.heading);
      expectPagePolicy(html, path);
    }
  });

  test("hashed assets are cached for a year; files that open as documents allow no inline script", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const sprite = spriteAddress();
    expect([script, css].every(Boolean)).toBe(true);
    for (const path of [script!, css!]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
      expectBaseHeaders(response);
    }
    const figure = /src="(\/images\/[^"]+\.svg)"/.exec(
      await (
        await request.get((await everyPage(request)).find((p) => p.startsWith("/blog/"))!)
      ).text(),
    )?.[1];
    for (const path of [
      sprite,
      "/favicon.svg",
      "/rss.xml",
      "/sitemap.xml",
      "/og/home.png",
      ...(figure ? [figure] : []),
      ...(media.svg ? [media.svg] : []),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectNoScript(response);
    }
    // An owner's photo: a hashed asset, cached for a year.
    if (media.photo) {
      const response = await request.get(media.photo);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/avif");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("the host's own files are never served", async ({ request }) => {
    for (const path of ["/_headers", "/_redirects", "/_worker.js"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(200);
      expect(await response.text(), path).not.toContain("Content-Security-Policy:");
      expect(await response.text(), path).not.toContain(" 301");
    }
  });

  test("the editor at /admin gets its own policy in place of the pages' one, and nothing else changes", async ({
    request,
    browser,
  }) => {
    const response = await request.get("/admin", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expectBaseHeaders(response);
    // One policy, the editor's (Decap injects its styles): not joined to the pages' header policy.
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp.match(/style-src /g)).toHaveLength(1);
    // A page keeps the pages' header policy.
    const page = await request.get("/pricing");
    expect(page.headers()["content-security-policy"]).toMatch(/^style-src 'self';/);

    // In the browser the editor starts (its login screen, styled) with nothing refused.
    const context = await browser.newContext();
    const editor = await context.newPage();
    const refused: string[] = [];
    editor.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await editor.goto("/admin");
    const login = editor.getByRole("button", { name: "Login" });
    await expect(login).toBeVisible({ timeout: 20_000 });
    // Decap's own styles (emotion, injected at run time) are applied: the button is not a bare one.
    expect(await login.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
    expect(refused).toEqual([]);
    await context.close();
  });

  // In the browser, one page of each kind: every route, and the first item of each collection
  // (and of its lists: categories, tags, pages of the blog), in English, and the German home page.
  // Items of a kind, and a page's German twin, are the same route module with other words; every
  // page's address, headers and policy (the hashes of its own inline scripts) are checked one by
  // one above, so this pass costs the same whatever the number of posts and languages.
  for (const half of [0, 1]) {
    test(`a page of each kind renders and hydrates with no CSP violation (${half ? "second" : "first"} half)`, async ({
      page,
      request,
    }) => {
      test.slow();
      const kinds = new Map<string, string>();
      for (const path of await everyPage(request)) {
        // /blog/<slug>, /blog/tag/<tag>, /career/<slug>/apply, … : the slug is the part that varies.
        const segments = path.split("/").filter(Boolean);
        const base = segments[0] === "de" ? 1 : 0;
        if (base && path !== "/de") continue;
        const slug = segments.at(-1) === "apply" ? segments.length - 2 : segments.length - 1;
        const kind =
          segments.length - base > 1
            ? segments.map((segment, index) => (index === slug ? "*" : segment)).join("/")
            : path;
        if (!kinds.has(kind)) kinds.set(kind, path);
      }
      const paths = [...kinds.values()].filter((_, index) => index % 2 === half);
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
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text()))
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const path of paths) {
        // The fixture's goto waits until React has hydrated the page.
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("h1"), path).toHaveCount(1);
        const violations = await page.evaluate(() => window.__cspViolations);
        expect(violations, `${path}: ${JSON.stringify(violations)}`).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }
});
