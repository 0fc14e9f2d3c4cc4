import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  baseLocale,
  countryCode,
  countryName,
  delocalizePath,
  intlTag,
  languageName,
  localeOf,
  localizePath,
  locales,
  prefixedLocales,
} from "./i18n";
import * as runtime from "~/paraglide/runtime.js";
import { brand } from "~/brand";

const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as {
  baseLocale: string;
  locales: string[];
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};

type Variant = { declarations?: string[]; match?: Record<string, string> };
type MessageValue = string | Variant[];

/** A message's parameters: its {placeholders}, and the inputs its variants declare. */
function parameters(value: MessageValue): string[] {
  const texts =
    typeof value === "string" ? [value] : value.flatMap((v) => Object.values(v.match ?? {}));
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)));
  if (typeof value !== "string")
    for (const v of value)
      for (const d of v.declarations ?? []) {
        const input = /^input (\w+)$/.exec(d)?.[1];
        if (input) names.add(input);
      }
  for (const name of [...names]) if (name.endsWith("Plural")) names.delete(name);
  return [...names].sort();
}

const read = (file: string): Record<string, MessageValue> => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8")) as Record<string, MessageValue>;
  return messages;
};

describe("the language config (project.inlang/settings.json)", () => {
  it("is what the app reads: English first, at today's addresses", () => {
    expect(baseLocale).toBe(settings.baseLocale);
    expect([...locales]).toEqual(settings.locales);
    expect(prefixedLocales).not.toContain(baseLocale);
  });

  it("says what Paraglide's compiled runtime says (the app reads the settings, not the runtime)", () => {
    expect([...locales]).toEqual([...runtime.locales]);
    expect(baseLocale).toBe(runtime.baseLocale);
  });

  it("lists every message file of messages/<locale>/, and each exists in every language", () => {
    const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
    for (const locale of locales) {
      const files = readdirSync(join("messages", locale)).map((f) => `./messages/{locale}/${f}`);
      expect(files.sort(), `messages/${locale}/`).toEqual([...patterns].sort());
    }
  });
});

describe("messages", () => {
  const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
  for (const pattern of patterns) {
    it(`${pattern}: every key in every language, with the same parameters`, () => {
      const [base, ...others] = locales.map((l) => read(pattern.replace("{locale}", l)));
      for (const [i, other] of others.entries()) {
        expect(Object.keys(other!).sort(), `${locales[i + 1]}: the same keys as ${baseLocale}`).toEqual(
          Object.keys(base!).sort(),
        );
        // A language that needs a form of an input another does not (a lower-case name in an
        // English sentence) declares both inputs in each language (`declarations`).
        for (const key of Object.keys(base!))
          expect(parameters(other![key]!), key).toEqual(parameters(base![key]!));
      }
    });
  }

  it("use their inputs in every language: a translation of a sentence with {…} has one too", () => {
    // Words written in where the English takes an input (the office hours) stop following app/brand.ts.
    const texts = (value: MessageValue) =>
      typeof value === "string" ? [value] : value.flatMap((v) => Object.values(v.match ?? {}));
    const uses = (value: MessageValue) => texts(value).some((text) => /\{\w+\}/.test(text));
    for (const pattern of patterns) {
      const [base, ...others] = locales.map((l) => read(pattern.replace("{locale}", l)));
      for (const [i, other] of others.entries())
        for (const key of Object.keys(base!).filter((k) => uses(base![k]!)))
          expect(uses(other![key]!), `${locales[i + 1]} ${key}`).toBe(true);
    }
  });

  it("name the company as {brand}, so a new name in app/brand.ts reaches every sentence", () => {
    for (const pattern of patterns)
      for (const locale of locales) {
        const file = pattern.replace("{locale}", locale);
        const named = Object.entries(read(file)).filter(([, text]) =>
          JSON.stringify(text).includes(brand.name),
        );
        expect(named.map(([key]) => key), file).toEqual([]);
      }
  });

  it("are named for their role: dotted lower-camel words, no key in two files", () => {
    const seen = new Map<string, string>();
    for (const pattern of patterns)
      for (const key of Object.keys(read(pattern.replace("{locale}", baseLocale)))) {
        expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/);
        expect(seen.get(key), `${key} is also in ${seen.get(key)}`).toBeUndefined();
        seen.set(key, pattern);
      }
  });
});

describe("addresses", () => {
  it("keeps English at today's addresses and puts another language under its prefix", () => {
    expect(localizePath("/pricing", "de")).toBe("/de/pricing");
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/de/pricing", "en")).toBe("/pricing");
    expect(localizePath("/de", "en")).toBe("/");
    expect(localizePath("/de/blog/page/2", "de")).toBe("/de/blog/page/2");
    expect(localizePath("/blog?x=1#top", "de")).toBe("/de/blog?x=1#top");
  });

  it("leaves files and other sites alone", () => {
    expect(localizePath("/rss.xml", "de")).toBe("/rss.xml");
    expect(localizePath("https://example.com/x", "de")).toBe("https://example.com/x");
    expect(localizePath("//example.com/x", "de")).toBe("//example.com/x");
  });

  it("reads a page's language from its first segment only", () => {
    expect(localeOf("/de/pricing")).toBe("de");
    expect(localeOf("/de")).toBe("de");
    expect(localeOf("/design")).toBe("en");
    expect(localeOf("/fr/pricing")).toBe("en");
    expect(delocalizePath("/de/faq")).toBe("/faq");
    expect(delocalizePath("/design")).toBe("/design");
  });

  it("formats for the market and names each language in its own words", () => {
    expect(intlTag("en")).toBe("en-US");
    expect(intlTag("de")).toBe("de-DE");
    expect(languageName("de")).toBe("Deutsch");
    expect(languageName("en")).toBe("English");
  });
});

describe("countries", () => {
  it("reads any country an owner writes, in English, in a site language, as a code or an abbreviation", () => {
    expect(countryCode("Austria")).toBe("AT");
    expect(countryCode("Österreich")).toBe("AT");
    expect(countryCode("united states")).toBe("US");
    expect(countryCode("USA")).toBe("US");
    expect(countryCode("UK")).toBe("GB");
    expect(countryCode("ch")).toBe("CH");
    expect(countryCode("Narnia")).toBeUndefined();
  });

  it("names a country in the page's language, and leaves a name it cannot read as written", () => {
    expect(countryName("Austria", "de")).toBe("Österreich");
    expect(countryName("Switzerland", "de")).toBe("Schweiz");
    expect(countryName("Deutschland", "en")).toBe("Germany");
    expect(countryName("Narnia", "de")).toBe("Narnia");
  });
});
