// `npm run forms:export -- --form contact --since 2026-11-01 --format csv` (or json): the stored
// submissions, oldest first, to stdout. Options: --form <id>, --since <date or ISO time, UTC>,
// --format csv|json (csv), --undelivered (only those the webhook has not taken yet),
// --db <file> (FORMS_DB, default data/forms.sqlite). Reads the database while the receiver runs.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { dbPath, openStore } from "./store.mjs";

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet shows it as text. */
export function csvCell(value) {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per submission: the fixed columns, then every field name seen, in order of appearance. */
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
  return lines.join("\r\n") + "\r\n";
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

function main() {
  const { values } = parseArgs({
    options: {
      form: { type: "string" },
      since: { type: "string" },
      format: { type: "string", default: "csv" },
      undelivered: { type: "boolean", default: false },
      db: { type: "string" },
    },
  });
  if (values.format !== "csv" && values.format !== "json")
    throw new Error(`--format ${values.format}: use csv or json.`);
  const file = dbPath(values.db);
  if (!existsSync(file)) throw new Error(`No forms database at ${file} (FORMS_DB or --db).`);
  const store = openStore(file, { readonly: true });
  try {
    const rows = store.list({
      form: values.form,
      since: since(values.since),
      undelivered: values.undelivered,
    });
    process.stdout.write(values.format === "json" ? toJson(rows) : toCsv(rows));
  } finally {
    store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`forms:export: ${error.message}`);
    process.exit(1);
  }
}
