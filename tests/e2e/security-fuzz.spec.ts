import { expect, test } from "./fixtures";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { pages, notFoundPage } from "../../app/content/pages";

// A few hundred hostile or odd requests, sent raw over a socket (so nothing normalises them on the
// way), to the npm start server ("desktop" project) and to nginx ("nginx" project). Loopback only,
// bounded in count and time. Whatever the request: never a 5xx, never a byte from outside
// build/client, never a redirect off the site, and unknown paths get the 404 page.

const buildDir = resolve(process.env.BUILD_DIR || "build");
const client = join(buildDir, "client");
const NOT_FOUND = notFoundPage.heading;
const CANARY = "finlo-canary-7f3a9c1e-never-served";

/** Text that may never appear in a response: files next to or outside build/client. */
const SECRETS = [
  CANARY,
  "root:x:0:", // /etc/passwd
  '"name": "finlo-site"', // package.json
  '"scriptHashes"', // <build>/headers.json
  "map $uri $finlo_csp", // <build>/nginx/maps.conf
  "worker_connections", // <build>/nginx/nginx.conf
];

type RawResponse = { status: number; headers: Record<string, string>; body: Buffer; raw: string };

/** One request, exactly as written, on its own connection. */
function send(
  port: number,
  method: string,
  target: string,
  timeoutMs = 5000,
): Promise<RawResponse> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `, "latin1"),
          Buffer.from(target, "utf8"), // raw bytes, unicode included
          Buffer.from(
            ` HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${method === "POST" || method === "PUT" ? "Content-Length: 3\r\n\r\na=1" : "\r\n"}`,
            "latin1",
          ),
        ]),
      );
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split === -1 ? all.length : split).toString("latin1");
      const [statusLine, ...headerLines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1] ?? NaN);
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = split === -1 ? Buffer.alloc(0) : all.subarray(split + 4);
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = unchunk(body);
      resolvePromise({ status, headers, body, raw: all.toString("latin1") });
    });
  });
}

function unchunk(data: Buffer) {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const end = data.indexOf("\r\n", at);
    const size = parseInt(data.subarray(at, end).toString("latin1"), 16);
    if (!size) break;
    parts.push(data.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Small seeded generator: the same "random" paths on every run, so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

type Case = { method: string; target: string; kind: "unknown" | "page" | "any" };

function cases(): Case[] {
  const list: Case[] = [];
  const add = (target: string, kind: Case["kind"] = "any", method = "GET") =>
    list.push({ method, target, kind });
  const routes = pages.map((page) => page.path).filter((path) => path !== "/");

  // Traversal towards files next to and outside build/client, in every spelling.
  const targets = [
    "etc/passwd",
    "headers.json",
    "nginx/nginx.conf",
    "nginx/maps.conf",
    "finlo-canary.txt",
    "client/.finlo-canary",
    "../package.json",
    "package.json",
  ];
  const ups = [
    "/..",
    "/../..",
    "/../../../../../..",
    "/%2e%2e",
    "/%2E%2E/%2e%2e",
    "/..%2f..",
    "/%2e%2e%2f%2e%2e",
    "/%252e%252e/%252e%252e",
    "/.%2e/.%2e",
    "/..%5c..",
    "/%c0%ae%c0%ae/%c0%ae%c0%ae",
    "/assets/../../..",
    "/about-us/..;/..;",
    "/..%00/..",
    "/%u002e%u002e",
  ];
  for (const up of ups) for (const target of targets) add(`${up}/${target}`);
  add("/.finlo-canary");
  add("/%2efinlo-canary");
  add("/client/.finlo-canary");
  add("/finlo-canary.txt", "unknown");

  // Pages spelled with percent-encoding (single: the page; double: not a page) and odd slashes.
  for (const route of routes.slice(0, 8)) {
    const encoded = [...route]
      .map((c) => (c === "/" ? c : `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
      .join("");
    add(encoded);
    add(encoded.replace(/%/g, "%25"));
    add(`/${route}`);
    add(`${route}//`);
    add(`${route}/.`);
    add(`${route}/./`);
    add(`${route}%2F`);
    add(`${route}/index.html`, "unknown");
    add(`${route}.html`, "unknown");
    add(`${route}%00`);
    add(`${route}%00.html`);
    add(`${route}?q=${"A".repeat(6000)}`, "page");
    add(`${route}?${Array.from({ length: 400 }, (_, i) => `k${i}=v${i}`).join("&")}`, "page");
    add(`${route}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x="><svg/onload=alert(1)>`, "page");
  }
  // NUL bytes, overlong paths and query strings, unicode and invalid UTF-8.
  for (const path of [
    "/%00",
    "/%00/../etc/passwd",
    "/index.html%00.txt",
    "/%",
    "/%zz",
    "/%e2%82",
    "/%ff%fe",
    "/%c0%af",
    "/%e2%80%ae",
    "/%F0%9F%98%80",
  ])
    add(path);
  for (const path of [
    "/über",
    "/日本語/ページ",
    "/😀",
    "/caf\u00e9",
    "/a\u202eb",
    "/\u0000x".replace("\u0000", "%00"),
  ])
    add(path);
  add(`/${"a".repeat(8192)}`);
  add(`/about-us/${"x/".repeat(4096)}`);
  add(`/${"../".repeat(2000)}etc/passwd`);
  add(`/?q=${"B".repeat(7600)}`, "page");
  add(`/?q=${"C".repeat(20000)}`);
  // A request line naming the whole address (absolute-form): the page, or a redirect on the site.
  add("http://evil.example/about-us", "page");
  add("http://evil.example/about-us/");
  add("http://evil.example//evil.example/");
  add("http://evil.example");
  // Repeated slashes and backslashes: never an open redirect.
  for (const path of [
    "//",
    "///",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "//about-us",
    "/about-us//",
    "////about-us////",
    "/.//about-us/",
  ])
    add(path);
  // Unknown, plausible paths: the 404 page, with status 404.
  // (/admin is the browser editor's page, checked in editor-budget.spec.ts.)
  for (const path of [
    "/wp-admin",
    "/wp-login.php",
    "/.env",
    "/.git/HEAD",
    "/server-status",
    "/api/users",
    "/blog/2024/a-post",
    "/assets/missing.js",
    "/generated/nope.png",
    "/build/headers.json",
    "/node_modules/react/package.json",
    "/about-us/extra",
    "/404",
    "/404.html",
    "/index.html",
    "/_headers",
    "/favicon.svg.br",
    "/index.html.gz",
  ])
    add(path, path.startsWith("/.") ? "any" : "unknown");
  // Methods: pages and unknown paths answer 405 (or 404), never a 5xx.
  for (const method of [
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "PROPFIND",
    "MKCOL",
    "FOOBAR",
  ]) {
    for (const path of ["/", "/contact-us", "/sign-in", "/nope", "/assets/x.js"])
      add(path, "any", method);
  }
  // Generated noise from risky tokens.
  const random = prng(8);
  const tokens = [
    "..",
    ".",
    "%2e",
    "%2f",
    "%5c",
    "%00",
    "%25",
    ";",
    "~",
    "*",
    ":",
    "@",
    "!",
    "$",
    "'",
    "(",
    ")",
    "+",
    ",",
    "=",
    "&",
    "index.html",
    "404.html",
    ".git",
    ".env",
    "assets",
    "generated",
    "about-us",
    "pricing",
    "_headers",
    "%20",
    "%0d%0a",
    "%u2215",
    "é",
    "\u2215",
    "\uff0e\uff0e",
  ];
  for (let i = 0; i < 120; i++) {
    const length = 1 + Math.floor(random() * 6);
    let path = "";
    for (let j = 0; j < length; j++)
      path += (random() < 0.7 ? "/" : "") + tokens[Math.floor(random() * tokens.length)];
    add(path.startsWith("/") ? path : `/${path}`);
  }
  return list;
}

/** sha256 of every file in build/client: a 200 must be one of them, byte for byte. */
function servedFiles() {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hashes.add(createHash("sha256").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(client);
  return hashes;
}

test.describe("hostile requests", () => {
  const planted = [join(buildDir, "finlo-canary.txt"), join(client, ".finlo-canary")];

  test.beforeAll(() => {
    for (const file of planted) if (!existsSync(file)) writeFileSync(file, `${CANARY}\n`);
  });
  test.afterAll(() => {
    // Another project's worker may still be fuzzing: leave the files to it if it is (harmless).
    for (const file of planted) rmSync(file, { force: true });
  });

  test("a few hundred generated requests: no 5xx, nothing from outside build/client, 404 page for unknown paths", async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const port = Number(new URL(baseURL as string).port);
    const files = servedFiles();
    const all = cases();
    expect(all.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const counts = new Map<number, number>();

    // Four at a time: quick, and gentle on a two-core machine.
    for (let i = 0; i < all.length; i += 4) {
      await Promise.all(
        all.slice(i, i + 4).map(async ({ method, target, kind }) => {
          const label = `${method} ${target.length > 80 ? `${target.slice(0, 80)}…(${target.length})` : target}`;
          let response: RawResponse;
          try {
            response = await send(port, method, target);
          } catch (error) {
            failures.push(`${label}: ${(error as Error).message}`);
            return;
          }
          const { status, headers, body, raw } = response;
          counts.set(status, (counts.get(status) ?? 0) + 1);
          const problem = (why: string) => failures.push(`${label}: ${status} ${why}`);
          if (!(status >= 200 && status < 500)) return problem("is not a 2xx-4xx answer");
          for (const secret of SECRETS) if (raw.includes(secret)) problem(`leaked "${secret}"`);
          if (body.includes("<script>alert(1)") || body.includes("onload=alert(1)"))
            problem("reflected the query");
          if (
            status === 200 &&
            method === "GET" &&
            !files.has(createHash("sha256").update(body).digest("hex"))
          )
            problem("answered 200 with bytes that are no file of build/client");
          if (status >= 300 && status < 400) {
            const location = headers["location"] ?? "";
            if (!/^\/(?![/\\])/.test(location)) problem(`redirects off the site: ${location}`);
          }
          if (status === 404 && method === "GET" && !body.includes(NOT_FOUND))
            problem("is a 404 without the not-found page");
          if (kind === "unknown" && status !== 404) problem("should be the 404 page");
          if (kind === "page" && status !== 200) problem("should be the page");
          if (!["GET", "HEAD"].includes(method) && ![400, 404, 405, 501].includes(status))
            problem(`for ${method}`);
          if (![400, 414, 431].includes(status) && !headers["x-content-type-options"])
            problem("lacks the security headers");
          // An error a cache in front kept would answer for the page (an oversized header's 400
          // served to everyone): only the not-found page may be stored, and revalidated.
          if (
            status >= 400 &&
            status !== 404 &&
            /public|max-age=[1-9]/.test(headers["cache-control"] ?? "")
          )
            problem(`may be cached: ${headers["cache-control"]}`);
        }),
      );
    }
    console.log(
      `${all.length} requests to ${baseURL}; statuses: ${[...counts]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(", ")}`,
    );
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
