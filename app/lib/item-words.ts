/**
 * The item and blog pages' words in the page's language, as their loaders send them
 * (app/lib/item-words.server.ts): the route gives them to <ItemWordsProvider>, its sections read
 * them with `useItemWords()`, so no page's JavaScript carries these messages, in any language.
 *
 *   const say = useItemWords();
 *   say("items.post.nextPost");                 // "Next post"
 *   say("blog.list.count", { count: 7 });       // "7 articles" (plural by the page's language)
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { interpolate, type Params } from "./chrome";
import type { ItemKey, ItemWords } from "./item-words.server";

export type { ItemKey, ItemWords };
export type ItemSay = (key: ItemKey, params?: Params) => string;

/** `say` over a set of words: the template (a plural's by its number) filled in with its parameters. */
export function itemSay(words: ItemWords): ItemSay {
  const rules = new Intl.PluralRules(words.locale);
  return (key, params = {}) => {
    const template = words.messages[key];
    if (template === undefined)
      throw new Error(
        `The item word "${key}" is not among the words of a ${words.kind} page: add it to PAGE_WORDS.${words.kind} in app/lib/item-words.server.ts`,
      );
    if (typeof template === "string") return interpolate(template, params);
    const form = template.forms[rules.select(Number(params[template.by]))] ?? template.forms.other;
    return interpolate(form ?? "", params);
  };
}

const ItemWordsContext = createContext<ItemSay | null>(null);

/** Gives a route's sections its words (the loader's `words`). */
export function ItemWordsProvider({ words, children }: { words: ItemWords; children: ReactNode }) {
  const say = useMemo(() => itemSay(words), [words]);
  return createElement(ItemWordsContext.Provider, { value: say }, children);
}

/** The item and blog pages' words in the page's language (inside ItemWordsProvider). */
export function useItemWords(): ItemSay {
  const say = useContext(ItemWordsContext);
  if (!say)
    throw new Error(
      "useItemWords: no words; wrap the route in <ItemWordsProvider words={data.words}>",
    );
  return say;
}
