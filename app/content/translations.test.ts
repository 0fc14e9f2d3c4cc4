import { describe, expect, it } from "vitest";

/**
 * Every translated content module (app/content/<locale>/…) has the English module's words in the
 * same shape, so a route loader can hand either to the same components (docs/i18n.md): every
 * export that holds words (objects, lists, strings), with every key of every object, lists item
 * by item, the same kinds of value. Code and numeric limits may stay in the English module only;
 * the words themselves, and how many items a list has, are the translation's own.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "./*.ts",
    "./copy/*.ts",
    "./*/*.ts",
    "./*/copy/*.ts",
    "!./**/*.test.ts",
    "!./**/*.server.ts",
    "!./collections/**",
  ],
  { eager: true },
);

const translations = Object.keys(modules).filter((path) =>
  /^\.\/[a-z]{2}(-[A-Za-z]+)?\/(copy\/)?[^/]+\.ts$/.test(path),
);

/** Where `translated` differs in shape from `english`, as "path: what" lines. */
function differences(english: unknown, translated: unknown, path: string): string[] {
  const kind = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);
  if (kind(english) !== kind(translated))
    return [`${path}: ${kind(translated)} where English has ${kind(english)}`];
  if (Array.isArray(english) && Array.isArray(translated))
    return translated.flatMap((item, i) =>
      i < english.length ? differences(english[i], item, `${path}[${i}]`) : [],
    );
  if (kind(english) === "object") {
    const a = english as Record<string, unknown>;
    const b = translated as Record<string, unknown>;
    // Sentences built by code (functions) are checked where they are called, by the prerender;
    // words the translation has beyond the English are never read, so harmless.
    return Object.keys(a)
      .filter((key) => typeof a[key] !== "function")
      .flatMap((key) =>
        key in b ? differences(a[key], b[key], `${path}.${key}`) : [`${path}.${key}: missing`],
      );
  }
  return [];
}

describe("translated content modules", () => {
  it("finds the translations", () => {
    expect(translations.length).toBeGreaterThan(0);
  });

  it.each(translations)("%s has the English module's words in the same shape", (path) => {
    const englishPath = path.replace(/^\.\/[^/]+\//, "./");
    const english = modules[englishPath];
    const translated = modules[path]!;
    expect(english, `${englishPath} exists`).toBeDefined();
    const words = Object.keys(english!).filter((name) =>
      ["object", "string"].includes(typeof english![name]),
    );
    const problems = words.flatMap((name) =>
      name in translated
        ? differences(english![name], translated[name], name)
        : [`${name}: missing`],
    );
    expect(problems).toEqual([]);
  });
});
