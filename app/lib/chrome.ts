/**
 * The chrome's words in the page's language, as the root loader sends them (app/lib/chrome.server.ts,
 * app/root.tsx): the header, phone menu, footer, switchers, breadcrumb and forms read them with
 * `useChrome()`, so no page's JavaScript carries the chrome's text, in any language.
 *
 *   const say = useChrome();
 *   say("nav.login");                      // "Login"
 *   say("nav.logo", { name: site.name });  // "Finlo home"
 */
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from "react";
import type { ChromeKey, ChromeWords } from "./chrome.server";

export type { ChromeKey, ChromeWords };

export type Params = Record<string, string | number>;
export type Say = (key: ChromeKey, params?: Params) => string;

/**
 * Fills a message's `{name}` placeholders in one pass, so a value that itself contains braces
 * (a visitor's input in an error message) is inserted as it is. A placeholder without a value
 * stays visible rather than vanishing.
 */
export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** `say` over a set of words: the word, or the template filled in with its parameters. */
export function sayFrom(words: ChromeWords): Say {
  return (key, params) => interpolate(words[key], params);
}

const ChromeContext = createContext<Say | null>(null);

/**
 * Gives the chrome its words. Keeps the last words it had: an error screen shown after a failed
 * navigation (no fresh loader data) still speaks the page's language.
 */
export function ChromeProvider({
  words,
  children,
}: {
  words: ChromeWords | undefined;
  children: ReactNode;
}) {
  const [kept, keep] = useState(words);
  if (words && words !== kept) keep(words);
  const current = words ?? kept;
  const say = useMemo(() => (current ? sayFrom(current) : null), [current]);
  return createElement(ChromeContext.Provider, { value: say }, children);
}

/** The chrome's words in the page's language (inside ChromeProvider, which app/root.tsx renders). */
export function useChrome(): Say {
  const say = useContext(ChromeContext);
  if (!say)
    throw new Error("useChrome: no chrome words; render inside <ChromeProvider> (app/root.tsx)");
  return say;
}
