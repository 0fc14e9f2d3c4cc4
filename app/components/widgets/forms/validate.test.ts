import { describe, expect, it } from "vitest";
import { emptyValues, normalise, validate, type FieldSpec } from "./validate";

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

  it("accepts 10,000 characters of anything in a text field", () => {
    const long = "<b>".repeat(3334);
    expect(validate(fields, { name: long, email: "a@b.co", password: long, terms: true })).toEqual(
      {},
    );
  });
});
