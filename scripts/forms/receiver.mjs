// The self-hosted forms receiver: answers POST /api/forms/<form-id> (FORMS=self builds post
// there). Used by scripts/serve.mjs; nginx proxies /api/forms/ to it. docs/forms.md.
// The checks and answers are scripts/forms/checks.mjs, shared with the Cloudflare Pages Function;
// this file is what is Node's own: the request stream, the in-memory rate limit, the SQLite store.
import { m } from "../../app/paraglide/messages.js";
import { palette } from "../palette.mjs";
import { baseSecurityHeaders, documentOnlyHeaders } from "../security-headers.mjs";
import { BODY_LIMIT, longestBody } from "./limits.mjs";
import {
  acceptedAnswer,
  checkSubmission,
  RATE_WINDOW_MS,
  refusedAnswer,
  Reject,
  tooLarge,
} from "./checks.mjs";

export { API_PREFIX, BODY_LIMIT, HONEYPOT, LOADED_COOKIE, loadedCookie } from "./checks.mjs";

/** A fixed window of `limit` posts per `windowMs`, per client and form, in memory. */
export function rateLimiter({ limit = 10, windowMs = RATE_WINDOW_MS } = {}) {
  const hits = new Map();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, times] of hits) if (times.at(-1) <= now - windowMs) hits.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    /** @returns {number} 0 when allowed, else the seconds to wait. */
    take(key, now = Date.now()) {
      const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (limit > 0 && times.length >= limit) {
        hits.set(key, times);
        return Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000));
      }
      times.push(now);
      hits.set(key, times);
      return 0;
    },
    /** Forgets the post counted at `at` (one refused for a typo: checks.mjs). */
    release(key, at) {
      const times = hits.get(key);
      const index = times?.lastIndexOf(at) ?? -1;
      if (index !== -1) times?.splice(index, 1);
    },
  };
}

/**
 * Who is posting, for the rate limit: the connection's address. Behind a proxy (nginx) every
 * connection comes from the proxy, which passes the visitor's address in X-Real-IP
 * (deploy/nginx.conf sets it, never appends); that header is read only when the server is told it
 * sits behind one (`trustProxy`, TRUST_PROXY=1), since anyone reaching the port directly could
 * otherwise pick a new address for every post.
 */
function clientOf(req, trustProxy) {
  const remote = req.socket.remoteAddress ?? "";
  const real = req.headers["x-real-ip"];
  return trustProxy && typeof real === "string" && real ? real.slice(0, 64) : remote;
}

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
      done = true;
    });
    req.on("error", () => {
      if (!done)
        reject(
          new Reject(400, "bad-body", "The request body could not be read.", {
            say: (locale) => m["forms.reject.badBody"]({}, { locale }),
          }),
        );
      done = true;
    });
  });
}

/** A Node request as the shared checks read it. */
function incoming(req, trustProxy) {
  return {
    method: req.method ?? "",
    path: req.url ?? "",
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    host: req.headers.host ?? "",
    client: clientOf(req, trustProxy),
    readBody: (limit) => readBody(req, limit),
  };
}

/**
 * @param {{
 *   store: import("./store.mjs").Store,
 *   forms: Record<string, readonly import("../../app/components/widgets/forms/validate.js").FieldSpec[]>,
 *   localized?: import("./checks.mjs").Rules["localized"],
 *   minFillMs?: number,
 *   rateLimit?: number,
 *   origin?: string,
 *   webhook?: { kick(): void },
 *   trustProxy?: boolean,
 *   log?: (line: string) => void,
 * }} options trustProxy: the server sits behind a proxy that sets X-Real-IP (TRUST_PROXY=1)
 */
export function createReceiver({
  store,
  forms,
  localized,
  minFillMs = 3000,
  rateLimit = 10,
  origin,
  webhook,
  trustProxy = false,
  log = () => {},
}) {
  // Every form's longest valid post must fit the body limit, in any script (limits.mjs).
  for (const [id, fields] of Object.entries(forms))
    if (longestBody(fields) > BODY_LIMIT)
      throw new Error(
        `forms: the longest valid post of "${id}" (${longestBody(fields)} bytes) exceeds the body limit of ${BODY_LIMIT} bytes (scripts/forms/limits.mjs)`,
      );
  const rules = { forms, localized, minFillMs, origin, limiter: rateLimiter({ limit: rateLimit }) };
  const presentation = { base: baseSecurityHeaders(), document: documentOnlyHeaders(), palette };

  /**
   * Answers one request under /api/forms/. Never throws; a fault of its own is a 500 (the fuzz
   * test checks it never happens for anything a client can send).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function handle(req, res) {
    const request = incoming(req, trustProxy);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    let answer;
    try {
      const submission = await checkSubmission(request, rules);
      const id = store.add({ ...submission, webhook: Boolean(webhook) });
      webhook?.kick();
      answer = acceptedAnswer(request, { id, ...submission }, presentation);
    } catch (error) {
      if (!(error instanceof Reject)) log(`forms: ${error?.stack ?? error}`);
      answer = refusedAnswer(request, error, presentation);
      // A rejected body is not read any further; close the connection so it is not parsed as the
      // next request either.
      if (!req.complete) res.setHeader("Connection", "close");
    }
    try {
      send(res, answer);
    } catch (error) {
      // Writing the answer failed (a header Node refuses): a 500 rather than an unhandled
      // rejection, which would stop the whole server.
      log(`forms: ${error?.stack ?? error}`);
      try {
        if (res.headersSent) throw error;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.setHeader("Connection", "close");
        send(res, refusedAnswer(request, error, presentation));
      } catch {
        res.destroy();
      }
    }
  };
}

/** @param {import("node:http").ServerResponse} res @param {import("./checks.mjs").Answer} answer */
function send(res, { status, headers, body }) {
  res.writeHead(status, headers);
  res.end(body);
}
