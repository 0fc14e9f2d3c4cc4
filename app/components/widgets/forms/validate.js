// @ts-check
/**
 * Field rules shared by every form on the site, in the browser and on the server.
 *
 * Plain JavaScript with JSDoc types (checked by `tsc`, `@ts-check`): the app imports it like any
 * TypeScript module, and the self-hosted receiver (scripts/forms/, plain Node) imports the very
 * same file without a compile step. So a rule changed here changes on both sides at once.
 * Pure, so unit tests cover it directly.
 */

/**
 * A form field as content declares it (app/content/types.ts, where the forms' words live).
 * @typedef {import("../../../content/types").FieldSpec} FieldSpec
 * @typedef {FieldSpec["type"]} FieldType
 */

/** @typedef {"en" | "de"} Locale a language of project.inlang/settings.json */
/**
 * The error messages in the form's language: on the page from the root loader's chrome words
 * (app/lib/chrome.ts), in the receivers from Paraglide (form-messages.js). Taken as a parameter so
 * this file carries no message text.
 * @typedef {import("./form-messages.js").SayFormError} SayFormError
 */
/** @typedef {Record<string, string | boolean>} Values */
/** @typedef {Record<string, string>} Errors */

import { maxLengthOf } from "./fields.js";

// What the page renders with (the page's shell chunk) lives in fields.js; the receiver and the
// tests find it here too.
export { MAX_LENGTH, maxLengthOf, emptyValues } from "./fields.js";

// The browser's own rule for type="email" (the HTML standard's: ASCII local part, domain labels of
// letters, digits and hyphens; here in any script, as browsers accept them too), plus a top-level
// domain of two characters or more. So the receiver refuses exactly what a browser would.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,}$/u;

// Control characters nobody types (a pasted NUL, escape sequences); a message may keep its line
// breaks and tabs.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_TEXTAREA = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/**
 * "Your Name*" → "name", so the message reads "Please enter your name."
 * @param {string} label
 */
function plainLabel(label) {
  return label
    .replace(/\*$/, "")
    .trim()
    .toLowerCase()
    .replace(/^your\s+/, "");
}

/**
 * Trim every text value; leading and trailing spaces are never meaningful here.
 * @param {readonly FieldSpec[]} fields
 * @param {Values} values
 * @returns {Values}
 */
export function normalise(fields, values) {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.name];
      if (f.type === "checkbox") return [f.name, v === true];
      // Passwords are kept as typed: spaces may be part of them.
      if (f.type === "password") return [f.name, typeof v === "string" ? v : ""];
      return [f.name, typeof v === "string" ? v.trim() : ""];
    }),
  );
}

/**
 * What is wrong with each field, in the form's language.
 * @param {readonly FieldSpec[]} fields
 * @param {Values} values
 * @param {SayFormError} say the error messages in the language of the page the form is on
 * @param {string} locale that language (for numbers in the messages)
 * @returns {Errors}
 */
export function validate(fields, values, say, locale) {
  /** @type {Errors} */
  const errors = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === "checkbox") {
      if (f.required && v !== true)
        errors[f.name] = f.requiredMessage ?? say("forms.error.tick", { label: f.label });
      continue;
    }
    const text = typeof v === "string" ? v : "";
    if (!text) {
      if (f.required)
        errors[f.name] =
          f.requiredMessage ??
          say("forms.error.required", { label: f.label.replace(/\*$/, "").trim(), plain: plainLabel(f.label) });
      continue;
    }
    const name = f.label.replace(/\*$/, "").trim();
    const max = maxLengthOf(f);
    if (max && text.length > max) {
      errors[f.name] = say("forms.error.tooLong", { label: name, max: max.toLocaleString(locale, { useGrouping: "min2" }) });
    } else if ((f.type === "textarea" ? CONTROL_IN_TEXTAREA : CONTROL).test(text)) {
      errors[f.name] = say("forms.error.control", { label: name });
    } else if (f.type === "email" && !EMAIL.test(text)) {
      errors[f.name] = say("forms.error.email");
    } else if (f.minLength && text.length < f.minLength) {
      errors[f.name] = say("forms.error.tooShort", { label: name, min: f.minLength });
    }
  }
  return errors;
}

/**
 * What arrived over the network, made into form values: the receiver's half of `normalise`,
 * its messages in the language of the page the form was sent from.
 * A checkbox is ticked when a plain form sent it at all ("on") or JSON sent `true`; text fields
 * take only strings. Names the form does not have are reported, never kept.
 * @param {readonly FieldSpec[]} fields
 * @param {Record<string, unknown>} raw
 * @param {SayFormError} say the error messages in the language of the page the form was sent from
 * @param {string} locale that language
 * @returns {{ values: Values, unknown: string[], errors: Errors }}
 */
export function parseSubmission(fields, raw, say, locale) {
  const known = new Set(fields.map((f) => f.name));
  const unknown = Object.keys(raw).filter((name) => !known.has(name));
  /** @type {Values} */
  const values = {};
  /** @type {Errors} */
  const wrongType = {};
  for (const f of fields) {
    const v = raw[f.name];
    if (f.type === "checkbox") {
      values[f.name] = v === true || v === "on" || v === "true";
    } else if (v === undefined || typeof v === "string") {
      values[f.name] = v ?? "";
    } else {
      wrongType[f.name] = say("forms.error.notText", { label: f.label.replace(/\*$/, "").trim() });
      values[f.name] = "";
    }
  }
  const clean = normalise(fields, values);
  return { values: clean, unknown, errors: { ...validate(fields, clean, say, locale), ...wrongType } };
}
