// @ts-check
import { m } from "../../../paraglide/messages.js";

/**
 * The forms' error messages in one language, straight from Paraglide, for the receivers
 * (scripts/forms/, plain Node) and tests. The page's form gets the same words from the root
 * loader instead (app/lib/chrome.ts), so its JavaScript carries no message text.
 * @typedef {"forms.error.tick" | "forms.error.required" | "forms.error.tooLong" | "forms.error.control" | "forms.error.email" | "forms.error.tooShort" | "forms.error.notText"} FormErrorKey
 * @typedef {(key: FormErrorKey, params?: Record<string, string | number>) => string} SayFormError
 */

/**
 * @param {string} locale the language of the page the form is on
 * @returns {SayFormError}
 */
export function formMessages(locale) {
  const o = { locale: /** @type {"en" | "de"} */ (locale) };
  return (key, params = {}) => {
    const p = /** @type {Record<string, string>} */ (params);
    // Each message named in full, as everywhere in the app (eslint.config.js).
    switch (key) {
      case "forms.error.tick":
        return m["forms.error.tick"]({ label: p.label ?? "" }, o);
      case "forms.error.required":
        return m["forms.error.required"]({ label: p.label ?? "", plain: p.plain ?? "" }, o);
      case "forms.error.tooLong":
        return m["forms.error.tooLong"]({ label: p.label ?? "", max: p.max ?? "" }, o);
      case "forms.error.control":
        return m["forms.error.control"]({ label: p.label ?? "" }, o);
      case "forms.error.email":
        return m["forms.error.email"]({}, o);
      case "forms.error.tooShort":
        return m["forms.error.tooShort"]({ label: p.label ?? "", min: p.min ?? "" }, o);
      case "forms.error.notText":
        return m["forms.error.notText"]({ label: p.label ?? "" }, o);
    }
  };
}
