// The one source of truth for response headers. Every target is generated from this module:
//   - `npm start` (scripts/serve.mjs) sends them,
//   - the build writes <build>/nginx/headers.conf + maps.conf, included by deploy/nginx.conf,
//   - the build writes <build>/client/_headers for static CDNs (Netlify / Cloudflare Pages).
// Page-specific part: the CSP of an HTML page lists the sha256 of exactly that page's inline
// scripts (computed by scripts/postbuild.mjs into <build>/headers.json). Why per page and not one
// list for the whole site: see docs/decisions/0008-hosting-and-headers.md.

import { createHash } from "node:crypto";

/** The only third-party host a page may ever contact: the video player, once a visitor presses play. */
export const VIDEO_ORIGIN = "https://www.youtube-nocookie.com";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";

/** Vite writes content-hashed file names here, so these never change under the same URL. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/**
 * @param {{ scriptHashes?: string[], connect?: string[], forms?: string }} [options]
 *   scriptHashes: 'sha256-…' sources for the inline scripts of the page being served
 *   (none for anything that is not an HTML page: nothing inline may run there).
 *   connect: extra origins for fetch (the optional forms endpoint).
 *   forms: "self" for a FORMS=self build, whose forms post to the site itself (form-action).
 */
export function contentSecurityPolicy({ scriptHashes = [], connect = [], forms = "" } = {}) {
  // Fonts, media, the manifest and workers fall back to default-src 'self'; repeating it for each
  // would only add bytes to every response.
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    // Stylesheets only from the site: no <style> element or injected stylesheet applies. Style
    // attributes stay allowed: React writes `style` props into the prerendered HTML as attributes,
    // and an attribute can neither run script nor select elements. (JS setting element.style is
    // not subject to CSP at all.) docs/decisions/0008-hosting-and-headers.md.
    "style-src": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connect],
    "frame-src": [VIDEO_ORIGIN],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Plain form posts go nowhere, except to the site's own receiver in a FORMS=self build.
    "form-action": [forms === "self" ? "'self'" : "'none'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Script types the browser runs (or parses as script), and so checks against script-src; and
 * React Router's module script made inert until the first paint (scripts/defer-scripts.mjs), which
 * the loader runs with the same text.
 */
const CHECKED_SCRIPT_TYPE =
  /^(|module|x-deferred-module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/i;

/**
 * The CSP sources ('sha256-…', without quotes) of every inline script in an HTML document that the
 * browser checks against script-src. Data blocks (JSON-LD and other non-script types) need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    // The parser turns CRLF into LF before the script's text is hashed.
    const body = (match[2] ?? "").replace(/\r\n?/g, "\n");
    if (!body || /(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim();
    if (!CHECKED_SCRIPT_TYPE.test(typeValue)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/** Powerful features no page of this site uses, denied to the page and to any frame it embeds. */
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The headers every response carries, whatever it is (page, asset, 404, 405, redirect):
 * transport security, no MIME sniffing, and the referrer policy (which a stylesheet's own
 * requests follow too).
 */
export function baseSecurityHeaders() {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/**
 * Policies a browser applies only to a document (what it renders in a window or frame): pages,
 * the 404 and 405 answers, redirects, and files that can be opened as documents (SVG, XML).
 * A stylesheet, script, font, raster image or manifest ignores them, so those responses go
 * without, and each request of a first visit carries ~650 fewer header bytes over HTTP/1.1
 * (docs/decisions/0012-icons-in-the-page-headers-on-documents.md).
 */
export function documentOnlyHeaders() {
  return {
    "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/** Every static header a document gets (the CSP comes on top, per page). */
export function staticSecurityHeaders() {
  return { ...baseSecurityHeaders(), ...documentOnlyHeaders() };
}

/**
 * Subresources by file name: what a page loads, never a document. Anything else (pages, SVG,
 * XML, unknown paths) is treated as a document. A module worker would need a CSP: add none here.
 */
export const SUBRESOURCE =
  /\.(css|js|mjs|woff2?|avif|webp|png|jpe?g|gif|ico|webmanifest|json|txt|map)$/i;

/** Headers for every document: the static ones plus a CSP (with the page's hashes, if any). */
export function securityHeaders(options = {}) {
  return { "Content-Security-Policy": contentSecurityPolicy(options), ...staticSecurityHeaders() };
}

/**
 * Cache-Control for a file of the build, by its path under build/client ("/about-us/index.html").
 * Hashed assets never change; HTML must be revalidated so a deploy shows at once; the rest
 * (favicon, social images, robots.txt) may be cached briefly.
 */
export function cacheControl(file) {
  if (file.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  if (file.endsWith(".html")) return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

/**
 * What the build records in <build>/headers.json.
 * @typedef {{ connect: string[], scriptHashes: string[], pages: Record<string, string[]>, forms?: string }} BuildHeaderMeta
 *   pages: file under build/client ("/index.html", "/about-us/index.html", "/404.html") → its hashes.
 *   forms: "self" when the build's forms post to its own receiver (scripts/forms/).
 *   scriptHashes: the union, for tools that want one list.
 */

/**
 * All headers for one file of the build, as every server must send them.
 * @param {string} file path under build/client, starting with "/"
 * @param {Partial<BuildHeaderMeta>} meta
 */
export function headersForFile(file, meta = {}) {
  // A build from before per-page hashes has only the union.
  const pageHashes = meta.pages ? (meta.pages[file] ?? []) : (meta.scriptHashes ?? []);
  const scriptHashes = file.endsWith(".html") ? pageHashes : [];
  if (SUBRESOURCE.test(file))
    return { ...baseSecurityHeaders(), "Cache-Control": cacheControl(file) };
  return {
    ...securityHeaders({ scriptHashes, connect: meta.connect ?? [], forms: meta.forms }),
    "Cache-Control": cacheControl(file),
  };
}

/** The public path(s) a page file answers on: "/about-us/index.html" → ["/about-us", "/about-us/"]. */
export function routesOfFile(file) {
  if (file === "/index.html") return ["/"];
  const match = /^(\/.+)\/index\.html$/.exec(file);
  return match ? [match[1], `${match[1]}/`] : [];
}

const quoteNginx = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * nginx, http context: per-file CSP and Cache-Control, keyed on $uri after try_files / error_page
 * resolved it to the file served. A map (not add_header per location) because add_header in a
 * location silently drops every add_header inherited from the server block.
 * @param {Partial<BuildHeaderMeta>} meta
 */
export function nginxMaps(meta = {}) {
  const files = Object.keys(meta.pages ?? {}).sort();
  const baseCsp = contentSecurityPolicy({ connect: meta.connect ?? [], forms: meta.forms });
  const csp = files.map(
    (file) => `  ${file} ${quoteNginx(headersForFile(file, meta)["Content-Security-Policy"])};`,
  );
  // Exact $uri entries win over regexes; a subresource gets "" and add_header skips empty values.
  const subresource = `  ~*${SUBRESOURCE.source} "";`;
  const documentOnly = Object.entries(documentOnlyHeaders()).flatMap(([name, value]) => [
    `map $uri ${nginxVariable(name)} {`,
    `  default ${quoteNginx(value)};`,
    subresource,
    "}",
  ]);
  return [
    "# Generated by scripts/postbuild.mjs from scripts/security-headers.mjs. Do not edit.",
    "map $uri $finlo_csp {",
    `  default ${quoteNginx(baseCsp)};`,
    subresource,
    ...csp,
    "}",
    ...documentOnly,
    "map $uri $finlo_cache_control {",
    `  default ${quoteNginx(CACHE_SHORT)};`,
    `  ~^${HASHED_ASSETS_PREFIX} ${quoteNginx(CACHE_IMMUTABLE)};`,
    `  ~\\.html$ ${quoteNginx(CACHE_REVALIDATE)};`,
    "}",
    "# Pages answer GET and HEAD; in a FORMS=self build /api/forms/ goes to the receiver (forms.conf),",
    "# which answers every method itself.",
    'map "$request_method:$uri" $finlo_method_allowed {',
    "  ~^(GET|HEAD): 1;",
    ...(meta.forms === "self" ? ["  ~^[A-Z]+:/api/forms/ 1;"] : []),
    "  default 0;",
    "}",
    ...(meta.forms === "self"
      ? [
          "# When a page was loaded, for the receiver's minimum fill time (scripts/forms/receiver.mjs).",
          "map $uri $finlo_form_cookie {",
          '  default "";',
          '  ~\\.html$ "finlo_form_t=$msec; Path=/api/forms/; Max-Age=86400; HttpOnly; SameSite=Strict";',
          "}",
        ]
      : []),
    "# Allow: only on 405 answers (add_header skips empty values).",
    "map $request_method $finlo_allow {",
    '  GET "";',
    '  HEAD "";',
    '  default "GET, HEAD";',
    "}",
    "",
  ].join("\n");
}

/** "Permissions-Policy" → "$finlo_permissions_policy" */
const nginxVariable = (header) => `$finlo_${header.toLowerCase().replace(/-/g, "_")}`;

/** nginx, server context: every header on every response, 404 and 405 included ("always"). */
export function nginxHeaders() {
  const lines = Object.entries(baseSecurityHeaders()).map(
    ([name, value]) => `add_header ${name} ${quoteNginx(value)} always;`,
  );
  const documentOnly = Object.keys(documentOnlyHeaders()).map(
    (name) => `add_header ${name} ${nginxVariable(name)} always;`,
  );
  return [
    "# Generated by scripts/postbuild.mjs from scripts/security-headers.mjs. Do not edit.",
    "# Documents get every header; subresources (maps.conf) only the first three.",
    "add_header Content-Security-Policy $finlo_csp always;",
    ...lines,
    ...documentOnly,
    "add_header Cache-Control $finlo_cache_control always;",
    "add_header Allow $finlo_allow always;",
    "",
  ].join("\n");
}

/**
 * A `_headers` file (Netlify / Cloudflare Pages). These hosts join the values of every rule that
 * matches a path with commas, and two CSPs joined that way are both enforced. So the CSP and
 * Cache-Control appear only in rules that never overlap (one per page, one for /assets/*);
 * the static security headers go to /*.
 * Unlike `npm start` and nginx, every response here keeps the document-only headers too: a path
 * rule cannot tell the not-found page (served for any unknown path) from an asset, and these
 * hosts speak HTTP/2 and 3, whose header compression makes the repeats nearly free.
 * @param {Partial<BuildHeaderMeta>} meta
 */
export function netlifyHeaders(meta = {}) {
  const block = (path, headers) => [
    path,
    ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`),
    "",
  ];
  const lines = [
    "# Generated by scripts/postbuild.mjs from scripts/security-headers.mjs. Do not edit.",
    ...block("/*", staticSecurityHeaders()),
    ...block(`${HASHED_ASSETS_PREFIX}*`, {
      "Content-Security-Policy": contentSecurityPolicy({
        connect: meta.connect ?? [],
        forms: meta.forms,
      }),
      "Cache-Control": CACHE_IMMUTABLE,
    }),
  ];
  for (const file of Object.keys(meta.pages ?? {}).sort()) {
    const { "Content-Security-Policy": csp, "Cache-Control": cache } = headersForFile(file, meta);
    for (const route of routesOfFile(file))
      lines.push(...block(route, { "Content-Security-Policy": csp, "Cache-Control": cache }));
  }
  return lines.join("\n");
}

/**
 * nginx, server context: `build/nginx/forms.conf`. In a FORMS=self build, /api/forms/ is proxied
 * to the receiver (`FORMS=self npm start`, at `upstream`) and pages set the page-load cookie;
 * otherwise the file is a comment and nothing is proxied.
 * @param {Partial<BuildHeaderMeta>} meta
 * @param {string} [upstream] host:port of the receiver
 */
export function nginxForms(meta = {}, upstream = "127.0.0.1:4173") {
  if (meta.forms !== "self")
    return "# Generated by scripts/postbuild.mjs. This build's forms send nothing: no /api/forms/.\n";
  return [
    "# Generated by scripts/postbuild.mjs for a FORMS=self build: the forms receiver.",
    "add_header Set-Cookie $finlo_form_cookie always;",
    "location /api/forms/ {",
    "  # The receiver refuses more than 16 KiB itself (413); nginx stops bigger bodies first.",
    "  client_max_body_size 16k;",
    `  proxy_pass http://${upstream};`,
    "  proxy_http_version 1.1;",
    '  proxy_set_header Connection "";',
    "  proxy_set_header Host $http_host;",
    "  # Set, never appended: the receiver trusts it from loopback only, for its rate limit.",
    "  proxy_set_header X-Real-IP $remote_addr;",
    "  proxy_set_header X-Forwarded-For $remote_addr;",
    "  # The receiver sends its own headers; an add_header here keeps the server's set off them.",
    '  add_header X-Robots-Tag "noindex" always;',
    "}",
    "",
  ].join("\n");
}
