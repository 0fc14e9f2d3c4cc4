/**
 * What the editor writes into a Markdown file. Decap serialises the whole frontmatter again on
 * every save, with its own quoting, and writes empty optional fields as "" (which the content
 * rules refuse). Before a file is written, its new frontmatter is laid over the file as it was:
 * fields that did not change keep their bytes (quotes, order, comments), changed fields are
 * replaced in place, new ones are added at the end, emptied ones are removed. An untouched body
 * keeps its bytes too. So a save changes only the lines the editor changed.
 */
import { isMap, isSeq, parse, parseDocument, type Document } from "yaml";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** A Markdown file's frontmatter (YAML text) and body. */
export function splitFile(raw: string): { front: string; body: string } {
  const match = FRONTMATTER.exec(raw);
  return match ? { front: match[1]!, body: match[2]! } : { front: "", body: raw };
}

/** Whether a value says nothing: "", whitespace, null, [] or an object of such values. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isBlank);
  return false;
}

/** The value without the empty fields an editor's untouched inputs leave behind. */
export function withoutBlanks<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutBlanks) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isBlank(v))
        .map(([k, v]) => [k, withoutBlanks(v)]),
    ) as T;
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function apply(doc: Document, path: (string | number)[], before: unknown, after: unknown) {
  if (isPlainObject(before) && isPlainObject(after) && isMap(doc.getIn(path, true))) {
    for (const key of Object.keys(before)) if (!(key in after)) doc.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(after))
      if (!same(before[key], value)) apply(doc, [...path, key], before[key], value);
    return;
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    isSeq(doc.getIn(path, true))
  ) {
    after.forEach((value, i) => {
      if (!same(before[i], value)) apply(doc, [...path, i], before[i], value);
    });
    return;
  }
  // Items added at the end (a moved page): the list keeps its lines and gains the new ones.
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    after.length > before.length &&
    same(before, after.slice(0, before.length)) &&
    isSeq(doc.getIn(path, true))
  ) {
    for (const value of after.slice(before.length)) doc.addIn(path, doc.createNode(value));
    return;
  }
  if (path.length === 0) return;
  doc.setIn(path, doc.createNode(after));
}

/**
 * The file to write: `next` (what Decap serialised) laid over `previous` (the file as it is, or
 * undefined for a new file), without empty fields.
 */
export function mergeFile(previous: string | undefined, next: string): string {
  const { front, body } = splitFile(next);
  const data = withoutBlanks((parse(front) as Record<string, unknown> | null) ?? {});
  const old = previous === undefined ? undefined : splitFile(previous);
  const doc: Document = parseDocument(old?.front ?? "");
  if (!isMap(doc.contents)) doc.contents = doc.createNode({});
  const before = doc.toJS() ?? {};
  apply(doc, [], before, data);
  // Unchanged frontmatter keeps its bytes; a changed one keeps the file's style of `{ a, b }`.
  const padded = /[[{] \S/.test(old?.front ?? "");
  const yaml = !Object.keys(data).length
    ? ""
    : old && same(before, data)
      ? `${old.front}\n`
      : doc.toString({ lineWidth: 0, flowCollectionPadding: padded });
  // An untouched body keeps its bytes; Decap may only have trimmed its ends.
  const text = old && old.body.trim() === body.trim() ? old.body : body.replace(/^\n+/, "\n");
  return `---\n${yaml}---\n${text.startsWith("\n") || text === "" ? text : `\n${text}`}`;
}

/** A translation with nothing in it: no field set, no body. */
export function isEmptyTranslation(raw: string): boolean {
  const { front, body } = splitFile(raw);
  const data = withoutBlanks((parse(front) as Record<string, unknown> | null) ?? {});
  return Object.keys(data).length === 0 && body.trim() === "";
}

/**
 * A YAML data file (content/redirects.yaml) to write: `next` laid over `previous` as for a
 * Markdown file's frontmatter, so its comments and untouched lines keep their bytes.
 */
export function mergeYamlFile(previous: string | undefined, next: string): string {
  const data = withoutBlanks((parse(next) as Record<string, unknown> | null) ?? {});
  const doc: Document = parseDocument(previous ?? "");
  if (!isMap(doc.contents)) doc.contents = doc.createNode({});
  const before = doc.toJS() ?? {};
  if (previous !== undefined && same(before, data)) return previous;
  apply(doc, [], before, data);
  return doc.toString({ lineWidth: 0 });
}
