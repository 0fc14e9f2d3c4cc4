/**
 * The rules a file's frontmatter must follow, the same wherever it is checked: by the build
 * (load.server.ts) and by the browser editor before it saves (admin/). Pure: no files, no
 * Node, so the editor's bundle carries it. Each problem names the file and the field, and says
 * what was expected in the words of the schema's descriptions.
 */
import { z } from "zod";
import {
  describeField,
  isTranslatable,
  schemas,
  SLUG,
  type CollectionName,
  type Frontmatter,
} from "./schemas.server";

/**
 * What the build says of a required field a file leaves out (then, in brackets, what the field
 * is). The browser editor says the same under the field, whose help text is that description.
 */
export const MISSING = "missing";

/** One thing to fix or consider, in one file. */
export type Problem = { file: string; field?: string; message: string };

/**
 * A field as an owner reads it: a list's items counted from 1, as the file shows them
 * (`tags (item 2)`, `gallery (item 1).alt`), not from 0 (`tags.1`).
 */
export const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === "number" ? ` (item ${key + 1})` : `${i ? "." : ""}${String(key)}`))
    .join("");

export const formatProblem = ({ file, field, message }: Problem) =>
  `${file}: ${field ? `field "${field}": ` : ""}${message}`;

/**
 * Checks one file's frontmatter (`given`, as parsed from its YAML) against its collection's
 * rules; a translation (`original`: the English file it translates) sets only translatable
 * fields. Returns the valid data, or the problems.
 */
export function frontmatterProblems<C extends CollectionName>(
  collection: C,
  file: string,
  given: unknown,
  original?: { data: unknown; file: string },
): { data?: Frontmatter<C>; problems: Problem[] } {
  const problems: Problem[] = [];
  const frontmatter = original
    ? mergeTranslation(collection, original, given, file, problems)
    : given;
  const result = schemas[collection].safeParse(frontmatter);
  if (!result.success) {
    for (const issue of result.error.issues.flatMap(unionIssues)) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys)
          problems.push({
            file,
            field: fieldName([...issue.path, key]),
            message: /^\d+$/.test(key)
              ? `not a field of ${collection} files: between { and } a comma separates fields, so write numbers without separators (40000, not 40,000)`
              : `not a field of ${collection} files (check its spelling in content/README.md)`,
          });
        continue;
      }
      const described = describeField(collection, issue.path);
      const at = (root: unknown) =>
        issue.path.reduce<unknown>(
          (parent, key) =>
            parent && typeof parent === "object"
              ? (parent as Record<PropertyKey, unknown>)[key]
              : undefined,
          root,
        );
      const missing = at(given) === undefined;
      const hint = missing ? undefined : typingHint(issue, at(frontmatter));
      const value = missing ? undefined : at(frontmatter);
      const said =
        Array.isArray(value) && value.length === 0
          ? "the list is empty: write at least one item, or leave the line out"
          : issue.message.replace(/^Invalid (input|option): /, "") + (hint ? `: ${hint}` : "");
      const problem = {
        file,
        field: issue.path.length ? fieldName(issue.path) : "(frontmatter)",
        message: missing
          ? `${MISSING} (${described ? `the field: ${described}` : said})`
          : `${said}${described && issue.code !== "invalid_value" && issue.code !== "custom" ? ` (the field: ${described})` : ""}`,
      };
      // One value can fail two checks with one message (a web address: its scheme and its host).
      if (!problems.some((p) => p.field === problem.field && p.message === problem.message))
        problems.push(problem);
    }
  }
  if (!result.success || problems.length) return { problems };
  const data = result.data as Frontmatter<C>;
  if (collection === "careers") {
    const job = data as Frontmatter<"careers">;
    if (job.salary.min > job.salary.max)
      problems.push({ file, field: "salary", message: "min is above max" });
    if (job.validThrough < job.datePosted)
      problems.push({ file, field: "validThrough", message: "is before datePosted" });
  }
  if (collection === "blog") {
    const post = data as Frontmatter<"blog">;
    if (post.updated && post.updated < post.date)
      problems.push({
        file,
        field: "updated",
        message: `${post.updated} is before the post's date, ${post.date}: write the day of the last real change, or leave updated out`,
      });
  }
  return problems.length ? { problems } : { data, problems };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A translation's frontmatter laid over its English item's: a translated file sets only the fields
 * an editor translates (schemas.server.ts marks them), lists of objects item by item in the same
 * order (a project's results, its gallery's captions). Any other field is an error naming the
 * file and the field: it is the same in every language, so it is changed in the English file.
 */
/**
 * What a translation may say of `data`: its translatable fields, at any depth (a gallery item's
 * caption, not its image). The rest is the original's, which the build refuses in a translation
 * ("is the same in every language"). The browser editor keeps only these in a translation's file:
 * Decap's hidden controls of the other fields (a post's author) write their values into every
 * language on opening, which made every post and project impossible to save.
 */
export function translatedOnly(collection: CollectionName, data: unknown): Record<string, unknown> {
  const keep = (schema: z.ZodType, value: unknown): unknown => {
    if ((schema.meta() as { translate?: boolean } | undefined)?.translate) return value;
    if (schema instanceof z.ZodOptional) return keep(schema.unwrap() as z.ZodType, value);
    if (schema instanceof z.ZodObject && isRecord(value)) {
      const shape = schema.shape as Record<string, z.ZodType>;
      const kept = Object.entries(value).flatMap(([key, item]) => {
        const child = shape[key];
        const inner = child && isTranslatable(child) ? keep(child, item) : undefined;
        return inner === undefined ? [] : [[key, inner] as const];
      });
      return kept.length ? Object.fromEntries(kept) : undefined;
    }
    if (schema instanceof z.ZodArray && Array.isArray(value)) {
      const items = value.map((item) => keep(schema.element as z.ZodType, item));
      return items.some((item) => item !== undefined) ? items.map((item) => item ?? {}) : undefined;
    }
    return undefined;
  };
  return (keep(schemas[collection], data) as Record<string, unknown> | undefined) ?? {};
}

function mergeTranslation<C extends CollectionName>(
  collection: C,
  original: { data: unknown; file: string },
  given: unknown,
  file: string,
  problems: Problem[],
): unknown {
  const merge = (schema: z.ZodType, base: unknown, value: unknown, path: PropertyKey[]): unknown => {
    const field = fieldName(path);
    if ((schema.meta() as { translate?: boolean } | undefined)?.translate) return value;
    if (schema instanceof z.ZodOptional)
      return merge(schema.unwrap() as z.ZodType, base, value, path);
    if (schema instanceof z.ZodObject && isRecord(value)) {
      const out: Record<string, unknown> = isRecord(base) ? { ...base } : {};
      const shape = schema.shape as Record<string, z.ZodType>;
      for (const [key, item] of Object.entries(value)) {
        const child = shape[key];
        const childField = fieldName([...path, key]);
        if (!child)
          problems.push({
            file,
            field: childField,
            message: `not a field of ${collection} files (check its spelling in content/README.md)`,
          });
        else if (!isTranslatable(child))
          problems.push({
            file,
            field: childField,
            message: `is the same in every language, so a translation leaves it out: change it in ${original.file}`,
          });
        else out[key] = merge(child, isRecord(base) ? base[key] : undefined, item, [...path, key]);
      }
      return out;
    }
    if (schema instanceof z.ZodArray && Array.isArray(value)) {
      const list = Array.isArray(base) ? base : [];
      if (list.length !== value.length) {
        problems.push({
          file,
          field,
          message: `has ${value.length} ${value.length === 1 ? "item" : "items"}, ${original.file} has ${list.length}: translate each of them, in the same order`,
        });
        return base;
      }
      return value.map((item, i) =>
        merge(schema.element as z.ZodType, list[i], item, [...path, i]),
      );
    }
    problems.push({
      file,
      field: field || "(frontmatter)",
      message: "expected the translated fields, as in the English file",
    });
    return base;
  };
  return merge(schemas[collection], original.data, given, []);
}

/**
 * A field that takes one of several forms (a portrait: a photo or the drawing's parts) reports
 * what is wrong with the form the file used, not that it matches none.
 */
function unionIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union") return [issue];
  const meant = issue.errors.filter(
    (branch) => !branch.every((inner) => inner.code === "invalid_type" && inner.path.length === 0),
  );
  if (meant.length !== 1) return [issue];
  return meant[0]!.flatMap((inner) =>
    unionIssues({ ...inner, path: [...issue.path, ...inner.path] }),
  );
}

/** A file name as a slug (`Über die Grundsteuer` → `uber-die-grundsteuer`): the name to suggest. */
export const slugSuggestion = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * What to write instead, when a value reads as meant to a person but not to YAML or the schema:
 * `title: 2026` is a number, `featured: yes` is text, `tags: Budgeting` is not a list,
 * `category: business` is not "Business", `date: 05.01.2026` is not YYYY-MM-DD.
 */
export function typingHint(issue: z.core.$ZodIssue, value: unknown): string | undefined {
  const last = issue.path.at(-1);
  const field = String(last ?? "field");
  // How the line with the value starts: "title:", or "-" for an item of a list.
  const line = typeof last === "number" ? "-" : `${field}:`;
  if (issue.code === "invalid_type") {
    if (value === null) return "the value is empty: write one, or leave the line out";
    if (issue.expected === "string" && (typeof value === "number" || typeof value === "boolean"))
      return `YAML reads ${JSON.stringify(value)} as a ${typeof value}; to keep it as text, write it in quotes: ${line} "${String(value)}"`;
    if (issue.expected === "boolean" && typeof value === "string") return "write true or false";
    if (issue.expected === "number" && typeof value === "string") {
      const digits = value.replace(/[\s,.'’]/g, "");
      return /^\d+$/.test(digits)
        ? `write the number in digits only, without separators: ${line} ${digits}`
        : "write the number in digits only";
    }
    if (issue.expected === "array" && typeof value === "string") {
      const items = value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      return `write a list: ${field}: [${items.join(", ")}], or each item on its own line under ${field}:, starting with "- "`;
    }
  }
  if (issue.code === "invalid_value" && typeof value === "string") {
    const meant = issue.values.find(
      (allowed) =>
        typeof allowed === "string" && allowed.toLowerCase() === value.trim().toLowerCase(),
    );
    if (meant !== undefined) return `write it as ${JSON.stringify(meant)}`;
  }
  // A reference written as a name (`author: Hana Sato`): the file name it means.
  if (
    issue.code === "invalid_format" &&
    issue.format === "regex" &&
    issue.pattern === String(SLUG) &&
    typeof value === "string"
  ) {
    const name = slugSuggestion(value);
    if (name && name !== value) return `write the file's name: ${line} ${name}`;
  }
  if (issue.code === "invalid_format" && issue.format === "date" && typeof value === "string") {
    const dated = /^(\d{4}-\d{2}-\d{2})[T ]/.exec(value);
    if (dated) return `write the date only, without a time: ${line} ${dated[1]}`;
    const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
    if (german)
      return `write it year first: ${line} ${german[3]}-${german[2]!.padStart(2, "0")}-${german[1]!.padStart(2, "0")}`;
    const loose = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
    if (loose)
      return `write the month and day with two digits: ${line} ${loose[1]}-${loose[2]!.padStart(2, "0")}-${loose[3]!.padStart(2, "0")}`;
  }
  return undefined;
}
