// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  headersForFile,
  inlineScriptHashes,
  netlifyHeaders,
  nginxHeaders,
  nginxMaps,
  routesOfFile,
  staticSecurityHeaders,
  baseSecurityHeaders,
  VIDEO_ORIGIN,
} from "./security-headers.mjs";

const sha = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const meta = {
  connect: ["https://forms.example"],
  pages: {
    "/index.html": [sha("a()")],
    "/about-us/index.html": [sha("b()"), sha("c()")],
    "/404.html": [sha("d()")],
  },
  scriptHashes: [],
};

describe("inline script hashes", () => {
  test("hashes exactly the inline scripts the browser checks against script-src", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/x.js";</script>',
      '<script id="_R_">requestAnimationFrame(f)</script>',
      '<script src="/assets/app.js"></script>',
      '<script data-src="x" >late()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script></script>",
      "<script>one\r\ntwo</script>",
      '<SCRIPT TYPE="text/javascript">upper()</SCRIPT>',
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual(
      [
        sha("window.a = 1;"),
        sha('import "/x.js";'),
        sha("requestAnimationFrame(f)"),
        sha("late()"),
        sha("one\ntwo"),
        sha("upper()"),
      ].sort(),
    );
  });
});

describe("headers", () => {
  test("the CSP forbids inline code except by hash, frames only the video host", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["sha256-abc="],
      connect: ["https://forms.example"],
    });
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self' 'sha256-abc='");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
    expect(csp).toContain(`frame-src ${VIDEO_ORIGIN};`);
    expect(csp).toContain("connect-src 'self' https://forms.example;");
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'none'",
    ])
      expect(csp).toContain(directive);
  });

  test("a page gets its own hashes and revalidates; a hashed asset gets none and is immutable", () => {
    const page = headersForFile("/about-us/index.html", meta);
    expect(page["Content-Security-Policy"]).toContain(`'${sha("b()")}' '${sha("c()")}'`);
    expect(page["Content-Security-Policy"]).not.toContain(sha("a()"));
    expect(page["Cache-Control"]).toBe("no-cache");
    expect(page["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining([
        "Permissions-Policy",
        "Cross-Origin-Opener-Policy",
        "X-Frame-Options",
      ]),
    );
    // SVG can be opened as a document: it keeps the document headers and the base CSP.
    const svg = headersForFile("/assets/icons-123.svg", meta);
    expect(svg["Content-Security-Policy"]).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(svg["X-Frame-Options"]).toBe("DENY");
    expect(svg["Cache-Control"]).toBe(CACHE_IMMUTABLE);
    expect(headersForFile("/favicon.svg", meta)["Cache-Control"]).toBe("public, max-age=3600");
  });

  test("a subresource gets the base headers only: document policies would not apply to it", () => {
    const base = baseSecurityHeaders();
    expect(Object.keys(base).sort()).toEqual([
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
    ]);
    for (const file of [
      "/assets/app-123.js",
      "/assets/root-1.css",
      "/assets/font-2.woff2",
      "/images/blog/a.avif",
      "/images/blog/a.webp",
      "/apple-touch-icon.png",
      "/favicon.ico",
      "/site.webmanifest",
      "/robots.txt",
    ]) {
      const { "Cache-Control": cache, ...security } = headersForFile(file, meta);
      expect(security, file).toEqual(base);
      expect(cache, file).toBe(
        file.startsWith("/assets/") ? CACHE_IMMUTABLE : "public, max-age=3600",
      );
    }
    for (const file of ["/404.html", "/rss.xml", "/sitemap.xml", "/favicon.svg", "/no-extension"]) {
      expect(headersForFile(file, meta)["X-Frame-Options"], file).toBe("DENY");
      expect(headersForFile(file, meta)["Content-Security-Policy"], file).toContain(
        "default-src 'self'",
      );
    }
  });

  test("routes of page files", () => {
    expect(routesOfFile("/index.html")).toEqual(["/"]);
    expect(routesOfFile("/about-us/index.html")).toEqual(["/about-us", "/about-us/"]);
    expect(routesOfFile("/404.html")).toEqual([]);
  });

  test("_headers: no two rules that can match one path both set a CSP or Cache-Control", () => {
    const rules = netlifyHeaders(meta)
      .split("\n\n")
      .map((block) => block.split("\n").filter((line) => line && !line.startsWith("#")))
      .filter((lines) => lines.length)
      .map(([path, ...headers]) => ({ path, headers: headers.map((h) => h.trim()) }));
    const all = rules.find((rule) => rule.path === "/*");
    expect(all?.headers.some((h) => /^(Content-Security-Policy|Cache-Control):/.test(h))).toBe(
      false,
    );
    expect(all?.headers).toContain("X-Content-Type-Options: nosniff");
    const paths = rules.map((rule) => rule.path);
    expect(paths.sort()).toEqual(["/", "/*", "/about-us", "/about-us/", "/assets/*"]);
    const about = rules.find((rule) => rule.path === "/about-us");
    expect(about?.headers.filter((h) => h.startsWith("Content-Security-Policy:"))).toHaveLength(1);
    expect(about?.headers.join("\n")).toContain(sha("c()"));
  });

  test("nginx: one map entry per page; documents get every header, subresources the base ones", () => {
    const maps = nginxMaps(meta);
    expect(maps).toContain(
      `/about-us/index.html "default-src 'self'; script-src 'self' '${sha("b()")}'`,
    );
    expect(maps).toMatch(
      /map \$uri \$finlo_cache_control \{[^}]*~\^\/assets\/ "public, max-age=31536000, immutable";/,
    );
    expect(maps).toMatch(/default "default-src 'self'; script-src 'self'; /);
    const subresource =
      '  ~*\\.(css|js|mjs|woff2?|avif|webp|png|jpe?g|gif|ico|webmanifest|json|txt|map)$ "";';
    expect(maps).toContain(
      `map $uri $finlo_csp {\n  default "default-src 'self'; script-src 'self'; `,
    );
    for (const variable of ["permissions_policy", "cross_origin_opener_policy", "x_frame_options"])
      expect(maps).toMatch(
        new RegExp(`map \\$uri \\$finlo_${variable} \\{\\n  default "[^"]+";\\n(.*)\\n\\}`),
      );
    expect(maps.split("\n").filter((line) => line === subresource)).toHaveLength(4);
    expect(maps).toContain(
      'map $uri $finlo_x_frame_options {\n  default "DENY";\n' + subresource + "\n}",
    );
    const headers = nginxHeaders();
    for (const name of Object.keys(baseSecurityHeaders()))
      expect(headers).toMatch(new RegExp(`add_header ${name} ".+" always;`));
    for (const name of Object.keys(staticSecurityHeaders()))
      expect(headers).toMatch(new RegExp(`add_header ${name} .+ always;`));
    expect(headers).toContain("add_header Content-Security-Policy $finlo_csp always;");
    expect(headers).toContain("add_header Permissions-Policy $finlo_permissions_policy always;");
  });
});
