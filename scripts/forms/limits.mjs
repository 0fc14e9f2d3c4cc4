// The forms receiver's body limit, and the policy of its refusal page: shared by the receivers
// (scripts/forms/checks.mjs) and nginx's configuration (scripts/security-headers.mjs). Pure, like
// validate.js, so the Cloudflare Pages Function bundles it too.
import { MAX_LENGTH } from "../../app/components/widgets/forms/validate.js";

/**
 * The most bytes a form's body may have. It must let through the longest valid post of every form
 * in any script: a test checks `longestBody` of each form of the registry against it, and the
 * receiver refuses to start with a form that does not fit.
 */
export const BODY_LIMIT = 64 * 1024;

/**
 * The most bytes one character of a field (one UTF-16 code unit, as `maxlength` and validate.js
 * count) takes in a body: a character of three UTF-8 bytes (CJK, €) is three percent-escapes in a
 * form-urlencoded post. A four-byte character (an emoji) is two code units and 12 bytes; JSON's
 * `\uXXXX` escape is six bytes a unit.
 */
const BYTES_PER_UNIT = 9;
/** The receivers' own fields: the page a post came from (up to 200 characters) and the honeypot. */
const OWN_FIELDS = 2 * 1024;

/**
 * The bytes of the longest valid post of a form (every field at its longest, in the widest
 * characters, percent-encoded), for either encoding the receivers take.
 * @param {readonly import("../../app/components/widgets/forms/validate.js").FieldSpec[]} fields
 */
export function longestBody(fields) {
  let bytes = OWN_FIELDS;
  for (const field of fields) {
    // A name, "=", the value and "&"; as JSON, quotes, a colon and a comma.
    const name = 3 * new TextEncoder().encode(field.name).length + 4;
    const max = field.type === "checkbox" ? 5 : (field.maxLength ?? MAX_LENGTH[field.type]);
    // A field without a bound (a type MAX_LENGTH does not know) fits no limit.
    if (!Number.isFinite(max)) return Infinity;
    bytes += name + BYTES_PER_UNIT * max;
  }
  return bytes;
}

/**
 * The refusal page's policy (the receivers' short HTML page, and nginx's own answers under
 * /api/forms/): its one inline stylesheet, nothing else.
 */
export const REFUSAL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
