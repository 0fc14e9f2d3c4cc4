// The one source of truth for response headers. scripts/serve.mjs sends them, and the build
// writes them into deploy/nginx.conf and build/client/_headers (see scripts/postbuild.mjs).

/** The only third-party host a page may ever contact: the video player, once a visitor presses play. */
export const VIDEO_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * @param {{ scriptHashes?: string[], connect?: string[] }} [options]
 *   scriptHashes: 'sha256-…' sources for the inline scripts React Router writes into each page.
 *   connect: extra origins for fetch (the optional forms endpoint).
 */
export function contentSecurityPolicy({ scriptHashes = [], connect = [] } = {}) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connect],
    "frame-src": [VIDEO_ORIGIN],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "upgrade-insecure-requests": [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Headers for every response. */
export function securityHeaders(options = {}) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";
