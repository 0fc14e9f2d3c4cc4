// @ts-check
/**
 * What a form needs to render its fields: their length limits and empty values. Apart from
 * validate.js, whose rules and messages only a submission needs: every page renders the footer's
 * form, so this file is in every page's JavaScript and validate.js loads when a visitor starts
 * to fill a form in (site-form.tsx). validate.js re-exports these for the receivers and tests.
 */

/**
 * @typedef {import("../../../content/types").FieldSpec} FieldSpec
 * @typedef {FieldSpec["type"]} FieldType
 * @typedef {Record<string, string | boolean>} Values
 */

/**
 * The most characters a field takes, by type, unless the field says otherwise. Generous for
 * people, small enough that nothing stored can grow without bound (the receiver's body limit is
 * 64 KiB on top, scripts/forms/limits.mjs).
 * @type {Readonly<Record<Exclude<FieldType, "checkbox">, number>>}
 */
export const MAX_LENGTH = { text: 200, email: 254, password: 200, textarea: 5000 };

/** @param {FieldSpec} field */
export function maxLengthOf(field) {
  return field.type === "checkbox" ? undefined : (field.maxLength ?? MAX_LENGTH[field.type]);
}

/**
 * @param {readonly FieldSpec[]} fields
 * @returns {Values}
 */
export function emptyValues(fields) {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === "checkbox" ? false : ""]));
}
