// `npm start`: serve build/client like production hosting does. Builds first when no build exists.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { buildDir } from "./build-dir.mjs";
import sirv from "sirv";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  securityHeaders,
} from "./security-headers.mjs";

const root = join(buildDir, "client") + "/";
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 4173);

if (!existsSync(`${root}index.html`) || !existsSync(`${root}404.html`)) {
  console.log("No build found: running `npm run build` first…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function loadHeaders() {
  // The build records the inline-script hashes the CSP must allow (scripts/postbuild.mjs).
  const meta = join(buildDir, "headers.json");
  const options = existsSync(meta) ? JSON.parse(readFileSync(meta, "utf8")) : {};
  return securityHeaders(options);
}
const headers = loadHeaders();
const notFoundPage = readFileSync(`${root}404.html`);

const assets = sirv(root, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ["html"],
  dotfiles: false,
  setHeaders(res, pathname) {
    const type = String(res.getHeader("Content-Type") ?? "");
    if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", CACHE_IMMUTABLE);
    else if (type.startsWith("text/html")) res.setHeader("Cache-Control", CACHE_REVALIDATE);
    else res.setHeader("Cache-Control", CACHE_SHORT);
  },
});

function notFound(req, res) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", CACHE_REVALIDATE);
  res.end(req.method === "HEAD" ? undefined : notFoundPage);
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.statusCode = 405;
    res.setHeader("Allow", "GET, HEAD");
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("405 Method Not Allowed\n");
    return;
  }
  const url = req.url ?? "/";
  const pathname = url.split("?")[0] ?? "/";
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(req, res);
  }
  // Never serve dotfiles, NUL bytes, traversal or the raw 404 page under another name.
  if (
    decoded.includes("\0") ||
    decoded.includes("\\") ||
    decoded.split("/").some((part) => part.startsWith(".")) ||
    pathname.length > 2048 ||
    /^\/404(\.html|\/.*)?$/.test(decoded) ||
    /(^|\/)index(\.html)?$/.test(decoded) ||
    /\/\/+/.test(pathname)
  ) {
    return notFound(req, res);
  }
  assets(req, res, () => notFound(req, res));
});

server.listen(port, host, () => {
  console.log(`Serving build/client on http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
