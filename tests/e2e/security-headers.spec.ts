import { expect, test, type APIResponse } from "./fixtures";
import { pages, notFoundPage } from "../../app/content/pages";
import { inlineScriptHashes, VIDEO_ORIGIN } from "../../scripts/security-headers.mjs";

// Runs in the "desktop" project (npm start) and the "nginx" project (deploy/nginx.conf): both must
// answer the same way.

const NOT_FOUND = notFoundPage.heading;

function directives(csp: string) {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The headers every response must carry, asset or document. */
function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The server never tells its version.
  expect(headers["server"] ?? "").not.toMatch(/\d/);
  expect(headers["x-powered-by"]).toBeUndefined();
}

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

/** The headers every document must carry: page, SVG, 404, 405 or redirect alike. */
function expectSecurityHeaders(response: APIResponse) {
  expectBaseHeaders(response);
  const headers = response.headers();
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  }

  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("default-src")).toEqual(["'self'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))).toBe(
    true,
  );
  expect(csp.get("frame-src")).toEqual([VIDEO_ORIGIN]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(["'self'", "'none'"]).toContain(csp.get("form-action")?.[0]);
  return csp;
}

test.describe("response headers", () => {
  test("every page sends the security headers, revalidates, and its CSP allows exactly its own inline scripts", async ({
    request,
  }) => {
    for (const page of [...pages.map((p) => p.path), "/no-such-page"]) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(page === "/no-such-page" ? 404 : 200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(response.headers()["cache-control"], page).toBe("no-cache");
      const csp = expectSecurityHeaders(response);
      const allowed = (csp.get("script-src") ?? []).slice(1).map((source) => source.slice(1, -1));
      const html = await response.text();
      const needed = inlineScriptHashes(html);
      // React Router writes inline scripts into every page: the hashes must be there…
      expect(needed.length, page).toBeGreaterThan(0);
      // …all of them, and no other page's.
      expect(allowed.sort(), page).toEqual(needed);
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
    const sprite = /"(\/assets\/icons-[^"]+\.svg)#/.exec(html)?.[1];
    expect([css, font, sprite].every(Boolean), "stylesheet, font and sprite linked from /").toBe(
      true,
    );
    for (const path of [
      css!,
      font!,
      "/site.webmanifest",
      "/robots.txt",
      "/apple-touch-icon.png",
      "/og/product.png",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSubresourceHeaders(response);
    }
    for (const path of [sprite!, "/favicon.svg", "/rss.xml", "/sitemap.xml"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = expectSecurityHeaders(response);
      // Nothing inline may run from a file that is not a page.
      expect(csp.get("script-src"), path).toEqual(["'self'"]);
    }
    // An asset that is not there is answered by the not-found page, with a document's headers.
    const missing = await request.get("/assets/missing-123.js");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
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
        expectSecurityHeaders(response);
      }
    }
  });
});
