import { describe, expect, it } from "vitest";
import { brand } from "~/brand";
import { itemSay } from "./item-words";
import {
  itemKeys,
  itemMessage,
  itemWords,
  keysOf,
  pageKinds,
  type ItemKey,
  type ItemWords,
} from "./item-words.server";
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

describe("which words each kind of page is sent", () => {
  it("every message belongs to at least one kind of page, and each kind gets only its own", () => {
    const sent = new Set(pageKinds.flatMap(keysOf));
    expect(itemKeys.filter((key) => !sent.has(key))).toEqual([]);
    for (const kind of pageKinds) {
      const words = itemWords("en", kind);
      expect(words.kind).toBe(kind);
      expect(Object.keys(words.messages).sort(), kind).toEqual(keysOf(kind).sort());
      expect(keysOf(kind).length, kind).toBeLessThan(itemKeys.length);
    }
    expect(keysOf("post")).toContain("items.post.nextPost");
    expect(keysOf("post")).not.toContain("items.job.salary");
  });

  it("a word a kind of page is not sent fails loudly, naming the key and the kind", () => {
    const say = itemSay(itemWords("en", "job"));
    expect(() => say("items.post.nextPost")).toThrow(
      /"items.post.nextPost".*job page.*PAGE_WORDS.job/,
    );
  });
});

describe.each(locales)("the item and blog pages' words in %s", (locale) => {
  // Every message, from the kinds of page that are sent it.
  const messages = Object.assign(
    {},
    ...pageKinds.map((kind) => itemWords(locale, kind).messages),
  ) as Record<ItemKey, ItemWords["messages"][ItemKey] & {}>;
  const words: ItemWords = { locale, kind: "post", messages };
  const say = itemSay(words);

  it("has every message, none empty, in the page's language", () => {
    expect(words.locale).toBe(locale);
    expect(Object.keys(words.messages).sort()).toEqual([...itemKeys].sort());
    for (const key of itemKeys) expect(say(key, sampleParams(messages[key])), key).not.toBe("");
  });

  it("reads exactly as Paraglide renders each message, with its parameters filled in", () => {
    for (const key of itemKeys) {
      const template = messages[key];
      const params = sampleParams(template);
      if (typeof template === "string") {
        expect(say(key, params), key).toBe(itemMessage(key, { brand: brand.name, ...params }, locale));
        continue;
      }
      // A plural: every count picks the form Paraglide picks, in this language's rules.
      for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1000]) {
        const withCount = { ...params, [template.by]: count };
        expect(say(key, withCount), `${key} ${count}`).toBe(
          itemMessage(key, { brand: brand.name, ...withCount }, locale),
        );
      }
    }
  });

  it("keeps a plural's forms apart where the language has them", () => {
    const counted = messages["blog.sidebar.posts"];
    expect(typeof counted === "object" && counted.by).toBe("count");
    expect(say("blog.sidebar.posts", { count: 1 })).not.toBe(
      say("blog.sidebar.posts", { count: 2 }),
    );
  });
});
