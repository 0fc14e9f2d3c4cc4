// The forms receiver's checks and answers, shared by both receivers: `npm start`'s
// (scripts/forms/receiver.mjs, Node) and the Cloudflare Pages Function
// (scripts/forms/cloudflare-worker.mjs, workerd). Web-standard APIs only (TextDecoder,
// URLSearchParams, URL), so the same file runs in both. docs/forms.md.
//
// Order of the checks, cheapest first, so nothing is read or stored for a post that fails one:
// method (405) → known form (400) → same origin (403) → content type (415) → size (413)
// → rate limit (429) → body (400) → honeypot and fill time (400) → fields (400) → store → ack.
import { parseSubmission } from "../../app/components/widgets/forms/validate.js";

export const API_PREFIX = "/api/forms/";
export const BODY_LIMIT = 16 * 1024;
/** The hidden field bots fill and people never see (SiteForm renders it when forms post here). */
export const HONEYPOT = "_website";
/** The page a plain (JavaScript off) post came from, for the 303 back. */
export const PAGE_FIELD = "_page";
/** When the visitor's page was loaded or their form first focused (seconds), for the fill time. */
export const LOADED_COOKIE = "finlo_form_t";
/** Ten posts a minute per client and form, unless FORMS_RATE_LIMIT says otherwise. */
export const RATE_WINDOW_MS = 60_000;

/** `Set-Cookie` value stamping the time now (serve.mjs and the Pages Function; nginx: $msec). */
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

export class Reject extends Error {
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

export const tooLarge = () =>
  new Reject(413, "too-large", `The form is too large (at most ${BODY_LIMIT / 1024} KiB).`);

/** Cross-site posts are refused: the browser says where the request comes from. */
function checkOrigin(header, host, allowedOrigin) {
  const site = header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin")
    throw new Reject(403, "cross-origin", "Forms are only accepted from this site's own pages.");
  const origin = header("origin");
  if (origin === undefined) return;
  let from;
  try {
    from = new URL(origin).host;
  } catch {
    from = undefined;
  }
  const expected = allowedOrigin ? new URL(allowedOrigin).host : host;
  if (!from || from !== expected)
    throw new Reject(403, "cross-origin", "Forms are only accepted from this site's own pages.");
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as { fields, honeypot, page }; anything odd is a 400 that says what. */
function parseBody(type, bytes) {
  let text;
  try {
    text = utf8.decode(bytes);
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
function backTo(referer, host) {
  try {
    const url = new URL(referer ?? "");
    if (url.host === host) return safePage(url.pathname);
  } catch {
    // no or malformed Referer
  }
  return "/";
}

/** The fill-time stamp from the cookie (the earliest, should a browser hold two). */
function loadedAt(cookie) {
  const times = [
    ...(cookie ?? "").matchAll(/(?:^|;\s*)finlo_form_t=(\d{9,11}(?:\.\d{1,3})?)(?=;|$)/g),
  ].map((match) => Number(match[1]) * 1000);
  return times.length ? Math.min(...times) : undefined;
}

/**
 * @typedef {object} Incoming one request under /api/forms/, as either runtime sees it
 * @property {string} method
 * @property {string} path the URL's path and query ("/api/forms/contact")
 * @property {(name: string) => string | undefined} header a request header, by lower-case name
 * @property {string} host the address the request was made to (Host)
 * @property {string} client who is posting, for the rate limit
 * @property {(limit: number) => Promise<Uint8Array>} readBody the body; rejects with tooLarge()
 *   past `limit` bytes
 */

/**
 * @typedef {object} Rules
 * @property {Record<string, readonly import("../../app/components/widgets/forms/validate.js").FieldSpec[]>} forms
 * @property {number} [minFillMs]
 * @property {string} [origin] the site's origin, when the Host a request names is not it
 * @property {{ take(key: string, now?: number): number | Promise<number> }} limiter 0 when
 *   allowed, else the seconds to wait
 */

/**
 * Runs every check on one post and returns what may be stored; throws a Reject otherwise.
 * @param {Incoming} request
 * @param {Rules} rules
 * @returns {Promise<{ form: string, page: string, fields: Record<string, string | boolean> }>}
 */
export async function checkSubmission(request, { forms, minFillMs = 3000, origin, limiter }) {
  if (request.method !== "POST")
    throw new Reject(405, "method", "Forms are sent with POST.", { headers: { Allow: "POST" } });
  const id = request.path.slice(API_PREFIX.length).split("?")[0];
  if (!Object.hasOwn(forms, id))
    throw new Reject(400, "unknown-form", `There is no form called "${id.slice(0, 40)}".`);
  const fieldsOf = forms[id];
  checkOrigin(request.header, request.host, origin);
  const contentType = (request.header("content-type") ?? "").toLowerCase();
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
  if (Number(request.header("content-length") ?? 0) > BODY_LIMIT) throw tooLarge();
  const wait = await limiter.take(`${request.client}\n${id}`);
  if (wait)
    throw new Reject(429, "rate-limit", `Too many submissions. Please try again in ${wait} s.`, {
      headers: { "Retry-After": String(wait) },
    });

  const body = parseBody(type, await request.readBody(BODY_LIMIT));
  if (body.form !== undefined && body.form !== id)
    throw new Reject(400, "form-mismatch", `This address takes the "${id}" form only.`);
  if (body.honeypot !== undefined && body.honeypot !== "")
    throw new Reject(400, "spam", "This submission looks automated and was not accepted.");
  const loaded = loadedAt(request.header("cookie"));
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

  const fields = Object.fromEntries(
    Object.entries(values).filter(([name]) => !NOT_STORED.has(name)),
  );
  return { form: id, page: safePage(body.page), fields };
}

/** Whether the client wants JSON back (the enhanced form) rather than a page (a plain post). */
export function wantsJson(request) {
  return (
    (request.header("content-type") ?? "").toLowerCase().startsWith("application/json") ||
    (request.header("accept") ?? "").includes("application/json")
  );
}

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} Answer
 * @typedef {{ base: Record<string, string>, document: Record<string, string>,
 *   palette: { ink: string, surface: string, violet: string } }} Presentation
 *   base: the headers every answer carries; document: those of the error page (a document);
 *   palette: the error page's colours.
 */

/**
 * The answer to a stored post: 201 with the id as JSON, or a 303 back to the page's confirmation.
 * @param {Incoming} request
 * @param {{ id: number, form: string, page: string }} saved
 * @param {Presentation} presentation
 * @returns {Answer}
 */
export function acceptedAnswer(request, saved, { base }) {
  const headers = { ...base, "Cache-Control": "no-store" };
  if (wantsJson(request))
    return {
      status: 201,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ ok: true, id: saved.id }),
    };
  return {
    status: 303,
    headers: { ...headers, Location: `${saved.page}#${sentAnchor(saved.form)}` },
    body: "",
  };
}

/**
 * The answer to a refused post (or to a fault of the receiver's own, as a 500): JSON for the
 * enhanced form, else a short page with the reason, every value escaped, and a link back.
 * @param {Incoming} request
 * @param {unknown} error
 * @param {Presentation} presentation
 * @returns {Answer}
 */
export function refusedAnswer(request, error, { base, document, palette }) {
  const reject =
    error instanceof Reject
      ? error
      : new Reject(500, "server", "The form could not be saved. Please try again later.");
  const headers = { ...base, "Cache-Control": "no-store", ...reject.headers };
  if (wantsJson(request))
    return {
      status: reject.status,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        ok: false,
        error: reject.code,
        message: reject.message,
        ...(reject.fields ? { fields: reject.fields } : {}),
      }),
    };
  return {
    status: reject.status,
    headers: {
      ...headers,
      ...document,
      // Its own small stylesheet, inline: the page has no script and shows only escaped text.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "Content-Type": "text/html; charset=utf-8",
    },
    body:
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Not sent</title>` +
      `<style>body{font:18px/1.6 system-ui,sans-serif;color:${palette.ink};background:${palette.surface};margin:0}` +
      `main{max-width:36rem;margin:12vh auto;padding:0 24px}h1{font-size:32px;line-height:1.25}a{color:${palette.violet};font-weight:600}</style>` +
      `<main><h1>Your form was not sent</h1><p>${escapeHtml(reject.message)}</p>` +
      `<p><a href="${escapeHtml(backTo(request.header("referer"), request.host))}">Back to the form</a> (your browser's back button keeps what you typed).</p></main></html>\n`,
  };
}
