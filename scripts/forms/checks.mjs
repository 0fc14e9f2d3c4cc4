// The forms receiver's checks and answers, shared by both receivers: `npm start`'s
// (scripts/forms/receiver.mjs, Node) and the Cloudflare Pages Function
// (scripts/forms/cloudflare-worker.mjs, workerd). Web-standard APIs only (TextDecoder,
// URLSearchParams, URL), so the same file runs in both. docs/forms.md.
//
// Order of the checks, cheapest first, so nothing is read or stored for a post that fails one:
// method (405) → known form (400) → same origin (403) → content type (415) → size (413)
// → rate limit (429) → body (400) → honeypot and fill time (400) → fields (400) → store → ack.
import { parseSubmission } from "../../app/components/widgets/forms/validate.js";
import { formMessages } from "../../app/components/widgets/forms/form-messages.js";
import { m } from "../../app/paraglide/messages.js";
import { baseLocale, locales } from "../../app/paraglide/runtime.js";
import { BODY_LIMIT, REFUSAL_PAGE_POLICY } from "./limits.mjs";

export { BODY_LIMIT };

/**
 * The language of a page of the site, by its address (/de/… is German), for answers in the
 * language the form was sent from (docs/i18n.md).
 * @param {unknown} path
 * @returns {string}
 */
export function localeOfPage(path) {
  const first = typeof path === "string" ? path.split(/[/?#]/)[1] : undefined;
  return first && first !== baseLocale && locales.includes(first) ? first : baseLocale;
}

/** The language of the page a request came from (its Referer, this host only). */
function localeOfReferer(referer) {
  try {
    return localeOfPage(new URL(referer ?? "").pathname);
  } catch {
    return baseLocale;
  }
}

export const API_PREFIX = "/api/forms/";
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
   * @param {string} message for the visitor, in English (logs, tests)
   * @param {{ headers?: Record<string, string>, fields?: Record<string, string>,
   *   say?: (locale: string) => string, locale?: string }} [extra] `say`: the message in a
   *   language; `locale`: the language of the page the form came from, once known
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = extra.headers ?? {};
    this.fields = extra.fields;
    this.say = extra.say;
    this.locale = extra.locale;
  }
}

/**
 * A refusal whose words are the message `key` (messages/<locale>/site.json): English in
 * `message`, the page's language in the answer.
 */
const refuse = (status, code, key, params = {}, extra = {}) =>
  new Reject(status, code, m[key](params, { locale: "en" }), {
    ...extra,
    say: (locale) => m[key](params, { locale }),
  });

export const tooLarge = () =>
  refuse(413, "too-large", "forms.reject.tooLarge", { limit: BODY_LIMIT / 1024 });

/** Cross-site posts are refused: the browser says where the request comes from. */
function checkOrigin(header, host, allowedOrigin) {
  const site = header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin")
    throw refuse(403, "cross-origin", "forms.reject.crossOrigin");
  const origin = header("origin");
  if (origin === undefined) return;
  let from;
  try {
    from = new URL(origin).host;
  } catch {
    from = undefined;
  }
  const expected = allowedOrigin ? new URL(allowedOrigin).host : host;
  if (!from || from !== expected) throw refuse(403, "cross-origin", "forms.reject.crossOrigin");
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Line breaks as a page's textarea counts them: a plain post sends each as CRLF, the enhanced
 * form as LF, so a message typed up to its maxlength must be counted (and stored) the same way.
 */
const lf = (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);

/** The body as { fields, honeypot, page }; anything odd is a 400 that says what. */
function parseBody(type, bytes) {
  let text;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw refuse(400, "bad-encoding", "forms.reject.badEncoding");
  }
  if (type === "json") {
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      throw refuse(400, "bad-json", "forms.reject.badJson");
    }
    if (!data || typeof data !== "object" || Array.isArray(data))
      throw refuse(400, "bad-json", "forms.reject.notObject");
    const { form, fields, [HONEYPOT]: honeypot, [PAGE_FIELD]: page, ...rest } = data;
    const extra = Object.keys(rest);
    if (extra.length)
      throw refuse(400, "unknown-key", "forms.reject.unknownKey", { keys: extra.join(", ") });
    if (!fields || typeof fields !== "object" || Array.isArray(fields))
      throw refuse(400, "bad-json", "forms.reject.fieldsObject");
    const values = Object.entries(fields).map(([name, value]) => [name, lf(value)]);
    return { form, fields: Object.fromEntries(values), honeypot, page };
  }
  const params = new URLSearchParams(text);
  // No prototype: a field named __proto__ is a field (refused as unknown), not a setter.
  /** @type {Record<string, string>} */
  const fields = Object.create(null);
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name))
      throw refuse(400, "duplicate-field", "forms.reject.duplicate", { name });
    fields[name] = lf(value);
  }
  const { [HONEYPOT]: honeypot, [PAGE_FIELD]: page, ...rest } = fields;
  return { form: undefined, fields: rest, honeypot, page };
}

/**
 * A same-site page path to go back to, or "/" (never another host: no open redirect). It goes
 * into a `Location` header, so only URL-safe ASCII comes out: any other character is
 * percent-encoded (`/€` → `/%E2%82%AC`), and a control character, space, `?` or `#` refuses it.
 */
export function safePage(page) {
  if (typeof page !== "string" || !/^\/(?![/\\])[^\p{Cc}\s#?]{0,200}$/u.test(page)) return "/";
  try {
    return page.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9/_.~%-]/gu, (c) => encodeURIComponent(c));
  } catch {
    return "/"; // a lone surrogate (JSON's "\ud800") has no encoding
  }
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
 * @property {{ take(key: string, now?: number): number | Promise<number>,
 *   release?(key: string, at: number): unknown }} limiter `take`: 0 when allowed (and counted at
 *   `now`), else the seconds to wait; `release`: forgets the post counted at `at`
 * @property {Record<string, Record<string, readonly import("../../app/components/widgets/forms/validate.js").FieldSpec[]>>} [localized]
 *   each other language's forms, their fields labelled as its pages show them
 */

/**
 * Runs every check on one post and returns what may be stored; throws a Reject otherwise.
 * @param {Incoming} request
 * @param {Rules} rules
 * @returns {Promise<{ form: string, page: string, fields: Record<string, string | boolean> }>}
 */
export async function checkSubmission(request, rules) {
  // Every refusal carries the language of the page the form came from.
  let locale = localeOfReferer(request.header("referer"));
  try {
    return await check(request, rules, (page) => {
      if (typeof page === "string") locale = localeOfPage(page);
      return locale;
    });
  } catch (error) {
    if (error instanceof Reject) error.locale = locale;
    throw error;
  }
}

/**
 * @param {Incoming} request
 * @param {Rules} rules
 * @param {(page?: unknown) => string} language the page's language, refined by the form's own `_page`
 */
async function check(request, { forms, minFillMs = 3000, origin, limiter, localized }, language) {
  if (request.method !== "POST")
    throw refuse(405, "method", "forms.reject.method", {}, { headers: { Allow: "POST" } });
  const id = request.path.slice(API_PREFIX.length).split("?")[0];
  if (!Object.hasOwn(forms, id))
    throw refuse(400, "unknown-form", "forms.reject.unknownForm", { id: id.slice(0, 40) });
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
    throw refuse(415, "content-type", "forms.reject.contentType");
  if (Number(request.header("content-length") ?? 0) > BODY_LIMIT) throw tooLarge();
  const key = `${request.client}\n${id}`;
  const now = Date.now();
  const wait = await limiter.take(key, now);
  if (wait)
    throw refuse(
      429,
      "rate-limit",
      "forms.reject.rateLimit",
      { wait },
      {
        headers: { "Retry-After": String(wait) },
      },
    );
  try {
    return await checkBody(request, { forms, minFillMs, localized }, language, id, type);
  } catch (error) {
    // A value the form's rules refuse is what a person's typo produces: that post is given back,
    // so fixing it never locks them out. Everything else counts, accepted or not (a body no form
    // on the site sends, a honeypot, a post too fast): docs/decisions/0019-self-hosted-forms.md.
    if (error instanceof Reject && error.code === "invalid") await limiter.release?.(key, now);
    throw error;
  }
}

/**
 * The checks of a post's body, once it has been counted.
 * @param {Incoming} request
 * @param {Pick<Rules, "forms" | "minFillMs" | "localized">} rules
 * @param {(page?: unknown) => string} language
 * @param {string} id the form
 * @param {"json" | "form"} type
 */
async function checkBody(request, { forms, minFillMs = 3000, localized }, language, id, type) {
  const body = parseBody(type, await request.readBody(BODY_LIMIT));
  const locale = language(body.page);
  // The fields as the page showed them (their labels in its language), for the messages.
  const fieldsOf = localized?.[locale]?.[id] ?? forms[id];
  if (body.form !== undefined && body.form !== id)
    throw refuse(400, "form-mismatch", "forms.reject.formMismatch", { id });
  if (body.honeypot !== undefined && body.honeypot !== "")
    throw refuse(400, "spam", "forms.reject.spam");
  const loaded = loadedAt(request.header("cookie"));
  if (loaded === undefined || Date.now() - loaded < minFillMs)
    throw refuse(400, "too-fast", "forms.reject.tooFast");
  const { values, unknown, errors } = parseSubmission(
    fieldsOf,
    body.fields,
    formMessages(locale),
    locale,
  );
  if (unknown.length) {
    const names = (open, close) =>
      unknown
        .slice(0, 5)
        .map((n) => `${open}${n.slice(0, 40)}${close}`)
        .join(", ");
    throw new Reject(
      400,
      "unknown-field",
      m["forms.reject.unknownField"]({ id, names: names('"', '"') }, { locale: "en" }),
      {
        say: (l) =>
          m["forms.reject.unknownField"](
            { id, names: l === "de" ? names("„", "“") : names('"', '"') },
            { locale: l },
          ),
      },
    );
  }
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
  const reject = error instanceof Reject ? error : refuse(500, "server", "forms.reject.server");
  const locale = reject.locale ?? localeOfReferer(request.header("referer"));
  const o = { locale };
  const message = reject.say?.(locale) ?? reject.message;
  const headers = { ...base, "Cache-Control": "no-store", ...reject.headers };
  if (wantsJson(request))
    return {
      status: reject.status,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        ok: false,
        error: reject.code,
        message,
        ...(reject.fields ? { fields: reject.fields } : {}),
      }),
    };
  return {
    status: reject.status,
    headers: {
      ...headers,
      ...document,
      // Its own small stylesheet, inline: the page has no script and shows only escaped text.
      "Content-Security-Policy": REFUSAL_PAGE_POLICY,
      "Content-Type": "text/html; charset=utf-8",
    },
    body:
      `<!doctype html><html lang="${escapeHtml(locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m["forms.page.title"]({}, o))}</title>` +
      `<style>body{font:18px/1.6 system-ui,sans-serif;color:${palette.ink};background:${palette.surface};margin:0}` +
      `main{max-width:36rem;margin:12vh auto;padding:0 24px}h1{font-size:32px;line-height:1.25}a{color:${palette.violet};font-weight:600}</style>` +
      `<main><h1>${escapeHtml(m["forms.page.heading"]({}, o))}</h1><p>${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(backTo(request.header("referer"), request.host))}">${escapeHtml(m["forms.page.back"]({}, o))}</a>${escapeHtml(m["forms.page.keeps"]({}, o))}</p></main></html>\n`,
  };
}
