// The one source of truth for response headers. Every target is generated from this module:
//   - `npm start` (scripts/serve.mjs) sends them,
//   - the build writes <build>/nginx/headers.conf + maps.conf, included by deploy/nginx.conf,
//   - the build writes <build>/client/_headers for static CDNs (Netlify / Cloudflare Pages).
// Every header is the same for every page, so the files stay the same size for 10 pages or 10,000.
// The one page-specific part, each page's script policy (the sha256 of exactly its own inline
// scripts), travels inside the page as a <meta http-equiv> (scripts/page-csp.mjs); the header
// policy of pages carries what a meta element cannot (frame-ancestors).
// docs/decisions/0008-hosting-and-headers.md, 0024-page-addresses-and-policies-for-any-host.md.

import { baseLocale, prefixedLocales } from "./i18n-config.mjs";
import { BODY_LIMIT, REFUSAL_PAGE_POLICY } from "./forms/limits.mjs";
import { nginxFormsPages } from "./forms/nginx-pages.mjs";

/** The only third-party host a page may ever contact: the video player, once a visitor presses play. */
export const VIDEO_ORIGIN = "https://www.youtube-nocookie.com";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";
/** Errors other than the not-found page (400, 405, 413, 5xx): never stored by any cache. */
export const CACHE_ERROR = "no-store";

/** Vite writes content-hashed file names here, so these never change under the same URL. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/**
 * Every directive of the site's policy, in order.
 * @param {{ scriptHashes?: string[], connect?: string[], forms?: string, scripts?: boolean }} [options]
 *   scriptHashes: 'sha256-…' sources for the inline scripts of the page being served.
 *   scripts: false for anything that is not an HTML page (SVG, XML, an owner's picture): no
 *   script at all may run there, inline or from a file.
 *   connect: extra origins for fetch (the optional forms endpoint).
 *   forms: the build's forms mode; "self" and "cloudflare" post to the site itself (form-action).
 */
function directives({ scriptHashes = [], connect = [], forms = "", scripts = true } = {}) {
  // Fonts, media, the manifest and workers fall back to default-src 'self'; repeating it for each
  // would only add bytes to every response.
  return {
    "default-src": ["'self'"],
    "script-src": scripts ? ["'self'", ...scriptHashes.map((h) => `'${h}'`)] : ["'none'"],
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
    // Plain form posts go nowhere, except to the site's own receiver when the build has one.
    "form-action": [forms === "self" || forms === "cloudflare" ? "'self'" : "'none'"],
    "frame-ancestors": ["'none'"],
    "upgrade-insecure-requests": [],
  };
}

/** The browser editor's page (scripts/build-admin.mjs): the one page with a policy of its own. */
export const EDITOR_PAGE = "/admin.html";

/**
 * The editor's policy (Decap CMS, docs/cms.md), for /admin only: Decap injects its styles
 * (emotion), compiles its config schema with ajv ('unsafe-eval'), previews uploads from blob:
 * URLs, and talks to its backend: decap-server on this computer, or GitHub's or GitLab's API and
 * the OAuth site. No other page's policy changes.
 * @param {Record<string, string | undefined>} env the build's CMS_* variables
 */
export function editorPolicy(env = {}) {
  const backend = env.CMS_BACKEND?.trim() || "local";
  const origin = (url) => new URL(url).origin;
  const api =
    backend === "github"
      ? [
          origin(env.CMS_API_ROOT || "https://api.github.com"),
          "https://avatars.githubusercontent.com",
        ]
      : backend === "gitlab"
        ? [origin(env.CMS_API_ROOT || "https://gitlab.com/api/v4")]
        : [origin(env.CMS_PROXY_URL || "http://127.0.0.1:8081/api/v1")];
  const auth = env.CMS_AUTH_URL
    ? [origin(env.CMS_AUTH_URL)]
    : backend === "gitlab"
      ? ["https://gitlab.com"]
      : [];
  return serialise(
    Object.entries({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", ...api],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'", "blob:", "data:", ...api, ...auth],
      "frame-src": ["'self'", "blob:"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'none'"],
    }),
  );
}

/** @param {[string, string[]][]} entries */
const serialise = (entries) =>
  entries.map(([name, values]) => [name, ...values].join(" ")).join("; ");

/**
 * The whole policy, as a header: for documents that are not pages (SVG, XML, anything unknown),
 * where no script may run at all. An SVG from content/media is shown only as an image, where
 * scripts never run; opened on its own it is a document, and this policy keeps it inert.
 * @param {Omit<Parameters<typeof directives>[0], "scripts" | "scriptHashes">} [options]
 */
export function contentSecurityPolicy(options = {}) {
  return serialise(Object.entries(directives({ ...options, scripts: false })));
}

/**
 * A page's own policy, which the build writes into its `<meta http-equiv>` (scripts/page-csp.mjs):
 * the whole policy with that page's inline-script hashes, less `frame-ancestors`, which browsers
 * ignore in a meta element (the page's header policy carries it).
 * @param {Parameters<typeof directives>[0]} [options]
 */
export function pagePolicy(options = {}) {
  const page = directives(options);
  // Site search (Pagefind) compiles its WebAssembly module in the page: 'wasm-unsafe-eval' allows
  // exactly that, not eval() or new Function() (docs/decisions/0029-search.md). Documents that are
  // not pages (SVG, XML) never need it and keep the strict policy.
  page["script-src"] = [...page["script-src"], "'wasm-unsafe-eval'"];
  return serialise(Object.entries(page).filter(([name]) => name !== "frame-ancestors"));
}

/**
 * The header policy of every page, one for all of them on every host: what a meta element cannot
 * say (frame-ancestors) and what holds before the parser reaches the meta element. Scripts are
 * left to the page's own policy: a browser enforces both policies, so a header that restricted
 * scripts would block the inline scripts only the page's policy lists.
 * @param {{ connect?: string[], forms?: string }} [options]
 */
export function pageHeaderPolicy({ connect = [], forms = "" } = {}) {
  return serialise(
    Object.entries(directives({ connect, forms })).filter(
      ([name]) => name !== "default-src" && name !== "script-src",
    ),
  );
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

/** Every static header a document gets (the CSP comes on top). */
export function staticSecurityHeaders() {
  return { ...baseSecurityHeaders(), ...documentOnlyHeaders() };
}

/**
 * Subresources by file name: what a page loads, never a document (`.data` is a page's loader
 * data, fetched by React Router). Anything else (pages, SVG, XML, unknown paths) is treated as a
 * document. A module worker would need a CSP: add none here.
 */
export const SUBRESOURCE =
  /\.(css|js|mjs|woff2?|avif|webp|png|jpe?g|gif|ico|webmanifest|json|txt|map|data)$/i;

/**
 * Cache-Control for a file of the build, by its path under build/client ("/about-us.html").
 * Hashed assets never change; HTML and its loader data (`.data`, what a client-side navigation
 * reads instead of the page) must be revalidated so a deploy shows at once, whichever way a
 * visitor reaches the page; the rest (favicon, social images, robots.txt) may be cached briefly.
 */
export function cacheControl(file) {
  if (file.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  if (REVALIDATED.test(file)) return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

/** Pages and their loader data: revalidated on every use. */
const REVALIDATED = /\.(html|data)$/;

/**
 * What the build records in <build>/headers.json.
 * @typedef {{ connect: string[], scriptHashes: string[], pages: Record<string, string[]>, forms?: string, editor?: string }} BuildHeaderMeta
 *   pages: file under build/client ("/index.html", "/about-us.html", "/404.html") → the hashes its
 *   policy lists (for reading; the policy itself is in the page). scriptHashes: all of them.
 *   forms: the forms mode when the build's forms post to its own receiver ("self", "cloudflare").
 *   editor: the browser editor's policy (/admin), which replaces the pages' header policy there.
 */

/**
 * All headers for one file of the build, as every server must send them.
 * @param {string} file path under build/client, starting with "/"
 * @param {Partial<BuildHeaderMeta>} meta
 */
export function headersForFile(file, meta = {}) {
  if (SUBRESOURCE.test(file))
    return { ...baseSecurityHeaders(), "Cache-Control": cacheControl(file) };
  const options = { connect: meta.connect ?? [], forms: meta.forms };
  return {
    "Content-Security-Policy":
      file === EDITOR_PAGE && meta.editor
        ? `${meta.editor}; frame-ancestors 'none'`
        : file.endsWith(".html")
          ? pageHeaderPolicy(options)
          : contentSecurityPolicy(options),
    ...staticSecurityHeaders(),
    "Cache-Control": cacheControl(file),
  };
}

/**
 * The public address of a page file: "/about-us.html" → "/about-us", "/index.html" → "/";
 * undefined for the not-found page. Pages are `<path>.html`, which nginx, `npm start`, Cloudflare
 * Pages and Netlify all answer at `<path>` (docs/decisions/0024).
 */
export function routeOfFile(file) {
  if (file === "/index.html") return "/";
  // The not-found pages (/404.html, /de/404.html) are answers, not addresses.
  if (/^\/([a-z]{2,3}\/)?404\.html$/.test(file) || !file.endsWith(".html")) return undefined;
  return file.slice(0, -".html".length);
}

const quoteNginx = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * nginx, http context: CSP and Cache-Control by the file served, keyed on $uri after try_files /
 * error_page resolved it. A map (not add_header per location) because add_header in a location
 * silently drops every add_header inherited from the server block. A fixed number of entries,
 * however many pages the build has.
 * @param {Partial<BuildHeaderMeta>} meta
 */
export function nginxMaps(meta = {}) {
  const options = { connect: meta.connect ?? [], forms: meta.forms };
  // Regexes are tried in order; a subresource gets "" and add_header skips empty values.
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
    `  default ${quoteNginx(contentSecurityPolicy(options))};`,
    subresource,
    ...(meta.editor
      ? [`  ${EDITOR_PAGE} ${quoteNginx(`${meta.editor}; frame-ancestors 'none'`)};`]
      : []),
    `  ~\\.html$ ${quoteNginx(pageHeaderPolicy(options))};`,
    "}",
    ...documentOnly,
    "map $uri $finlo_cache_control {",
    `  default ${quoteNginx(CACHE_SHORT)};`,
    `  ~^${HASHED_ASSETS_PREFIX} ${quoteNginx(CACHE_IMMUTABLE)};`,
    `  ~${REVALIDATED.source} ${quoteNginx(CACHE_REVALIDATE)};`,
    "}",
    "# An error (but the not-found page) is never stored: a cache in front must not keep a 400 for",
    "# an oversized header, or a 405, as a page's answer for an hour.",
    'map "$status" $finlo_cache_header {',
    `  "~^(40[0-35-9]|4[1-9]\\d|5\\d\\d)$" ${quoteNginx(CACHE_ERROR)};`,
    "  default $finlo_cache_control;",
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
          ...nginxFormsPageMaps(),
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

/**
 * nginx's own answers under /api/forms/ (forms.conf: a body past nginx's limit, the receiver not
 * answering) as the receivers' refusal page, in the language of the page the form was sent from
 * (its Referer, as the receivers read it).
 */
function nginxFormsPageMaps() {
  const pages = nginxFormsPages();
  const page = (locale, kind) => {
    const html = pages[locale][kind];
    // nginx reads "$name" in a map's value as a variable, and has no escape for "$".
    if (html.includes("$")) throw new Error(`nginx forms page (${locale}, ${kind}) contains "$"`);
    return quoteNginx(html);
  };
  const map = (kind, variable) => [
    `map $finlo_forms_locale ${variable} {`,
    `  default ${page(baseLocale, kind)};`,
    ...prefixedLocales.map((locale) => `  ${locale} ${page(locale, kind)};`),
    "}",
  ];
  return [
    "# The language of the page a form was sent from, for nginx's own answers under /api/forms/.",
    "map $http_referer $finlo_forms_locale {",
    `  default ${baseLocale};`,
    ...prefixedLocales.map(
      (locale) => `  "~^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*/${locale}([/?#]|$)" ${locale};`,
    ),
    "}",
    ...map("tooLarge", "$finlo_forms_too_large"),
    ...map("unavailable", "$finlo_forms_unavailable"),
  ];
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
    "add_header Cache-Control $finlo_cache_header always;",
    "add_header Allow $finlo_allow always;",
    "",
  ].join("\n");
}

/** Cloudflare Pages' documented limits for `_headers` (Netlify has none lower). */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/** Files in build/client that are the host's configuration, never served. */
export const HOST_FILES = new Set(["/_headers", "/_redirects", "/_worker.js", "/_routes.json"]);

/**
 * A `_headers` file (Netlify / Cloudflare Pages). These hosts apply every rule whose path matches
 * and join the values of a header set twice with commas; two CSPs joined that way are both
 * enforced. So:
 * - `/*`: every header, with the pages' header policy (no script rules; each page's own policy is
 *   in the page);
 * - `/assets/*` and every top-level folder without pages (`/og/*`, `/images/*`): the whole
 *   policy on top, which allows no inline script, and a year's caching for hashed assets;
 * - each other file that can open as a document (`/favicon.svg`, `/rss.xml`): the same, one rule
 *   each.
 * HTML goes with the host's default caching, which revalidates (`max-age=0, must-revalidate`).
 * Unlike `npm start` and nginx, every response keeps the document headers: a path rule cannot tell
 * the not-found page (served for any unknown path) from an asset, and these hosts speak HTTP/2
 * and 3, whose header compression makes the repeats nearly free.
 * @param {Partial<BuildHeaderMeta>} meta
 * @param {string[]} files every file under build/client ("/about-us.html", "/og/home.png", …)
 */
export function netlifyHeaders(meta = {}, files = []) {
  const options = { connect: meta.connect ?? [], forms: meta.forms };
  const strict = { "Content-Security-Policy": contentSecurityPolicy(options) };
  const block = (path, headers) => [
    path,
    ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`),
    "",
  ];
  const served = files.filter((file) => !HOST_FILES.has(file));
  const topFolder = (file) => /^\/([^/]+)\//.exec(file)?.[1];
  const pageFolders = new Set(served.filter((f) => f.endsWith(".html")).map(topFolder));
  const assetsFolder = HASHED_ASSETS_PREFIX.slice(1, -1);
  const folders = [...new Set(served.map(topFolder))]
    .filter((folder) => folder && folder !== assetsFolder && !pageFolders.has(folder))
    .sort();
  const documents = served
    .filter((file) => !SUBRESOURCE.test(file) && !file.endsWith(".html"))
    .filter((file) => !folders.includes(topFolder(file)) && topFolder(file) !== assetsFolder)
    .sort();
  return [
    "# Generated by scripts/postbuild.mjs from scripts/security-headers.mjs. Do not edit.",
    "# Each page's script policy is in the page itself (<meta http-equiv>); docs/hosting.md.",
    ...block("/*", {
      ...staticSecurityHeaders(),
      "Content-Security-Policy": pageHeaderPolicy(options),
    }),
    ...block(`${HASHED_ASSETS_PREFIX}*`, { ...strict, "Cache-Control": CACHE_IMMUTABLE }),
    ...folders.flatMap((folder) => block(`/${folder}/*`, strict)),
    ...documents.flatMap((file) => block(file, strict)),
    ...editorRule(meta.editor, served),
  ].join("\n");
}

/**
 * The editor's page (/admin) has the one policy of its own. `/*` gives every path the pages'
 * header policy, and a second policy would only be enforced beside it, so the rule first detaches
 * the inherited header (`! Name`, Cloudflare Pages' syntax; tested on its runtime) and then sets
 * the editor's. Netlify's parser skips a line without a colon and gives a path the last matching
 * rule's value of a header, so the same rule holds there (not tested here; docs/hosting.md).
 * @param {string | undefined} policy
 * @param {string[]} served
 */
function editorRule(policy, served) {
  if (!policy || !served.includes(EDITOR_PAGE)) return [];
  const path = EDITOR_PAGE.replace(/\.html$/, "");
  return [
    path,
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    "",
  ];
}

/**
 * Throws, saying what to change, when a `_headers` file breaks a host's rules: more than 100
 * rules or a line over 2,000 characters (Cloudflare Pages drops what is past them, silently
 * serving pages without their headers), or a line that is neither a path, a comment nor an
 * indented `Name: value` (Netlify's and Cloudflare's format).
 * @param {string} text
 */
export function checkHeadersFile(text) {
  const lines = text.split("\n");
  const rules = lines.filter((line) => line.startsWith("/"));
  const problems = [];
  if (rules.length > HEADERS_FILE_LIMITS.rules)
    problems.push(
      `${rules.length} rules; Cloudflare Pages reads ${HEADERS_FILE_LIMITS.rules} and skips the rest`,
    );
  lines.forEach((line, index) => {
    if (line.length > HEADERS_FILE_LIMITS.lineLength)
      problems.push(
        `line ${index + 1} has ${line.length} characters; Cloudflare Pages allows ${HEADERS_FILE_LIMITS.lineLength}`,
      );
    else if (line && !/^(\/\S*|#.*| {2}[A-Za-z0-9-]+: \S.*| {2}! [A-Za-z0-9-]+)$/.test(line))
      problems.push(
        `line ${index + 1} is not a path, a comment or "  Name: value": ${line.slice(0, 80)}`,
      );
  });
  if (problems.length)
    throw new Error(
      `_headers would not hold on Cloudflare Pages and Netlify: ${problems.slice(0, 5).join("; ")}. ` +
        "Its rules come from scripts/security-headers.mjs (netlifyHeaders): keep per-file rules out of it.",
    );
  return { rules: rules.length, longest: Math.max(0, ...lines.map((line) => line.length)) };
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
  // nginx's own answers: every header a document gets, the refusal page's policy, never cached.
  const ownHeaders = Object.entries({
    "Content-Security-Policy": REFUSAL_PAGE_POLICY,
    ...staticSecurityHeaders(),
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  }).map(([name, value]) => `  add_header ${name} ${quoteNginx(value)} always;`);
  const own = (name, status, variable) => [
    `location ${name} {`,
    "  default_type text/html;",
    ...ownHeaders,
    `  return ${status} ${variable};`,
    "}",
  ];
  return [
    "# Generated by scripts/postbuild.mjs for a FORMS=self build: the forms receiver.",
    "add_header Set-Cookie $finlo_form_cookie always;",
    "# ^~: every path under /api/forms/ is the receiver's, even one the locations of pages would",
    "# take (a trailing slash, .html): it answers in the language of the page the form came from.",
    "location ^~ /api/forms/ {",
    `  # The receiver refuses more than ${BODY_LIMIT / 1024} KiB itself (413, in the page's language, without reading`,
    "  # the body); nginx stops only bodies of twice that, before they reach it.",
    `  client_max_body_size ${(2 * BODY_LIMIT) / 1024}k;`,
    `  proxy_pass http://${upstream};`,
    "  proxy_http_version 1.1;",
    '  proxy_set_header Connection "";',
    "  proxy_set_header Host $http_host;",
    "  # Set, never appended: the receiver reads it when started with TRUST_PROXY=1, for its rate",
    "  # limit (without it, every visitor would count as this proxy).",
    "  proxy_set_header X-Real-IP $remote_addr;",
    "  proxy_set_header X-Forwarded-For $remote_addr;",
    "  # nginx's own answers here (a body past its limit, the receiver not answering): the",
    "  # receiver's refusal page in the form's language, with every header (maps.conf).",
    "  error_page 413 @finlo_forms_too_large;",
    "  error_page 502 503 504 @finlo_forms_unavailable;",
    "  # The receiver sends its own headers; an add_header here keeps the server's set off them.",
    '  add_header X-Robots-Tag "noindex" always;',
    "}",
    ...own("@finlo_forms_too_large", 413, "$finlo_forms_too_large"),
    ...own("@finlo_forms_unavailable", 502, "$finlo_forms_unavailable"),
    "",
  ].join("\n");
}

/**
 * nginx, server context: each prefixed language's unknown paths get that language's not-found
 * page (/de/… → de/404.html), which is never served under its own name. Written from the
 * languages of project.inlang/settings.json, so a new language needs no edit here.
 * @param {readonly string[]} prefixed the locales with a /<locale> prefix
 */
export function nginxLocales(prefixed) {
  return prefixed
    .map(
      (locale) => `location /${locale}/ {
  try_files $uri $uri.html =404;
  error_page 404 /${locale}/404.html;
}
location = /${locale}/404.html {
  internal;
}
location = /${locale}/404 {
  return 404;
}
`,
    )
    .join("");
}

/** Cloudflare Pages' documented limit of static redirects in `_redirects`. */
export const REDIRECTS_FILE_LIMIT = 2000;

/**
 * `_redirects` for Cloudflare Pages and Netlify: each old address (content/redirects.yaml), with
 * and without a trailing slash, answers 301 with its new one. Stops the build, saying why, when
 * Cloudflare Pages would drop rules.
 * @param {{ from: string, to: string }[]} redirects
 */
export function redirectsFile(redirects) {
  const lines = redirects.flatMap(({ from, to }) =>
    from === "/" ? [`${from} ${to} 301`] : [`${from} ${to} 301`, `${from}/ ${to} 301`],
  );
  if (lines.length > REDIRECTS_FILE_LIMIT)
    throw new Error(
      `_redirects would hold ${lines.length} rules, and Cloudflare Pages reads ${REDIRECTS_FILE_LIMIT}: ` +
        `content/redirects.yaml has ${redirects.length} addresses (each is two rules, with and without a trailing slash); keep ${REDIRECTS_FILE_LIMIT / 2} or fewer`,
    );
  return lines.length
    ? [
        "# Generated by scripts/postbuild.mjs from content/redirects.yaml. Do not edit.",
        ...lines,
        "",
      ].join("\n")
    : "";
}

/**
 * nginx: `$finlo_redirect`, the new address of an old one (content/redirects.yaml), which
 * deploy/nginx.conf answers with a 301 before any page. Always written, empty when nothing moved.
 * @param {{ from: string, to: string }[]} redirects
 */
export function nginxRedirects(redirects) {
  return [
    "# Generated by scripts/postbuild.mjs from content/redirects.yaml. Do not edit.",
    "map $uri $finlo_redirect {",
    '  default "";',
    ...redirects.flatMap(({ from, to }) =>
      from === "/" ? [`  "${from}" "${to}";`] : [`  "${from}" "${to}";`, `  "${from}/" "${to}";`],
    ),
    "}",
    "",
  ].join("\n");
}
