/** Field rules shared by every form on the site. Pure, so unit tests cover them directly. */
export type FieldType = "text" | "email" | "password" | "textarea" | "checkbox";

export type FieldSpec = {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  minLength?: number;
  /** Help text shown under the field and linked with aria-describedby. */
  hint?: string;
  /** Keep the label for assistive technology only (compact one-field forms). */
  hideLabel?: boolean;
  /** Message when a required field is left empty; defaults to one built from the label. */
  requiredMessage?: string;
};

export type Values = Record<string, string | boolean>;
export type Errors = Record<string, string>;

// Deliberately simple: something@something.tld, no spaces. Browsers' own rule is similar.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** "Your Name*" → "name", so the message reads "Please enter your name." */
function plainLabel(label: string) {
  return label
    .replace(/\*$/, "")
    .trim()
    .toLowerCase()
    .replace(/^your\s+/, "");
}

export function emptyValues(fields: readonly FieldSpec[]): Values {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === "checkbox" ? false : ""]));
}

/** Trim every text value; leading and trailing spaces are never meaningful here. */
export function normalise(fields: readonly FieldSpec[], values: Values): Values {
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

export function validate(fields: readonly FieldSpec[], values: Values): Errors {
  const errors: Errors = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === "checkbox") {
      if (f.required && v !== true)
        errors[f.name] = f.requiredMessage ?? `Please tick “${f.label}” to continue.`;
      continue;
    }
    const text = typeof v === "string" ? v : "";
    if (!text) {
      if (f.required)
        errors[f.name] = f.requiredMessage ?? `Please enter your ${plainLabel(f.label)}.`;
      continue;
    }
    if (f.type === "email" && !EMAIL.test(text)) {
      errors[f.name] = "Please enter a valid email address, like name@example.com.";
    } else if (f.minLength && text.length < f.minLength) {
      const name = f.label.replace(/\*$/, "").trim();
      errors[f.name] = `${name} needs at least ${f.minLength} characters.`;
    }
  }
  return errors;
}
