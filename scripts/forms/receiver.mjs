// The self-hosted forms receiver: answers POST /api/forms/<form-id> (FORMS=self builds post
// there). Used by scripts/serve.mjs; nginx proxies /api/forms/ to it. docs/forms.md.
//
// Order of the checks, cheapest first, so nothing is read or stored for a post that fails one:
// method (405) → known form (400) → same origin (403) → content type (415) → size (413)
// → rate limit (429) → body (400) → honeypot and fill time (400) → fields (400) → store → ack.
import { parseSubmission } from "../../app/components/widgets/forms/validate.js";
import { palette } from "../palette.mjs";
import { baseSecurityHeaders, documentOnlyHeaders } from "../security-headers.mjs";

export const API_PREFIX = "/api/forms/";
export const BODY_LIMIT = 16 * 1024;
/** The hidden field bots fill and people never see (SiteForm renders it in self mode). */
export const HONEYPOT = "_website";
/** The page a plain (JavaScript off) post came from, for the 303 back. */
export const PAGE_FIELD = "_page";
/** Set on every page by the document server in self mode: when the page was loaded (seconds). */
export const LOADED_COOKIE = "finlo_form_t";

/** `Set-Cookie` value for a page served now (serve.mjs; nginx writes the same with $msec). */
export function loadedCookie(now = Date.now()) {
  return `${LOADED_COOKIE}=${(now / 1000).toFixed(3)}; Path=${API_PREFIX}; Max-Age=86400; HttpOnly; SameSite=Strict`;
}

/** The anchor a page shows its no-JavaScript confirmation at (SiteForm renders it). */
export const sentAnchor = (form) => `form-sent-${form}`;

/** Fields never written to the database: the site has no accounts, so passwords are dropped. */
const NOT_STORED = new Set(["password"]);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

class Reject extends Error {
  /**
   * @param {number} status
   * @param {string} code machine-readable reason
   * @param {string} message for the visitor
   * @param {{ headers?: Record<string, string>, fields?: Record<string, string> }} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = extra.headers ?? {};
    this.fields = extra.fields;
  }
}

/** A fixed window of `limit` posts per `windowMs`, per client and form, in memory. */
export function rateLimiter({ limit = 10, windowMs = 60_000 } = {}) {
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
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who is posting, for the rate limit. Behind nginx on the same machine every connection comes from
 * loopback, and nginx passes the visitor's address in X-Real-IP (deploy/nginx.conf sets it, never
 * appends): trusted from loopback only, so a visitor cannot pick their own.
 */
function clientOf(req) {
  const remote = req.socket.remoteAddress ?? "";
  const real = req.headers["x-real-ip"];
  return LOOPBACK.test(remote) && typeof real === "string" && real ? real.slice(0, 64) : remote;
}

/** Cross-site posts are refused: the browser says where the request comes from. */
function checkOrigin(req, allowedOrigin) {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin")
    throw new Reject(403, "cross-origin", "Forms are only accepted from this site's own pages.");
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  const expected = allowedOrigin ? new URL(allowedOrigin).host : req.headers.host;
  if (!host || host !== expected)
    throw new Reject(403, "cross-origin", "Forms are only accepted from this site's own pages.");
}

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let done = false;
    const tooLarge = () =>
      new Reject(413, "too-large", `The form is too large (at most ${limit / 1024} KiB).`);
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
    req.on("error", (error) => {
      if (!done) reject(new Reject(400, "bad-body", `The request body could not be read.`));
      done = true;
      void error;
    });
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as { fields, honeypot, page }; anything odd is a 400 that says what. */
function parseBody(type, buffer) {
  let text;
  try {
    text = utf8.decode(buffer);
  } catch {
    throw new Reject(400, "bad-encoding", "The form must be sent as UTF-8 text.");
  }
  if (type === "json") {
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Reject(400, "bad-json", "The request body is not valid JSON.");
    }
    if (!data || typeof data !== "object" || Array.isArray(data))
      throw new Reject(400, "bad-json", 'Send an object: { "form": …, "fields": { … } }.');
    const { form, fields, [HONEYPOT]: honeypot, [PAGE_FIELD]: page, ...rest } = data;
    const extra = Object.keys(rest);
    if (extra.length) throw new Reject(400, "unknown-key", `Unknown key: ${extra.join(", ")}.`);
    if (!fields || typeof fields !== "object" || Array.isArray(fields))
      throw new Reject(400, "bad-json", '"fields" must be an object of the form\'s fields.');
    return { form, fields, honeypot, page };
  }
  const params = new URLSearchParams(text);
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name))
      throw new Reject(400, "duplicate-field", `The field "${name}" was sent twice.`);
    fields[name] = value;
  }
  const { [HONEYPOT]: honeypot, [PAGE_FIELD]: page, ...rest } = fields;
  return { form: undefined, fields: rest, honeypot, page };
}

/** A same-site page path to go back to, or "/" (never another host: no open redirect). */
function safePage(page) {
  return typeof page === "string" && /^\/(?![/\\])[^\s#?]{0,200}$/.test(page) ? page : "/";
}

/** The page a plain post came from (Referer, same host only), for the error page's link. */
function backTo(req) {
  try {
    const referer = new URL(req.headers.referer ?? "");
    if (referer.host === req.headers.host) return safePage(referer.pathname);
  } catch {
    // no or malformed Referer
  }
  return "/";
}

/** The page-load time from the cookie (the earliest, should a browser hold two). */
function loadedAt(req) {
  const times = [
    ...(req.headers.cookie ?? "").matchAll(
      /(?:^|;\s*)finlo_form_t=(\d{9,11}(?:\.\d{1,3})?)(?=;|$)/g,
    ),
  ].map((match) => Number(match[1]) * 1000);
  return times.length ? Math.min(...times) : undefined;
}

/**
 * @param {{
 *   store: import("./store.mjs").Store,
 *   forms: Record<string, readonly import("../../app/components/widgets/forms/validate.js").FieldSpec[]>,
 *   minFillMs?: number,
 *   rateLimit?: number,
 *   origin?: string,
 *   webhook?: { kick(): void },
 *   log?: (line: string) => void,
 * }} options
 */
export function createReceiver({
  store,
  forms,
  minFillMs = 3000,
  rateLimit = 10,
  origin,
  webhook,
  log = () => {},
}) {
  const limiter = rateLimiter({ limit: rateLimit });

  async function receive(req) {
    if (req.method !== "POST")
      throw new Reject(405, "method", "Forms are sent with POST.", { headers: { Allow: "POST" } });
    const url = req.url ?? "";
    const id = url.slice(API_PREFIX.length).split("?")[0];
    if (!Object.hasOwn(forms, id))
      throw new Reject(400, "unknown-form", `There is no form called "${id.slice(0, 40)}".`);
    const fieldsOf = forms[id];
    checkOrigin(req, origin);
    const contentType = (req.headers["content-type"] ?? "").toLowerCase();
    const [mime, ...params] = contentType.split(";").map((s) => s.trim());
    const type =
      mime === "application/json"
        ? "json"
        : mime === "application/x-www-form-urlencoded"
          ? "form"
          : undefined;
    const charset = params.find((p) => p.startsWith("charset="))?.slice(8);
    if (!type || (charset && charset.replace(/"/g, "") !== "utf-8"))
      throw new Reject(
        415,
        "content-type",
        "Send the form as application/x-www-form-urlencoded or application/json (UTF-8).",
      );
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > BODY_LIMIT)
      throw new Reject(
        413,
        "too-large",
        `The form is too large (at most ${BODY_LIMIT / 1024} KiB).`,
      );
    const wait = limiter.take(`${clientOf(req)}\n${id}`);
    if (wait)
      throw new Reject(429, "rate-limit", `Too many submissions. Please try again in ${wait} s.`, {
        headers: { "Retry-After": String(wait) },
      });

    const body = parseBody(type, await readBody(req, BODY_LIMIT));
    if (body.form !== undefined && body.form !== id)
      throw new Reject(400, "form-mismatch", `This address takes the "${id}" form only.`);
    if (body.honeypot !== undefined && body.honeypot !== "")
      throw new Reject(400, "spam", "This submission looks automated and was not accepted.");
    const loaded = loadedAt(req);
    if (loaded === undefined || Date.now() - loaded < minFillMs)
      throw new Reject(
        400,
        "too-fast",
        "That was quicker than a person can fill in a form. Please reload the page and send it again.",
      );
    const { values, unknown, errors } = parseSubmission(fieldsOf, body.fields);
    if (unknown.length)
      throw new Reject(
        400,
        "unknown-field",
        `The "${id}" form has no field ${unknown
          .slice(0, 5)
          .map((n) => `"${n.slice(0, 40)}"`)
          .join(", ")}.`,
      );
    if (Object.keys(errors).length)
      throw new Reject(400, "invalid", Object.values(errors).join(" "), { fields: errors });

    const stored = Object.fromEntries(
      Object.entries(values).filter(([name]) => !NOT_STORED.has(name)),
    );
    const page = safePage(body.page);
    const rowId = store.add({ form: id, page, fields: stored, webhook: Boolean(webhook) });
    webhook?.kick();
    return { id: rowId, form: id, page };
  }

  /**
   * Answers one request under /api/forms/. Never throws; a fault of its own is a 500 (the fuzz
   * test checks it never happens for anything a client can send).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function handle(req, res) {
    const wantsJson =
      (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json") ||
      (req.headers.accept ?? "").includes("application/json");
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(baseSecurityHeaders())) res.setHeader(name, value);
    res.setHeader("Cache-Control", "no-store");
    try {
      const saved = await receive(req);
      if (wantsJson) {
        res.writeHead(201, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ ok: true, id: saved.id }));
      } else {
        res.writeHead(303, { Location: `${saved.page}#${sentAnchor(saved.form)}` });
        res.end();
      }
    } catch (error) {
      const reject =
        error instanceof Reject
          ? error
          : new Reject(500, "server", "The form could not be saved. Please try again later.");
      if (!(error instanceof Reject)) log(`forms: ${error?.stack ?? error}`);
      // A rejected body is not read any further; close the connection so it is not parsed as the
      // next request either.
      if (!req.complete) res.setHeader("Connection", "close");
      res.statusCode = reject.status;
      for (const [name, value] of Object.entries(reject.headers)) res.setHeader(name, value);
      if (wantsJson) {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(
          JSON.stringify({
            ok: false,
            error: reject.code,
            message: reject.message,
            ...(reject.fields ? { fields: reject.fields } : {}),
          }),
        );
      } else {
        for (const [name, value] of Object.entries(documentOnlyHeaders()))
          res.setHeader(name, value);
        // Its own small stylesheet, inline: the page has no script and shows only escaped text.
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        );
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(
          `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Not sent</title>` +
            `<style>body{font:18px/1.6 system-ui,sans-serif;color:${palette.ink};background:${palette.surface};margin:0}` +
            `main{max-width:36rem;margin:12vh auto;padding:0 24px}h1{font-size:32px;line-height:1.25}a{color:${palette.violet};font-weight:600}</style>` +
            `<main><h1>Your form was not sent</h1><p>${escapeHtml(reject.message)}</p>` +
            `<p><a href="${escapeHtml(backTo(req))}">Back to the form</a> (your browser's back button keeps what you typed).</p></main></html>\n`,
        );
      }
    }
  };
}
