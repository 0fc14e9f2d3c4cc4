import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brand } from "~/brand";
import { formMessages } from "~/components/widgets/forms/form-messages";
import { ChromeProvider, interpolate, sayFrom, useChrome, type ChromeKey } from "./chrome";
import { chromeKeys, chromeMessage, chromeWords } from "./chrome.server";
import { locales } from "./i18n";

describe("interpolate", () => {
  it("fills every placeholder with its value", () => {
    expect(
      interpolate("{label} can be at most {max} characters long.", { label: "Name", max: 200 }),
    ).toBe("Name can be at most 200 characters long.");
    expect(interpolate("{name} home, {name}", { name: "Finlo" })).toBe("Finlo home, Finlo");
  });

  it("inserts a value as it is, even when it looks like a placeholder", () => {
    expect(interpolate("Please tick “{label}”.", { label: "{max} $& $1" })).toBe(
      "Please tick “{max} $& $1”.",
    );
  });

  it("leaves a placeholder without a value visible, and text without placeholders alone", () => {
    expect(interpolate("Theme: {theme}", {})).toBe("Theme: {theme}");
    expect(interpolate('Send { "form": … }', { form: "x" })).toBe('Send { "form": … }');
    expect(interpolate("Menu")).toBe("Menu");
  });

  it("does not read values from the object's prototype", () => {
    expect(interpolate("{toString}", {})).toBe("{toString}");
  });
});

/** The placeholders a template names, each given a value no message contains. */
function sampleParams(template: string): Record<string, string> {
  return Object.fromEntries(
    [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `«${name}»`]),
  );
}

describe.each(locales)("the chrome's words in %s", (locale) => {
  const words = chromeWords(locale);

  it("has every chrome message, none empty", () => {
    expect(Object.keys(words).sort()).toEqual([...chromeKeys].sort());
    for (const key of chromeKeys) expect(words[key], key).not.toBe("");
  });

  it("reads exactly as Paraglide renders each message, with its parameters filled in", () => {
    const say = sayFrom(words);
    for (const key of chromeKeys) {
      const params = sampleParams(words[key]);
      expect(say(key, params), key).toBe(chromeMessage(key, { brand: brand.name, ...params }, locale));
    }
  });

  it("gives the page's form the same error messages the forms receiver sends", () => {
    const say = sayFrom(words);
    const receiver = formMessages(locale);
    const errorKeys = chromeKeys.filter((key) => key.startsWith("forms.error.")) as Array<
      Parameters<typeof receiver>[0] & ChromeKey
    >;
    expect(errorKeys.length).toBeGreaterThan(0);
    const params = { label: "Ihr Name", plain: "name", max: "10.000", min: 8 };
    for (const key of errorKeys) expect(say(key, params), key).toBe(receiver(key, params));
  });
});

describe("useChrome", () => {
  function Login() {
    const say = useChrome();
    return <a href="/sign-in">{say("nav.login")}</a>;
  }

  it("speaks the language of the words the provider was given", () => {
    const { rerender } = render(
      <ChromeProvider words={chromeWords("en")}>
        <Login />
      </ChromeProvider>,
    );
    const english = chromeMessage("nav.login", {}, "en");
    expect(screen.getByRole("link")).toHaveTextContent(english);
    rerender(
      <ChromeProvider words={chromeWords("de")}>
        <Login />
      </ChromeProvider>,
    );
    expect(screen.getByRole("link")).toHaveTextContent(chromeMessage("nav.login", {}, "de"));
  });

  it("keeps the last words when an error screen renders without loader data", () => {
    const { rerender } = render(
      <ChromeProvider words={chromeWords("de")}>
        <Login />
      </ChromeProvider>,
    );
    rerender(
      <ChromeProvider words={undefined}>
        <Login />
      </ChromeProvider>,
    );
    expect(screen.getByRole("link")).toHaveTextContent(chromeMessage("nav.login", {}, "de"));
  });

  it("says so when a component is rendered outside the provider", () => {
    expect(() => render(<Login />)).toThrow(/ChromeProvider/);
  });
});
