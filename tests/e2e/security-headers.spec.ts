import { readFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { expect, test, type APIResponse } from "./fixtures";
import { pages, notFoundPage } from "../../app/content/pages";
import {
  expectBaseHeaders,
  expectNoScript,
  expectPagePolicy,
  expectSecurityHeaders,
  mediaSamples,
  spriteAddress,
} from "./header-checks";

// Runs in the "desktop" project (npm start) and the "nginx" project (deploy/nginx.conf): both must
// answer the same way. cdn.cloudflare.spec.ts holds Cloudflare's runtime to the same checks.

const NOT_FOUND = notFoundPage.heading;

/** A GET of `path` exactly as written: no dot segment resolved on the way. */
function rawGet(base: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    get({ hostname, port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    }).on("error", reject);
  });
}

/** The build's old addresses and their pages (content/redirects.yaml, as scripts/seo-files.mjs lists them). */
const readRedirects = (): { from: string; to: string }[] =>
  JSON.parse(readFileSync(join(process.env.BUILD_DIR || "build", "redirects.json"), "utf8"));
const media = mediaSamples();

/**
 * A stylesheet, script, font, raster image or manifest: the base headers only. The document
 * policies do nothing there and would cost ~650 bytes per request over HTTP/1.1.
 */
function expectSubresourceHeaders(response: APIResponse) {
  expectBaseHeaders(response);
  const headers = response.headers();
  for (const name of [
    "content-security-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
    "x-frame-options",
  ])
    expect(headers[name], `${response.url()} ${name}`).toBeUndefined();
}

test.describe("response headers", () => {
  test("every page sends the security headers, revalidates, and carries a policy allowing exactly its own inline scripts", async ({
    request,
  }) => {
    for (const page of [...pages.map((p) => p.path), "/no-such-page"]) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(page === "/no-such-page" ? 404 : 200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(response.headers()["cache-control"], page).toBe("no-cache");
      expectSecurityHeaders(response);
      expectPagePolicy(await response.text(), page);
    }
  });

  test("a page's loader data is revalidated like the page, and typed", async ({ request }) => {
    for (const path of ["/pricing.data", "/de/pricing.data"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-cache");
      expect(response.headers()["content-type"], path).toMatch(/^text\/x-script/);
      expectSubresourceHeaders(response);
    }
  });

  test("hashed assets are immutable for a year and precompressed (brotli and gzip)", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // Links in the markup and module URLs in the (deferred) module script alike.
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] as string,
    );
    expect(scripts.length).toBeGreaterThan(1);
    const asset = scripts.find((path) => path.endsWith(".js")) as string;

    const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers()["content-type"]).toMatch(/javascript/);
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expectSubresourceHeaders(plain);

    for (const encoding of ["br", "gzip"]) {
      const compressed = await request.get(asset, { headers: { "accept-encoding": encoding } });
      expect(compressed.headers()["content-encoding"], encoding).toBe(encoding);
      expect(compressed.headers()["vary"]).toMatch(/accept-encoding/i);
      expect(await compressed.text()).toBe(await plain.text());
    }
    const page = await request.get("/pricing", { headers: { "accept-encoding": "br, gzip" } });
    expect(page.headers()["content-encoding"]).toBe("br");
  });

  test("subresources carry the base headers; files that open as documents carry them all", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const font = /href="(\/assets\/[^"]+\.woff2)"/.exec(html)?.[1];
    const sprite = spriteAddress();
    expect([css, font].every(Boolean), "stylesheet and font linked from /").toBe(true);
    for (const path of [
      css!,
      font!,
      "/site.webmanifest",
      "/robots.txt",
      "/apple-touch-icon.png",
      "/og/product.png",
      ...(media.photo ? [media.photo] : []),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSubresourceHeaders(response);
    }
    // No script may run from a file that is not a page: an owner's SVG least of all.
    for (const path of [
      sprite,
      "/favicon.svg",
      "/rss.xml",
      "/sitemap.xml",
      ...(media.svg ? [media.svg] : []),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectNoScript(response);
    }
    if (media.svg) {
      const svg = await request.get(media.svg);
      expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(svg.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    if (media.photo) {
      const photo = await request.get(media.photo);
      expect(photo.headers()["content-type"]).toBe("image/avif");
      expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    // An asset that is not there is answered by the not-found page, with a document's headers.
    const missing = await request.get("/assets/missing-123.js");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
  });

  test("an old address (content/redirects.yaml) redirects permanently to its page, in every language", async ({
    request,
  }) => {
    const redirects = readRedirects();
    test.skip(redirects.length === 0, "content/redirects.yaml lists no old address");
    for (const { from, to } of redirects) {
      for (const asked of [`${from}?ref=mail`, `${from}/`]) {
        const response = await request.get(asked, { maxRedirects: 0 });
        expect(response.status(), asked).toBe(301);
        expect(response.headers()["location"], asked).toBe(
          asked.endsWith("/") ? to : `${to}?ref=mail`,
        );
        expectSecurityHeaders(response);
      }
      // And the page it leads to is there.
      expect((await request.get(to)).status(), to).toBe(200);
    }
    // The hosts' own list of them is never served.
    expect((await request.get("/_redirects")).status()).toBe(404);
  });

  test("a trailing slash redirects to the page's one URL, keeping the query", async ({
    request,
  }) => {
    const response = await request.get("/about-us/?ref=mail", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about-us?ref=mail");
    expectSecurityHeaders(response);
    // Only real pages redirect: never a folder, never another host.
    for (const path of ["/assets/", "/nope/", "/%5Cevil.example/", "/%2F%2Fevil.example/"]) {
      const other = await request.get(path, { maxRedirects: 0 });
      expect(other.status(), path).toBe(404);
    }
  });

  test("a doubled slash or a dot segment redirects to the page's one URL, keeping the query", async ({
    request,
    baseURL,
  }) => {
    // A page at a second address would be duplicate content; nginx merges the slashes, so both
    // servers answer the same: a 301 for a page, the merged path's answer otherwise.
    for (const [path, location] of [
      ["//about-us?ref=mail", "/about-us?ref=mail"],
      ["/%2Fabout-us", "/about-us"],
      ["//about-us/", "/about-us"],
      ["//?ref=mail", "/?ref=mail"],
      ["/de//about-us", "/de/about-us"],
    ]) {
      // Absolute, or "//about-us" would name a host.
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe(location);
      expectSecurityHeaders(response);
    }
    // Dot segments, sent as they are (a browser or Playwright would resolve them first).
    for (const [path, location] of [
      ["/x/../about-us?ref=mail", "/about-us?ref=mail"],
      ["/./about-us", "/about-us"],
      ["/%2e/about-us", "/about-us"],
      ["/about-us/..", "/"],
    ]) {
      const { status, headers } = await rawGet(baseURL!, path!);
      expect(status, path).toBe(301);
      expect(headers.location, path).toBe(location);
    }
    for (const path of ["//nope", "//index", "//404", "//evil.example/", "//about-us.html"])
      expect((await request.get(`${baseURL}${path}`, { maxRedirects: 0 })).status(), path).toBe(
        404,
      );
  });

  test("the not-found page is served like a page: precompressed, with Vary, in its language", async ({
    request,
  }) => {
    for (const path of ["/no-such-page", "/de/gibt-es-nicht"]) {
      const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
      const html = await plain.text();
      expect(html, path).toContain(path.startsWith("/de/") ? 'lang="de"' : 'lang="en"');
      for (const encoding of ["br", "gzip"]) {
        const response = await request.get(path, { headers: { "accept-encoding": encoding } });
        expect(response.status(), path).toBe(404);
        expect(response.headers()["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(response.headers()["vary"], path).toMatch(/accept-encoding/i);
        expect(await response.text()).toBe(html);
      }
    }
  });

  test("no directory listings, dotfiles, build metadata or raw 404 page", async ({ request }) => {
    for (const path of [
      "/assets",
      "/assets/",
      "/og/",
      "/.git/config",
      "/.env",
      "/_headers",
      "/404.html",
      "/index.html",
      "/about-us/index.html",
      "/about-us.html",
      "/_worker.js",
      "/_routes.json",
      "/favicon.svg.gz",
      "/headers.json",
      "/nginx/nginx.conf",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(NOT_FOUND);
      expectSecurityHeaders(response);
    }
  });

  test("pages answer only GET and HEAD: other methods get 405, never a 5xx", async ({
    request,
  }) => {
    const head = await request.head("/pricing");
    expect(head.status()).toBe(200);
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/contact-us", "/nope"]) {
        const response = await request.fetch(path, {
          method,
          data: method === "OPTIONS" ? undefined : "x=1",
        });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${path}`).toBe("GET, HEAD");
        // An error is never stored by a cache in front (as the page's answer for an hour).
        expect(response.headers()["cache-control"], `${method} ${path}`).toBe("no-store");
        expectSecurityHeaders(response);
      }
    }
  });

  test("an error one visitor provokes on a page's address is never stored by a cache", async ({
    request,
  }) => {
    // A GET with a body (nginx: 413) and an oversized cookie (400 or 431): kept by a cache in
    // front, either would answer every visitor of /pricing.
    for (const [label, options] of [
      ["a body", { data: "x".repeat(5000) }],
      ["a 20 KB cookie", { headers: { Cookie: `a=${"b".repeat(20_000)}` } }],
    ] as const) {
      const response = await request.fetch("/pricing", { method: "GET", ...options });
      if (response.status() >= 400)
        expect(response.headers()["cache-control"] ?? "no-store", label).toBe("no-store");
      else expect(response.status(), label).toBe(200);
    }
  });
});
