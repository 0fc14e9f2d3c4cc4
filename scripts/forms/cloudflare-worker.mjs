// The forms receiver as a Cloudflare Pages Function (FORMS=cloudflare builds): the same checks and
// answers as `npm start`'s receiver (scripts/forms/checks.mjs), storing in Cloudflare D1 (binding
// FORMS_DB, schema in scripts/forms/migrations/). docs/forms.md.
//
// The build bundles this file into build/client/_worker.js (Pages Functions' "advanced mode",
// scripts/forms/cloudflare-build.mjs) with that build's forms and headers, and writes
// _routes.json so that only /api/forms/* runs it: every page and asset stays a static file.
// Settings are the project's environment variables: FORMS_MIN_FILL_SECONDS (3),
// FORMS_RATE_LIMIT (10 a minute per client and form), FORMS_ORIGIN.
import {
  acceptedAnswer,
  API_PREFIX,
  checkSubmission,
  loadedCookie,
  RATE_WINDOW_MS,
  refusedAnswer,
  Reject,
  tooLarge,
} from "./checks.mjs";

/* global FINLO_FORMS, FINLO_LOCALIZED_FORMS, FINLO_PRESENTATION -- the build's forms and headers (esbuild's define) */
/** @type {Record<string, readonly import("../../app/components/widgets/forms/validate.js").FieldSpec[]>} */
const forms = FINLO_FORMS;
/** Each other language's forms, labelled as its pages show them. */
const localized = FINLO_LOCALIZED_FORMS;
/** @type {import("./checks.mjs").Presentation} */
const presentation = FINLO_PRESENTATION;

/**
 * A form loads this when a visitor first focuses it (its `:focus-within` style, so with or
 * without JavaScript): the answer stamps the fill-time cookie that `npm start` and nginx set with
 * every page. A static CDN cannot stamp each page load itself.
 */
const FILL_START = `${API_PREFIX}_start`;
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

/** The rate limit's window, in D1: a Function keeps nothing in memory between requests. */
function d1Limiter(db, limit) {
  return {
    async take(key, now = Date.now()) {
      if (limit <= 0) return 0;
      const since = now - RATE_WINDOW_MS;
      // One batch is one transaction: the count and the insert cannot interleave with another post.
      const [, inserted, first] = await db.batch([
        db.prepare("DELETE FROM form_hits WHERE at <= ?1").bind(since),
        db
          .prepare(
            `INSERT INTO form_hits (key, at) SELECT ?1, ?2
             WHERE (SELECT count(*) FROM form_hits WHERE key = ?1 AND at > ?3) < ?4`,
          )
          .bind(key, now, since, limit),
        db.prepare("SELECT min(at) AS at FROM form_hits WHERE key = ?1").bind(key),
      ]);
      if (inserted.meta.changes > 0) return 0;
      const oldest = Number(first.results[0]?.at ?? now);
      return Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now) / 1000));
    },
    /** Forgets the post counted at `at` (one refused for a typo: checks.mjs). */
    async release(key, at) {
      await db
        .prepare(
          "DELETE FROM form_hits WHERE rowid = (SELECT rowid FROM form_hits WHERE key = ?1 AND at = ?2 LIMIT 1)",
        )
        .bind(key, at)
        .run();
    },
  };
}

async function readBody(request, limit) {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A Workers request as the shared checks read it. */
function incoming(request, url) {
  return {
    method: request.method,
    path: url.pathname + url.search,
    header: (name) => request.headers.get(name) ?? undefined,
    host: url.host,
    // Set by Cloudflare's edge for every request (a client cannot choose it there).
    client: (request.headers.get("cf-connecting-ip") ?? "unknown").slice(0, 64),
    readBody: (limit) => readBody(request, limit),
  };
}

const respond = ({ status, headers, body }, head = false) =>
  new Response(head || status === 204 || status === 303 ? null : body, { status, headers });

function fillStart(request) {
  if (request.method !== "GET" && request.method !== "HEAD")
    return respond({
      status: 405,
      headers: { ...presentation.base, Allow: "GET, HEAD" },
      body: "405 Method Not Allowed\n",
    });
  return respond(
    {
      status: 200,
      headers: {
        ...presentation.base,
        "Content-Type": "image/svg+xml",
        "Content-Security-Policy": "default-src 'none'",
        "Cache-Control": "no-store",
        "Set-Cookie": loadedCookie(),
      },
      body: PIXEL,
    },
    request.method === "HEAD",
  );
}

/**
 * @param {Request} request
 * @param {{ FORMS_DB?: D1Database, ASSETS: { fetch: typeof fetch },
 *   FORMS_MIN_FILL_SECONDS?: string, FORMS_RATE_LIMIT?: string, FORMS_ORIGIN?: string }} env
 */
async function receive(request, env, url) {
  const req = incoming(request, url);
  try {
    if (!env.FORMS_DB)
      throw new Error("No D1 database bound as FORMS_DB (docs/forms.md: Cloudflare Pages).");
    const db = env.FORMS_DB;
    const submission = await checkSubmission(req, {
      forms,
      localized,
      minFillMs: 1000 * Number(env.FORMS_MIN_FILL_SECONDS ?? 3),
      origin: env.FORMS_ORIGIN || undefined,
      limiter: d1Limiter(db, Number(env.FORMS_RATE_LIMIT ?? 10)),
    });
    // Acknowledged only once D1 has committed the row.
    const row = await db
      .prepare(
        "INSERT INTO submissions (form, created_at, page, fields) VALUES (?1, ?2, ?3, ?4) RETURNING id",
      )
      .bind(
        submission.form,
        new Date().toISOString(),
        submission.page,
        JSON.stringify(submission.fields),
      )
      .first();
    return respond(acceptedAnswer(req, { id: Number(row?.id), ...submission }, presentation));
  } catch (error) {
    if (!(error instanceof Reject)) console.error(`forms: ${error?.stack ?? error}`);
    return respond(refusedAnswer(req, error, presentation));
  }
}

export default {
  /** @param {Request} request */
  async fetch(request, env) {
    const url = new URL(request.url);
    // _routes.json sends only /api/forms/* here; anything else is the static site.
    if (!url.pathname.startsWith(API_PREFIX)) return env.ASSETS.fetch(request);
    if (url.pathname === FILL_START) return fillStart(request);
    return receive(request, env, url);
  },
};
