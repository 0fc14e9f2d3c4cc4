import { describe, expect, it } from "vitest";
import { authChrome } from "./auth-pages.server";
import { localized } from "./localized.server";
import { locales } from "./locales";

describe("the words beside the account forms", () => {
  it.each(locales)(
    "quote the customer in the quotation marks of the quote's language (%s)",
    (locale) => {
      const { aside } = authChrome(locale);
      const testimonial = (
        localized("testimonials", aside.quoteLang) as typeof import("./testimonials")
      ).testimonials[0]!;
      const [open, close] = (
        localized("auth", aside.quoteLang) as typeof import("./auth")
      ).authAside.quoted.split("{quote}");
      expect(open).toBeTruthy();
      expect(close).toBeTruthy();
      expect(aside.testimonial.quote).toBe(`${open}${testimonial.quote}${close}`);
    },
  );

  it("uses German marks on a German page whose quote is translated", () => {
    const { aside } = authChrome("de" as (typeof locales)[number]);
    if (aside.quoteLang !== "de") return; // not translated yet: English, in English marks (above)
    expect(aside.testimonial.quote).toMatch(/^„[^]*“$/);
  });
});
