// `npm start`: serve build/client like production hosting does (the same answers as
// deploy/nginx.conf: same URLs, statuses and headers). Builds first when no build exists.
// `FORMS=self npm start` also runs the forms receiver at /api/forms/ (scripts/forms/, docs/forms.md).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { buildDir } from "./build-dir.mjs";
import sirv from "sirv";
import { prefixedLocales } from "./i18n-config.mjs";
import { CACHE_ERROR, cacheControl, headersForFile, routeOfFile } from "./security-headers.mjs";
import { readLocalizedForms, readManifest } from "./forms/manifest.mjs";
import { formsMode } from "./forms/mode.mjs";

const root = join(buildDir, "client") + "/";
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 4173);

if (!existsSync(`${root}index.html`) || !existsSync(`${root}404.html`)) {
  console.log("No build found: running `npm run build` first…");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @type {Partial<import("./security-headers.mjs").BuildHeaderMeta>} */
// The build records each page's inline-script hashes for its CSP (scripts/postbuild.mjs).
const meta = existsSync(join(buildDir, "headers.json"))
  ? JSON.parse(readFileSync(join(buildDir, "headers.json"), "utf8"))
  : {};
/** "/about-us" → "/about-us.html", for every page of the build (pages are <path>.html). */
const routes = new Map();
(function findPages(dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith(".")) findPages(`${dir}${entry.name}/`);
    else if (entry.name.endsWith(".html")) {
      const route = routeOfFile(`/${dir}${entry.name}`);
      if (route) routes.set(route, `/${dir}${entry.name}`);
    }
  }
})("");
/** A not-found page and its precompressed twins (postbuild writes .br and .gz beside it). */
function readNotFound(file) {
  const twin = (suffix) =>
    existsSync(`${root}${file}${suffix}`) ? readFileSync(`${root}${file}${suffix}`) : undefined;
  return { identity: readFileSync(`${root}${file}`), br: twin(".br"), gzip: twin(".gz") };
}
const notFoundPage = readNotFound("404.html");
/** Old addresses and their pages (content/redirects.yaml; scripts/seo-files.mjs writes the list). */
const redirects = new Map(
  existsSync(join(buildDir, "redirects.json"))
    ? JSON.parse(readFileSync(join(buildDir, "redirects.json"), "utf8")).map(({ from, to }) => [
        from,
        to,
      ])
    : [],
);
/** Each prefixed language's not-found page: /de/… unknown → de/404.html. */
const localNotFound = new Map(
  prefixedLocales
    .filter((locale) => existsSync(`${root}${locale}/404.html`))
    .map((locale) => [locale, readNotFound(`${locale}/404.html`)]),
);

const forms = await startForms();

/** FORMS=self: the receiver for this build's forms, its database and webhook forwarder. */
async function startForms() {
  const manifest = readManifest(buildDir);
  if (formsMode() !== "self") {
    if (manifest)
      console.warn(
        meta.forms === "cloudflare"
          ? "This build's forms post to its Cloudflare Pages Function: `npm run start:cloudflare` runs it."
          : "This build's forms post to /api/forms/: start with FORMS=self to receive them.",
      );
    return undefined;
  }
  if (meta.forms === "cloudflare") {
    console.error(
      `${buildDir} is a FORMS=cloudflare build: run \`FORMS=self npm run build\` for npm start's receiver.`,
    );
    process.exit(1);
  }
  if (!manifest) {
    console.error(
      `${buildDir} is not a FORMS=self build (no forms.json): run \`FORMS=self npm run build\` first.`,
    );
    process.exit(1);
  }
  const { openStore, dbPath } = await import("./forms/store.mjs");
  const { createReceiver, loadedCookie } = await import("./forms/receiver.mjs");
  const { createForwarder } = await import("./forms/webhook.mjs");
  const store = openStore(dbPath());
  const log = (line) => console.error(line);
  const webhook = process.env.FORMS_WEBHOOK
    ? createForwarder({
        store,
        url: process.env.FORMS_WEBHOOK,
        baseDelayMs: Number(process.env.FORMS_WEBHOOK_BACKOFF_MS || 5000),
        log,
      })
    : undefined;
  webhook?.start();
  const handle = createReceiver({
    store,
    forms: manifest,
    localized: readLocalizedForms(buildDir),
    minFillMs: 1000 * Number(process.env.FORMS_MIN_FILL_SECONDS ?? 3),
    rateLimit: Number(process.env.FORMS_RATE_LIMIT ?? 10),
    origin: process.env.FORMS_ORIGIN || undefined,
    webhook,
    // Behind a proxy (nginx) that sets X-Real-IP: the visitor's address for the rate limit.
    trustProxy: process.env.TRUST_PROXY === "1",
    log,
  });
  console.log(
    `Forms receiver on /api/forms/, storing in ${dbPath()}` +
      (process.env.TRUST_PROXY === "1" ? " (TRUST_PROXY=1: X-Real-IP names the visitor)" : ""),
  );
  return { store, webhook, handle, loadedCookie };
}

// sirv indexes the files once at start-up and serves only those: nothing outside build/client.
// Extension guessing is off: pages are looked up above, as nginx's try_files does.
const assets = sirv(root, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  extensions: [],
  dotfiles: false,
});

function setHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A file's own headers: a subresource goes without the document-only ones set before. */
function setFileHeaders(res, file) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  setHeaders(res, headersForFile(file, meta));
  // A page's loader data, typed as React Router's own server sends it (sirv knows no type for it).
  if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
}

/**
 * The not-found page in the address's language, as a page is served: its headers, the fill-time
 * cookie (a form on it can be sent), and its brotli or gzip twin when the browser takes one.
 */
function notFound(req, res) {
  res.statusCode = 404;
  const locale = /^\/([a-z]{2,3})(\/|$)/.exec(req.url ?? "")?.[1];
  const file = locale && localNotFound.has(locale) ? `/${locale}/404.html` : "/404.html";
  const page = localNotFound.get(locale ?? "") ?? notFoundPage;
  res.removeHeader("Content-Encoding");
  setHeaders(res, headersForFile(file, meta));
  if (forms) res.setHeader("Set-Cookie", forms.loadedCookie());
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = ["br", "gzip"].find(
    (name) => page[name] && new RegExp(`\\b${name}\\b`).test(accepts),
  );
  const body = encoding ? page[encoding] : page.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A 301 to `location`, a path of this site (already URL-encoded) with the request's query. */
function permanentRedirect(res, location) {
  res.statusCode = 301;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", cacheControl("/"));
  res.end();
}

/** "/x/../a/./b" → "/a/b"; undefined when ".." would climb above the root. */
function resolveDots(path) {
  const segments = [];
  for (const segment of path.split("/").slice(1)) {
    if (segment === ".") continue;
    if (segment !== "..") segments.push(segment);
    else if (segments.pop() === undefined) return undefined;
  }
  // A final "." or ".." names a folder: "/about-us/." → "/about-us/".
  const folder = /\/\.\.?$/.test(path) && segments.length ? "/" : "";
  return `/${segments.join("/")}${folder}`;
}

/** Paths never served under their own name (nginx: the `location … { return 404; }` blocks). */
const HIDDEN = [
  /(^|\/)\./, // dotfiles and dot segments
  /\.html$/, // a page has one URL, without .html
  /^\/([a-z]{2,3}\/)?404\.html$/, // only as the not-found page
  /\.(gz|br)$/, // precompressed twins are chosen by Accept-Encoding
  /^\/(_headers|_redirects|_worker\.js|_routes\.json)$/, // the CDN's configuration
  /\/$/, // folders: no listings
];

const server = createServer((req, res) => {
  // sirv streams a file it indexed at start-up without listening for the stream's errors, so a
  // file gone since (a build written over this one while it serves) would throw and stop the
  // server. That response is cut off instead; every other request is answered as before.
  res.on("pipe", (source) => source.on("error", () => res.destroy()));
  // Base headers (CSP without inline scripts); a page's own CSP replaces it below.
  setHeaders(res, headersForFile("/", meta));
  // A request line may name the whole address ("GET http://host/pricing"): HTTP/1.1 servers
  // must take that form, and nginx does; only its path and query are read.
  req.url = (req.url ?? "/")
    .replace(/^https?:\/\/[^/?#]*(?=\/)/i, "")
    .replace(/^https?:\/\/[^/?#]*(?=\?|$)/i, "/");
  if (forms && req.url.startsWith("/api/forms/")) return forms.handle(req, res);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.statusCode = 405;
    res.setHeader("Allow", "GET, HEAD");
    res.setHeader("Cache-Control", CACHE_ERROR);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("405 Method Not Allowed\n");
    return;
  }
  const url = req.url;
  if (!url.startsWith("/") || url.length > 8192) return notFound(req, res);
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(req, res);
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return notFound(req, res);
  // A doubled slash ("//pricing", "/%2Fpricing") is read as one, as nginx merges them; a page
  // answers it with a 301 to its one address (below), anything else as at the single-slash path.
  const doubled = /\/\/+/.test(decoded);
  if (doubled) {
    decoded = decoded.replace(/\/\/+/g, "/");
    // sirv decodes with decodeURI: encode so that it reads the merged path back.
    req.url = encodeURI(decoded).replace(/[?#]/g, encodeURIComponent) + query;
  }

  // Dot segments ("/x/../about-us", "/./about-us"), which nginx resolves: a page answers with a
  // 301 to its one address; any other such path stays hidden (below).
  if (/(^|\/)\.\.?(\/|$)/.test(decoded)) {
    const resolved = resolveDots(decoded);
    const target = [resolved, resolved?.replace(/(.)\/$/, "$1")].find((path) => routes.has(path));
    if (target) return permanentRedirect(res, encodeURI(target) + query);
  }

  const page = routes.get(decoded);
  if (page && doubled) return permanentRedirect(res, encodeURI(decoded) + query);
  if (page) {
    setHeaders(res, headersForFile(page, meta));
    // When the page was loaded: the receiver's minimum fill time (scripts/forms/receiver.mjs).
    if (forms) res.setHeader("Set-Cookie", forms.loadedCookie());
    req.url = page; // sirv then picks page.br / page.gz / page itself
    return assets(req, res, () => notFound(req, res));
  }
  // An old address (content/redirects.yaml), with or without its trailing slash → 301 its page.
  const moved = redirects.get(decoded.length > 1 ? decoded.replace(/\/$/, "") : decoded);
  if (moved) return permanentRedirect(res, moved + query);
  // "/about-us/" → 301 "/about-us", only for real pages (so never to another host).
  if (decoded.endsWith("/") && routes.has(decoded.slice(0, -1)))
    return permanentRedirect(res, encodeURI(decoded.slice(0, -1)) + query);
  if (HIDDEN.some((pattern) => pattern.test(decoded))) return notFound(req, res);
  setFileHeaders(res, decoded);
  assets(req, res, () => notFound(req, res));
});

server.listen(port, host, () => {
  console.log(`Serving build/client on http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () =>
    server.close(() => {
      forms?.webhook?.stop();
      forms?.store.close();
      process.exit(0);
    }),
  );
