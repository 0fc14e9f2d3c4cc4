// The forms receiver's storage: one SQLite file (FORMS_DB, default data/forms.sqlite) through
// libsql (SQLite with better-sqlite3's synchronous API, prebuilt for each platform: installing it
// needs no compiler; docs/decisions/0030-forms-store-on-libsql.md). Created on first open by versioned migrations (PRAGMA user_version, the files in
// scripts/forms/migrations/ that Cloudflare D1 applies too), in WAL
// mode with synchronous=FULL, so a submission is on disk before the receiver acknowledges it.
import Database from "libsql";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { projectRoot } from "../build-dir.mjs";

/** The database file: FORMS_DB (relative to the project), or data/forms.sqlite. */
export function dbPath(value = process.env.FORMS_DB) {
  return resolve(projectRoot, value || "data/forms.sqlite");
}

/**
 * The schema, one file per version in scripts/forms/migrations/ (the same files Cloudflare D1
 * applies with `wrangler d1 migrations apply`); never edit one that has shipped, add the next.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
  .sort()
  .map((name) => readFileSync(join(MIGRATIONS_DIR, name), "utf8"));

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * @param {string} [file] path of the database file (":memory:" for tests)
 * @param {{ readonly?: boolean }} [options]
 */
export function openStore(file = dbPath(), { readonly = false } = {}) {
  if (file !== ":memory:" && !readonly) mkdirSync(dirname(file), { recursive: true });
  // libsql opens every file for writing and creates a missing one: a reader checks first and
  // then makes the connection refuse writes itself.
  if (readonly && file !== ":memory:" && !existsSync(file))
    throw new Error(`${file}: no forms database there (nothing has been received yet?).`);
  const db = new Database(file);
  if (readonly) db.exec("PRAGMA query_only = ON");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    // FULL: every commit is fsynced, so an acknowledged submission survives a crash of the
    // machine too, not only of the process. Measured cost in docs/forms.md (bench:forms).
    db.pragma("synchronous = FULL");
    db.pragma("busy_timeout = 5000");
    migrate(db);
  } else if (pragmaValue(db, "user_version") > SCHEMA_VERSION) {
    throw new Error(`${file} has a newer schema than this code knows (${SCHEMA_VERSION}).`);
  }

  const insert = db.prepare(
    `INSERT INTO submissions (form, created_at, page, fields, delivery, next_attempt_at)
     VALUES (@form, @created_at, @page, @fields, @delivery, @next_attempt_at)`,
  );
  const due = db.prepare(
    `SELECT id, form, created_at, page, fields, attempts FROM submissions
     WHERE delivery = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const nextDue = db.prepare(
    `SELECT min(next_attempt_at) AS at FROM submissions WHERE delivery = 'pending'`,
  );
  const delivered = db.prepare(
    `UPDATE submissions SET delivery = 'delivered', delivered_at = ?, attempts = attempts + 1,
       next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
  );
  const failed = db.prepare(
    `UPDATE submissions SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
     WHERE id = ?`,
  );

  return {
    db,
    /**
     * Stores one accepted submission and returns its id. Synchronous: when this returns, the
     * row is committed (and, with synchronous=FULL, on disk).
     * @param {{ form: string, page?: string, fields: Record<string, string | boolean>, webhook?: boolean, now?: Date }} s
     */
    add({ form, page, fields, webhook = false, now = new Date() }) {
      const at = now.toISOString();
      const result = insert.run({
        form,
        created_at: at,
        page: page ?? null,
        fields: JSON.stringify(fields),
        delivery: webhook ? "pending" : null,
        next_attempt_at: webhook ? at : null,
      });
      return Number(result.lastInsertRowid);
    },
    /** Submissions whose webhook delivery is due, oldest first. */
    due(now = new Date(), limit = 20) {
      return due.all(now.toISOString(), limit).map((row) => ({
        ...row,
        fields: JSON.parse(row.fields),
      }));
    },
    /** When the next pending delivery is due (ISO), or undefined. */
    nextDue() {
      return nextDue.get()?.at ?? undefined;
    },
    markDelivered(id, now = new Date()) {
      delivered.run(now.toISOString(), id);
    },
    markFailed(id, nextAttempt, error) {
      failed.run(nextAttempt.toISOString(), String(error).slice(0, 500), id);
    },
    /**
     * Submissions for the export, oldest first.
     * @param {{ form?: string, since?: string, undelivered?: boolean }} [filter]
     */
    list(filter = {}) {
      const { sql, params } = listQuery(filter);
      return db
        .prepare(sql)
        .all(params)
        .map((row) => ({ ...row, fields: JSON.parse(row.fields) }));
    },
    count() {
      return db.prepare("SELECT count(*) AS n FROM submissions").get().n;
    },
    close() {
      db.close();
    },
  };
}

/**
 * The export's query, oldest first, with named parameters (@form, @since). Cloudflare D1 runs the
 * same query (scripts/forms/export.mjs).
 * @param {{ form?: string, since?: string, undelivered?: boolean }} [filter]
 */
export function listQuery({ form, since, undelivered = false } = {}) {
  const where = [];
  /** @type {Record<string, string>} */
  const params = {};
  if (form) {
    where.push("form = @form");
    params.form = form;
  }
  if (since) {
    where.push("created_at >= @since");
    params.since = since;
  }
  if (undelivered) where.push("delivery = 'pending'");
  const sql = `SELECT id, form, created_at, page, fields, delivery, attempts, last_error,
    delivered_at FROM submissions ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY id`;
  return { sql, params };
}

/**
 * One pragma's value (`user_version`, `journal_mode` …). libsql's `pragma(…, { simple: true })`
 * answers the whole row, so the column is read here.
 * @param {import("libsql").Database} db
 * @param {string} name
 */
export function pragmaValue(db, name) {
  return db.prepare(`PRAGMA ${name}`).all()[0]?.[name];
}

/** Brings the file up to SCHEMA_VERSION, one migration per transaction. */
function migrate(db) {
  const current = pragmaValue(db, "user_version");
  if (current > MIGRATIONS.length)
    throw new Error(`The forms database has schema ${current}; this code knows ${SCHEMA_VERSION}.`);
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** @typedef {ReturnType<typeof openStore>} Store */
