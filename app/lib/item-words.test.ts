import { describe, expect, it } from "vitest";
import { itemSay } from "./item-words";
import { itemKeys, itemMessage, itemWords } from "./item-words.server";
import { locales } from "./i18n";

/** Every placeholder a message's templates name, each given a value no message contains. */
function sampleParams(template: string | { forms: Record<string, string | undefined> }) {
  const texts = typeof template === "string" ? [template] : Object.values(template.forms);
  return Object.fromEntries(
    texts.flatMap((text) =>
      [...(text ?? "").matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `«${name}»`]),
    ),
  ) as Record<string, string | number>;
}

describe.each(locales)("the item and blog pages' words in %s", (locale) => {
  const words = itemWords(locale);
  const say = itemSay(words);

  it("has every message, none empty, in the page's language", () => {
    expect(words.locale).toBe(locale);
    expect(Object.keys(words.messages).sort()).toEqual([...itemKeys].sort());
    for (const key of itemKeys) expect(say(key, sampleParams(words.messages[key])), key).not.toBe("");
  });

  it("reads exactly as Paraglide renders each message, with its parameters filled in", () => {
    for (const key of itemKeys) {
      const template = words.messages[key];
      const params = sampleParams(template);
      if (typeof template === "string") {
        expect(say(key, params), key).toBe(itemMessage(key, params, locale));
        continue;
      }
      // A plural: every count picks the form Paraglide picks, in this language's rules.
      for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1000]) {
        const withCount = { ...params, [template.by]: count };
        expect(say(key, withCount), `${key} ${count}`).toBe(itemMessage(key, withCount, locale));
      }
    }
  });

  it("keeps a plural's forms apart where the language has them", () => {
    const counted = words.messages["blog.sidebar.posts"];
    expect(typeof counted === "object" && counted.by).toBe("count");
    expect(say("blog.sidebar.posts", { count: 1 })).not.toBe(say("blog.sidebar.posts", { count: 2 }));
  });
});
