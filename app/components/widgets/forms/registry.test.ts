// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formFields, localizedFormFields } from "./registry";

describe("localizedFormFields", () => {
  it("gives the receiver every form as the German pages label it", () => {
    const german = localizedFormFields("de");
    expect(Object.keys(german).sort()).toEqual(Object.keys(formFields).sort());
    // /de/home-3 and /de/home-2 ask for a „Geschäftliche E-Mail-Adresse“.
    for (const id of ["saas-hero", "crm-cta"] as const)
      expect(
        german[id]?.map((field) => field.label),
        id,
      ).toEqual(["Geschäftliche E-Mail-Adresse"]);
  });
});
