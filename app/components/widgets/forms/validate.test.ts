import { describe, expect, it } from "vitest";
import { formMessages } from "./form-messages";
import {
  emptyValues,
  normalise,
  parseSubmission as parseIn,
  validate as validateIn,
  type FieldSpec,
} from "./validate";

/** The English messages, as a form on an English page and the receiver both say them. */
const english = formMessages("en");
const validate = (fields: readonly FieldSpec[], values: Parameters<typeof validateIn>[1]) =>
  validateIn(fields, values, english, "en");
const parseSubmission = (fields: readonly FieldSpec[], raw: Record<string, unknown>) =>
  parseIn(fields, raw, english, "en");

const fields = [
  { name: "name", label: "Your Name*", type: "text", required: true },
  { name: "email", label: "Email address", type: "email", required: true },
  { name: "password", label: "New password", type: "password", required: true, minLength: 8 },
  { name: "subject", label: "Subject", type: "text" },
  { name: "terms", label: "I agree", type: "checkbox", required: true },
] as const satisfies readonly FieldSpec[];

describe("normalise", () => {
  it("trims text, keeps passwords as typed and coerces checkboxes", () => {
    expect(
      normalise(fields, {
        name: "  Ada \n",
        email: " a@b.co ",
        password: " pass word ",
        terms: "yes",
      }),
    ).toEqual({ name: "Ada", email: "a@b.co", password: " pass word ", subject: "", terms: false });
  });
});

describe("validate", () => {
  it("asks for every empty required field, in words built from its label", () => {
    expect(validate(fields, emptyValues(fields))).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      password: "Please enter your new password.",
      terms: "Please tick “I agree” to continue.",
    });
  });

  it.each([
    ["ada@example.com", true],
    ["a.b+tag@sub.example.co.uk", true],
    ["ada@example", false],
    ["ada example.com", false],
    ["@example.com", false],
    ["ada@@example.com", false],
    ["ada@example.c", false],
    ["ada@bücher.de", true],
    ["<script>@x.co", false],
    ["a\u0000@b.co", false],
    ["ada@-example.com", false],
  ])("checks the shape of an email address: %s", (email, ok) => {
    const errors = validate(fields, { name: "A", email, password: "12345678", terms: true });
    expect(errors.email === undefined).toBe(ok);
  });

  it("checks a minimum length and leaves optional empty fields alone", () => {
    const errors = validate(fields, {
      name: "A",
      email: "a@b.co",
      password: "1234567",
      terms: true,
    });
    expect(errors).toEqual({ password: "New password needs at least 8 characters." });
  });

  it("accepts anything printable up to a field's limit, and nothing longer", () => {
    // The limits keep what the receiver stores bounded (MAX_LENGTH: text 200, textarea 5,000).
    const full = "<b>".repeat(66) + "xx";
    expect(validate(fields, { name: full, email: "a@b.co", password: full, terms: true })).toEqual(
      {},
    );
    const message = [{ name: "message", label: "Your message", type: "textarea" }] as const;
    expect(validate(message, { message: "line\n\tindented\r\n".repeat(250) })).toEqual({});
    expect(validate(message, { message: "x".repeat(5001) })).toEqual({
      message: "Your message can be at most 5000 characters long.",
    });
  });
});

describe("the receiver's side (parseSubmission)", () => {
  it("takes plain-form and JSON values, trims them and validates with the same rules", () => {
    expect(
      parseSubmission(fields, {
        name: " Ada ",
        email: "a@b.co",
        password: "12345678",
        terms: "on",
      }),
    ).toEqual({
      values: { name: "Ada", email: "a@b.co", password: "12345678", subject: "", terms: true },
      unknown: [],
      errors: {},
    });
    expect(parseSubmission(fields, { email: "nope", terms: true }).errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address, like name@example.com.",
      password: "Please enter your new password.",
    });
  });

  it("reports unknown names and refuses what is not text or too long", () => {
    const { unknown, errors } = parseSubmission(fields, {
      name: ["Ada"],
      email: "a@b.co",
      password: "x".repeat(201),
      subject: "a\u0000b",
      terms: true,
      role: "admin",
      __proto__: "x",
    } as Record<string, unknown>);
    expect(unknown).toEqual(["role"]);
    expect(errors).toEqual({
      name: "Your Name must be text.",
      password: "New password can be at most 200 characters long.",
      subject: "Subject contains characters that cannot be typed; please remove them.",
    });
  });
});
