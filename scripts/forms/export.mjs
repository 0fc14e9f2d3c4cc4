// `npm run forms:export -- --form contact --since 2026-11-01 --format csv` (or json): the stored
// submissions, oldest first, to stdout. Options: --form <id>, --since <date or ISO time, UTC>,
// --format csv|json (csv), --undelivered (only those the webhook has not taken yet),
// --db <file> (FORMS_DB, default data/forms.sqlite). Reads the database while the receiver runs.
// Cloudflare D1 (FORMS=cloudflare builds): --d1 local reads the database of
// `npm run start:cloudflare` (--persist-to <dir>, FORMS_D1_STATE, default data/cloudflare);
// --d1 remote the deployed one, through `wrangler d1 execute --remote` (after `wrangler login`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { projectRoot } from "../build-dir.mjs";
import { dbPath, listQuery, openStore } from "./store.mjs";

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet shows it as text. */
export function csvCell(value) {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One row per submission: the fixed columns, then every field name seen, in order of appearance.
 * It starts with a byte-order mark: without one, Excel opens UTF-8 as the system's ANSI code page
 * and shows "Jürgen" as "JÃ¼rgen".
 */
export function toCsv(rows) {
  const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))];
  const head = ["id", "form", "created_at", "page", "delivery", "attempts", "last_error"];
  const lines = [[...head, ...fieldNames].map(csvCell).join(",")];
  for (const row of rows) {
    lines.push(
      [...head.map((name) => row[name]), ...fieldNames.map((name) => row.fields[name])]
        .map(csvCell)
        .join(","),
    );
  }
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

export function toJson(rows) {
  return JSON.stringify(rows, null, 2) + "\n";
}

/** "2026-11-01" → "2026-11-01T00:00:00.000Z"; full ISO times are taken as they are. */
function since(value) {
  if (value === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new Error(`--since ${value}: not a date (YYYY-MM-DD).`);
  return date.toISOString();
}

/** A failed `wrangler d1 execute` that only met another connection's lock on the database. */
const isLocked = (result) =>
  result.status !== 0 && /SQLITE_BUSY|database is locked/.test(`${result.stderr}${result.stdout}`);

/** SQL text for a value the export itself checked (D1's command line takes no parameters). */
const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;

/**
 * The submissions in Cloudflare D1, read with `wrangler d1 execute … --json`, the documented way
 * in (the same query as the SQLite export).
 * @param {"local" | "remote"} where
 * @param {{ form?: string, since?: string, undelivered?: boolean }} filter
 * @param {string} [persistTo] the local database's folder
 */
export async function listFromD1(where, filter, persistTo) {
  const { wranglerCommand, wranglerConfig, wranglerEnv, WRANGLER_CONFIG, d1State } =
    await import("../start-wrangler.mjs");
  if (filter.form !== undefined && !/^[a-z0-9][a-z0-9-]{0,63}$/.test(filter.form))
    throw new Error(`--form ${filter.form}: not a form id.`);
  const { sql, params } = listQuery(filter);
  const command = sql.replace(/@(form|since)\b/g, (_, name) => sqlText(params[name]));
  const [node, wrangler] = wranglerCommand();
  const { database } = wranglerConfig();
  const args = [wrangler, "d1", "execute", database.database_name, `--${where}`, "--json"]
    .concat(["--command", command, "-c", WRANGLER_CONFIG])
    .concat(where === "local" ? ["--persist-to", d1State(persistTo)] : []);
  if (where === "local" && !existsSync(d1State(persistTo)))
    throw new Error(`No local D1 in ${d1State(persistTo)}: \`npm run start:cloudflare\` makes it.`);
  // wrangler keeps scratch files (.wrangler/) where it runs: beside the database, or the project.
  const cwd = where === "local" ? d1State(persistTo) : projectRoot;
  // The local database is also the running site's (`npm run start:cloudflare`): a read that meets
  // one of its writes fails with SQLite's "database is locked", which passes in a moment.
  let result = spawnSync(node, args, { encoding: "utf8", env: wranglerEnv, cwd });
  for (let wait = 250; where === "local" && wait <= 4000 && isLocked(result); wait *= 2) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    result = spawnSync(node, args, { encoding: "utf8", env: wranglerEnv, cwd });
  }
  if (result.status !== 0)
    throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  const [answer] = JSON.parse(result.stdout);
  return answer.results.map((row) => ({ ...row, fields: JSON.parse(row.fields) }));
}

async function main() {
  const { values } = parseArgs({
    options: {
      form: { type: "string" },
      since: { type: "string" },
      format: { type: "string", default: "csv" },
      undelivered: { type: "boolean", default: false },
      db: { type: "string" },
      d1: { type: "string" },
      "persist-to": { type: "string" },
    },
  });
  if (values.format !== "csv" && values.format !== "json")
    throw new Error(`--format ${values.format}: use csv or json.`);
  const filter = {
    form: values.form,
    since: since(values.since),
    undelivered: values.undelivered,
  };
  let rows;
  if (values.d1 !== undefined) {
    if (values.d1 !== "local" && values.d1 !== "remote")
      throw new Error(`--d1 ${values.d1}: use local or remote.`);
    rows = await listFromD1(values.d1, filter, values["persist-to"]);
  } else {
    const file = dbPath(values.db);
    if (!existsSync(file)) throw new Error(`No forms database at ${file} (FORMS_DB or --db).`);
    const store = openStore(file, { readonly: true });
    try {
      rows = store.list(filter);
    } finally {
      store.close();
    }
  }
  process.stdout.write(values.format === "json" ? toJson(rows) : toCsv(rows));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`forms:export: ${error.message}`);
    process.exit(1);
  });
}
