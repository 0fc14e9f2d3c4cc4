// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  CACHE_IMMUTABLE,
  checkHeadersFile,
  contentSecurityPolicy,
  editorPolicy,
  headersForFile,
  netlifyHeaders,
  nginxHeaders,
  nginxForms,
  nginxMaps,
  nginxRedirects,
  pageHeaderPolicy,
  pagePolicy,
  redirectsFile,
  REDIRECTS_FILE_LIMIT,
  routeOfFile,
  staticSecurityHeaders,
  baseSecurityHeaders,
  VIDEO_ORIGIN,
} from "./security-headers.mjs";

const meta = { connect: ["https://forms.example"], pages: {} };

/** The files of a build with `count` posts: pages, their data, social images, figures, assets. */
function buildFiles(count) {
  const files = [
    "/index.html",
    "/404.html",
    "/pricing.html",
    "/blog.html",
    "/blog.data",
    "/favicon.svg",
    "/favicon.ico",
    "/rss.xml",
    "/sitemap.xml",
    "/feed.json",
    "/robots.txt",
    "/site.webmanifest",
    "/_headers",
    "/_worker.js",
    "/_routes.json",
    "/assets/root-1.css",
    "/assets/icons-2.svg",
    "/og/home.png",
  ];
  for (let i = 0; i < count; i++)
    files.push(
      `/blog/post-${i}.html`,
      `/blog/post-${i}.data`,
      `/blog/page/${i + 2}.html`,
      `/og/blog/post-${i}.png`,
      `/images/blog/post-${i}-figure.svg`,
    );
  return files;
}

/** `_headers` as { path, headers } rules. */
const rulesOf = (text) =>
  text
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => line && !line.startsWith("#")))
    .filter((lines) => lines.length)
    .map(([path, ...headers]) => ({ path, headers: headers.map((h) => h.trim()) }));

describe("policies", () => {
  test("the CSP of a file that is not a page forbids every script; frames only the video host", () => {
    const csp = contentSecurityPolicy({ connect: ["https://forms.example"] });
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'none'");
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
    for (const forms of ["self", "cloudflare"])
      expect(contentSecurityPolicy({ forms })).toContain("form-action 'self'");
  });

  test("a page's own policy lists its hashes and leaves out what a meta element cannot carry", () => {
    const policy = pagePolicy({ scriptHashes: ["sha256-abc=", "sha256-def="] });
    // Site search compiles WebAssembly; nothing else that eval() could do is allowed.
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(
      "'self' 'sha256-abc=' 'sha256-def=' 'wasm-unsafe-eval'",
    );
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).not.toContain("frame-ancestors");
  });

  test("the pages' header policy holds frame-ancestors and leaves scripts to the page's own", () => {
    const header = pageHeaderPolicy({ connect: ["https://forms.example"], forms: "self" });
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain("form-action 'self'");
    expect(header).toContain("connect-src 'self' https://forms.example");
    expect(header).not.toMatch(/default-src|script-src/);
  });
});

describe("headers by file", () => {
  test("a page gets the pages' header policy and revalidates; a hashed asset is immutable", () => {
    const page = headersForFile("/about-us.html", meta);
    expect(page["Content-Security-Policy"]).toBe(pageHeaderPolicy(meta));
    expect(page["Cache-Control"]).toBe("no-cache");
    expect(page["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining([
        "Permissions-Policy",
        "Cross-Origin-Opener-Policy",
        "X-Frame-Options",
      ]),
    );
    // SVG can be opened as a document: it keeps the document headers and a policy without scripts.
    for (const file of ["/assets/icons-123.svg", "/assets/media/portfolio/logo-1a2b3c4d5e.svg"]) {
      const svg = headersForFile(file, meta);
      expect(svg["Content-Security-Policy"], file).toMatch(
        /^default-src 'self'; script-src 'none';/,
      );
      expect(svg["X-Frame-Options"], file).toBe("DENY");
      expect(svg["Cache-Control"], file).toBe(CACHE_IMMUTABLE);
    }
    // An owner's photo is a subresource, cached for a year like every hashed asset.
    const photo = headersForFile("/assets/media/team/hana-sato-1a2b3c4d5e-640.avif", meta);
    expect(photo["Content-Security-Policy"]).toBeUndefined();
    expect(photo["Cache-Control"]).toBe(CACHE_IMMUTABLE);
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
      "/blog/a-post.data",
    ]) {
      const { "Cache-Control": cache, ...security } = headersForFile(file, meta);
      expect(security, file).toEqual(base);
      expect(cache, file).toBe(
        file.startsWith("/assets/")
          ? CACHE_IMMUTABLE
          : file.endsWith(".data")
            ? "no-cache"
            : "public, max-age=3600",
      );
    }
    for (const file of ["/rss.xml", "/sitemap.xml", "/favicon.svg", "/no-extension"]) {
      expect(headersForFile(file, meta)["X-Frame-Options"], file).toBe("DENY");
      expect(headersForFile(file, meta)["Content-Security-Policy"], file).toContain(
        "default-src 'self'",
      );
    }
  });

  test("pages are <path>.html, answered at <path>", () => {
    expect(routeOfFile("/index.html")).toBe("/");
    expect(routeOfFile("/about-us.html")).toBe("/about-us");
    expect(routeOfFile("/career/a-role/apply.html")).toBe("/career/a-role/apply");
    expect(routeOfFile("/404.html")).toBeUndefined();
    expect(routeOfFile("/favicon.svg")).toBeUndefined();
  });
});

describe("_headers (Netlify, Cloudflare Pages)", () => {
  test("no rule that can match a page sets a script policy; files that open as documents get the whole policy", () => {
    const rules = rulesOf(netlifyHeaders(meta, buildFiles(3)));
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/assets/*",
      "/images/*",
      "/og/*",
      "/favicon.svg",
      "/rss.xml",
      "/sitemap.xml",
    ]);
    const all = rules[0];
    expect(all.headers).toContain("X-Content-Type-Options: nosniff");
    expect(all.headers).toContain("X-Frame-Options: DENY");
    expect(all.headers).toContain(`Content-Security-Policy: ${pageHeaderPolicy(meta)}`);
    expect(all.headers.some((h) => h.startsWith("Cache-Control:"))).toBe(false);
    for (const rule of rules.slice(1))
      expect(rule.headers, rule.path).toContain(
        `Content-Security-Policy: ${contentSecurityPolicy(meta)}`,
      );
    expect(rules[1].headers).toContain(`Cache-Control: ${CACHE_IMMUTABLE}`);
  });

  test("the editor's page has one rule: the pages' policy detached, the editor's set", () => {
    const withEditor = { ...meta, editor: editorPolicy({}) };
    const rules = rulesOf(netlifyHeaders(withEditor, [...buildFiles(3), "/admin.html"]));
    expect(rules.at(-1)).toEqual({
      path: "/admin",
      headers: [
        "! Content-Security-Policy",
        `Content-Security-Policy: ${editorPolicy({})}; frame-ancestors 'none'`,
      ],
    });
    // Without the editor's page in the build, no rule for it.
    expect(rulesOf(netlifyHeaders(withEditor, buildFiles(3))).map((r) => r.path)).not.toContain(
      "/admin",
    );
    expect(() => checkHeadersFile(netlifyHeaders(withEditor, ["/admin.html"]))).not.toThrow();
  });

  test("5,000 posts make the same rules as 3: within Cloudflare's 100 rules and 2,000 characters a line", () => {
    const small = netlifyHeaders(meta, buildFiles(3));
    const large = netlifyHeaders(meta, buildFiles(5000));
    expect(large).toBe(small);
    const { rules, longest } = checkHeadersFile(large);
    expect(rules).toBeLessThanOrEqual(100);
    expect(longest).toBeLessThanOrEqual(2000);
    // Netlify's format: paths, comments and indented "Name: value" lines only.
    for (const line of large.split("\n")) expect(line).toMatch(/^(|#.*|\/\S*| {2}[A-Za-z-]+: .+)$/);
  });

  test("the build stops, saying why, when the file would outgrow a host's limits", () => {
    const many = Array.from({ length: 120 }, (_, i) => `/drawing-${i}.svg`);
    expect(() => checkHeadersFile(netlifyHeaders(meta, many))).toThrow(
      /would not hold on Cloudflare Pages and Netlify: 122 rules; Cloudflare Pages reads 100/,
    );
    const long = ["/*", `  X-Long: ${"x".repeat(2000)}`].join("\n");
    expect(() => checkHeadersFile(long)).toThrow(/line 2 has 2010 characters/);
    expect(() => checkHeadersFile("/*\nX-No-Indent: 1")).toThrow(/line 2 is not a path/);
  });
});

describe("nginx", () => {
  test("a fixed set of map entries; documents get every header, subresources the base ones", () => {
    const maps = nginxMaps(meta);
    expect(maps).toBe(nginxMaps({ ...meta, pages: { "/a.html": ["sha256-x="] } }));
    expect(maps).toContain(`  ~\\.html$ "${pageHeaderPolicy(meta)}";`);
    expect(maps).toMatch(
      /map \$uri \$finlo_cache_control \{[^}]*~\^\/assets\/ "public, max-age=31536000, immutable";/,
    );
    // A page's loader data is revalidated like the page: a client-side navigation after a deploy
    // must not show last hour's content.
    expect(maps).toMatch(
      /map \$uri \$finlo_cache_control \{[^}]*~\\\.\(html\|data\)\$ "no-cache";/,
    );
    const subresource =
      '  ~*\\.(css|js|mjs|woff2?|avif|webp|png|jpe?g|gif|ico|webmanifest|json|txt|map|data)$ "";';
    expect(maps).toContain(
      `map $uri $finlo_csp {\n  default "default-src 'self'; script-src 'none'; `,
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

  test("nginx's own answers under /api/forms/ are pages with every header, in each language", () => {
    const self = { ...meta, forms: "self" };
    const forms = nginxForms(self);
    // An add_header in the forms location drops the server's set: nginx's own 413 and 502 go to
    // locations that carry every document header themselves.
    expect(forms).toMatch(/error_page 413 @finlo_forms_too_large;/);
    expect(forms).toMatch(/error_page 502 503 504 @finlo_forms_unavailable;/);
    for (const location of ["@finlo_forms_too_large", "@finlo_forms_unavailable"]) {
      const block = forms.split(`location ${location} {`)[1]?.split("\n}")[0] ?? "";
      for (const name of [...Object.keys(staticSecurityHeaders()), "Content-Security-Policy"])
        expect(block, `${location}: ${name}`).toMatch(
          new RegExp(`add_header ${name} ".+" always;`),
        );
    }
    const maps = nginxMaps(self);
    for (const variable of ["$finlo_forms_too_large", "$finlo_forms_unavailable"]) {
      const map = maps.split(`map $finlo_forms_locale ${variable} {`)[1]?.split("\n}")[0] ?? "";
      expect(map).toMatch(/^ {2}default "<!doctype html><html lang=\\"en\\">/m);
      expect(map).toMatch(/^ {2}de "<!doctype html><html lang=\\"de\\">/m);
    }
    expect(nginxForms(meta)).not.toContain("location");
    expect(nginxMaps(meta)).not.toContain("$finlo_forms_locale");
  });
});

describe("old addresses (content/redirects.yaml) for each host", () => {
  const moved = [
    { from: "/about", to: "/about-us" },
    { from: "/de/about", to: "/de/about-us" },
  ];

  test("_redirects answers each, with and without its trailing slash, with a 301", () => {
    expect(redirectsFile(moved).split("\n").slice(1)).toEqual([
      "/about /about-us 301",
      "/about/ /about-us 301",
      "/de/about /de/about-us 301",
      "/de/about/ /de/about-us 301",
      "",
    ]);
    expect(redirectsFile([])).toBe("");
  });

  test("_redirects stops the build, saying why, past Cloudflare Pages' limit", () => {
    const many = Array.from({ length: REDIRECTS_FILE_LIMIT / 2 + 1 }, (_, i) => ({
      from: `/old-${i}`,
      to: "/about-us",
    }));
    expect(() => redirectsFile(many)).toThrow(/Cloudflare Pages reads 2000.*keep 1000 or fewer/);
    expect(() => redirectsFile(many.slice(1))).not.toThrow();
  });

  test("nginx maps each to $finlo_redirect, and nothing when nothing moved", () => {
    expect(nginxRedirects(moved)).toContain(
      'map $uri $finlo_redirect {\n  default "";\n  "/about" "/about-us";\n  "/about/" "/about-us";',
    );
    expect(nginxRedirects([])).toContain('map $uri $finlo_redirect {\n  default "";\n}');
  });
});
