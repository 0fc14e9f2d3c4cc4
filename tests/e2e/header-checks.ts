import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIResponse } from "./fixtures";
import { inlineScriptHashes, pagePolicyOf } from "../../scripts/page-csp.mjs";
import { VIDEO_ORIGIN } from "../../scripts/security-headers.mjs";
import { mediaFiles } from "../../app/content/collections/outputs.server";

/**
 * An owner's picture of each kind the build serves from content/media/, when content/ has one:
 * a photo's variant (a subresource) and an SVG (a document when opened on its own).
 */
export function mediaSamples(): { photo?: string; svg?: string } {
  const addresses = mediaFiles().map(([address]) => address);
  return {
    photo: addresses.find((a) => a.endsWith(".avif")),
    svg: addresses.find((a) => a.endsWith(".svg")),
  };
}

/**
 * The icon sprite's address. Pages carry the symbols they show (app/components/ui/icon-symbols.tsx)
 * and name the sprite only in their JavaScript, for icons a page reached in the browser adds.
 */
export function spriteAddress(): string {
  const assets = join(process.env.BUILD_DIR || "build", "client", "assets");
  const file = readdirSync(assets).find((name) => /^icons-[\w-]+\.svg$/.test(name));
  if (!file) throw new Error(`no icons-*.svg in ${assets}`);
  return `/assets/${file}`;
}

// What every host must send, shared by the specs that run against npm start, nginx and
// Cloudflare's runtime (security-headers.spec.ts, cdn.cloudflare.spec.ts).

export function directives(csp: string) {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The headers every response must carry, asset or document. */
export function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The server never tells its version.
  expect(headers["server"] ?? "").not.toMatch(/\d/);
  expect(headers["x-powered-by"]).toBeUndefined();
}

/**
 * The headers every document must carry: page, SVG, 404, 405 or redirect alike. A host may send
 * more than one policy (a CDN joins them with commas): the browser enforces each, and each must
 * keep the page out of frames and allow no script but by a page's own policy.
 */
export function expectSecurityHeaders(response: APIResponse) {
  expectBaseHeaders(response);
  const headers = response.headers();
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  const policies = (headers["content-security-policy"] ?? "").split(",").map(directives);
  expect(policies.length).toBeGreaterThan(0);
  for (const csp of policies) {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual([VIDEO_ORIGIN]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(["'self'", "'none'"]).toContain(csp.get("form-action")?.[0]);
    // No header ever allows an inline script: only a page's own policy lists hashes.
    if (csp.has("script-src"))
      expect([["'self'"], ["'none'"]]).toContainEqual(csp.get("script-src"));
  }
  return policies;
}

/**
 * The header policies of a file that is not a page (an SVG, a feed): one of them forbids every
 * script, inline or from a file.
 */
export function expectNoScript(response: APIResponse) {
  const policies = expectSecurityHeaders(response);
  expect(
    policies.some(
      (csp) =>
        csp.get("default-src")?.[0] === "'self'" && csp.get("script-src")?.join(" ") === "'none'",
    ),
    response.url(),
  ).toBe(true);
}

/**
 * A page's own policy, in its <meta http-equiv>: the whole policy, allowing exactly the page's
 * own inline scripts by hash, and nothing a meta element cannot carry.
 */
export function expectPagePolicy(html: string, page: string) {
  const policy = pagePolicyOf(html);
  expect(policy, `${page}: its policy meta element`).toBeTruthy();
  const csp = directives(policy!);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  const [self, ...sources] = csp.get("script-src") ?? [];
  expect(self).toBe("'self'");
  // Site search compiles WebAssembly (Pagefind): that keyword, never 'unsafe-eval'.
  expect(sources.at(-1), page).toBe("'wasm-unsafe-eval'");
  const allowed = sources.slice(0, -1);
  const needed = inlineScriptHashes(html);
  // React Router writes inline scripts into every page: the hashes must be there…
  expect(needed.length, page).toBeGreaterThan(0);
  // …all of them, and no other page's.
  expect(allowed.map((source) => source.slice(1, -1)).sort(), page).toEqual(needed);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.has("frame-ancestors"), "frame-ancestors is ignored in a meta element").toBe(false);
  return csp;
}
