/**
 * Paraglide messages as words a page's loader can send (app/lib/item-words.server.ts): each
 * message rendered in one language with its parameters left as `{name}` placeholders, which the
 * page fills in (app/lib/item-words.ts); `{brand}`, the company's name, is filled in here. A
 * message that chooses its words by a number (a plural) becomes one template per plural category
 * of the language, with the name of that number.
 *
 * Server-only.
 */
import { brand } from "~/brand";
import type { Locale } from "./i18n";

// Paraglide's messages take typed inputs; here each is called with stand-ins for every input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = (inputs: any, options: { locale: Locale }) => string;

/** A plural message's templates by plural category ("one", "other" …), chosen by input `by`. */
export type PluralTemplate = { by: string; forms: Partial<Record<Intl.LDMLPluralRule, string>> };
export type Template = string | PluralTemplate;

/** For each plural category of `locale`, the smallest whole number in it (e.g. en: one 1, other 0). */
function pluralSamples(locale: Locale): Array<[Intl.LDMLPluralRule, number]> {
  const rules = new Intl.PluralRules(locale);
  const samples = new Map<Intl.LDMLPluralRule, number>();
  for (let n = 0; n < 1000 && samples.size < rules.resolvedOptions().pluralCategories.length; n++)
    if (!samples.has(rules.select(n))) samples.set(rules.select(n), n);
  return [...samples];
}

/**
 * Renders `message` with every input standing in as its own placeholder: written into the text it
 * reads `{name}`; read as a number (a plural's selector) it is `sample`, and `numeric` learns its name.
 */
function render(message: Message, locale: Locale, sample: number, numeric: Set<string>) {
  const inputs = new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name !== "string"
          ? undefined
          : // The company's name (app/brand.ts) is written in here: no page fills it in.
            name === "brand"
            ? brand.name
            : {
                toString: () => `{${name}}`,
                valueOf: () => {
                  numeric.add(name);
                  return sample;
                },
              },
    },
  );
  return message(inputs, { locale });
}

/** Each message of `messages` in `locale`, as a template (see above). */
export function wordsIn<K extends string>(
  messages: Record<K, Message>,
  locale: Locale,
): Record<K, Template> {
  const samples = pluralSamples(locale);
  const words = {} as Record<K, Template>;
  for (const key of Object.keys(messages) as K[]) {
    const numeric = new Set<string>();
    const forms = Object.fromEntries(
      samples.map(([category, n]) => [category, render(messages[key], locale, n, numeric)]),
    ) as Partial<Record<Intl.LDMLPluralRule, string>>;
    const [by] = numeric;
    const texts = new Set(Object.values(forms));
    words[key] = by && texts.size > 1 ? { by, forms } : (forms.other ?? [...texts][0] ?? "");
  }
  return words;
}
