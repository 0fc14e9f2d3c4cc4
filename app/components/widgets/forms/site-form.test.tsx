import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WithChrome } from "~/lib/chrome-stub";
import { localeOf } from "~/lib/i18n";
import { SiteForm } from "./site-form";
import type { FieldSpec } from "./validate";

const fields = [
  { name: "name", label: "Full name", type: "text", required: true, placeholder: "Your full name" },
  { name: "email", label: "Email address", type: "email", required: true },
  {
    name: "password",
    label: "Password",
    type: "password",
    required: true,
    minLength: 8,
    hint: "Use at least 8 characters.",
  },
  { name: "note", label: "Message", type: "textarea" },
  {
    name: "terms",
    label: "I agree to the terms",
    type: "checkbox",
    required: true,
    requiredMessage: "Please accept the terms.",
  },
] as const satisfies readonly FieldSpec[];

/** The form on a page at `path` (its address gives the page's language). */
function renderForm(extra: Partial<Parameters<typeof SiteForm>[0]> = {}, path = "/sign-up") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WithChrome locale={localeOf(path)}>
        <SiteForm
          name="sign-up"
          label="Create account"
          fields={fields}
          submitLabel="Create account"
          successMessage="Thanks, all done."
          {...extra}
        />
      </WithChrome>
    </MemoryRouter>,
  );
}

const submit = () => screen.getByRole("button", { name: "Create account" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "  Ada Lovelace  ");
  await user.type(screen.getByLabelText("Email address"), " ada@example.com ");
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.click(screen.getByRole("checkbox", { name: "I agree to the terms" }));
}

// user-event in jsdom is slow on a loaded two-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("<SiteForm> by default (no endpoint)", () => {
  it("labels every field and uses native input types", () => {
    renderForm();
    expect(screen.getByRole("form", { name: "Create account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("textbox", { name: "Message" }).tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Use at least 8 characters.",
    );
  });

  it("shows inline errors, marks fields invalid and focuses the first one", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Email address"), "not-an-email");
    await user.click(submit());

    const name = screen.getByLabelText("Full name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your full name.");
    expect(name).toHaveFocus();
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    expect(
      screen.getByRole("checkbox", { name: "I agree to the terms" }),
    ).toHaveAccessibleDescription("Please accept the terms.");
    expect(screen.getByRole("textbox", { name: "Message" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("treats a field of spaces as empty and checks the minimum length", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Full name"), "    ");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(submit());
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription(
      "Please enter your full name.",
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Use at least 8 characters. Password needs at least 8 characters.",
    );
  });

  it("clears a field's error as soon as it is edited", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await user.type(screen.getByLabelText("Full name"), "A");
    expect(screen.getByLabelText("Full name")).not.toHaveAttribute("aria-invalid");
  });

  it("confirms a valid submission in a polite status and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(screen.getByRole("status")).toHaveTextContent("Thanks, all done.");
    expect(screen.getByLabelText("Full name")).toHaveValue("");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps markup as text and never turns it into elements", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    const hostile = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    await user.type(screen.getByLabelText("Full name"), hostile.replace(/[{[]/g, "$&$&"));
    await user.click(submit());
    expect(screen.getByLabelText("Full name")).toHaveValue(hostile);
    expect(container.querySelector("img, script")).toBeNull();
  });

  it("toggles password visibility with a named button", async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText("Password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("renders add-ons beside a field", () => {
    renderForm({ fieldAddons: { terms: <a href="/terms">Read the terms</a> } });
    expect(screen.getByRole("link", { name: "Read the terms" })).toBeInTheDocument();
  });

  it("leaves browser validation on in the prerendered HTML and turns it off once running", () => {
    const html = renderToString(
      <MemoryRouter>
        <WithChrome>
          <SiteForm
            name="x"
            label="Subscribe"
            fields={[{ name: "email", label: "Email", type: "email", required: true }]}
            submitLabel="Go"
            successMessage="ok"
          />
        </WithChrome>
      </MemoryRouter>,
    );
    expect(html).not.toMatch(/novalidate/i);
    expect(html).toMatch(/required=""/);
    renderForm();
    expect(screen.getByRole("form", { name: "Create account" })).toHaveAttribute("novalidate");
  });
});

describe("<SiteForm> on a German page", () => {
  it("says what is wrong in German", async () => {
    const user = userEvent.setup();
    renderForm({}, "/de/sign-up");
    await user.type(screen.getByLabelText("Email address"), "no-at-sign");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(submit());
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(
      expect.stringMatching(/E-Mail-Adresse/),
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      expect.stringMatching(/mindestens 8 Zeichen/),
    );
  });
});

describe("<SiteForm> with VITE_FORMS_ENDPOINT", () => {
  const endpoint = "https://forms.example.test/submit";
  beforeEach(() => vi.stubEnv("VITE_FORMS_ENDPOINT", endpoint));

  it("POSTs the trimmed fields as JSON, shows a sending state, then the confirmation", async () => {
    let answer: (value: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      form: "sign-up",
      fields: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        password: "correct horse",
        note: "",
        terms: true,
      },
    });
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("form", { name: "Create account" })).toHaveAttribute(
      "aria-busy",
      "true",
    );

    // A second press while sending does not send twice.
    await user.click(screen.getByRole("button", { name: "Sending…" }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    answer(new Response("{}", { status: 200 }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Thanks, all done."));
    expect(screen.getByLabelText("Full name")).toHaveValue("");
  });

  it("explains a failure and keeps what the visitor typed", async () => {
    fetchSpy.mockResolvedValue(new Response("nope", { status: 503 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(/not sent.*\(503\)/));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Password")).toHaveValue("correct horse");
    expect(screen.getByRole("button", { name: "Create account" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });

  it("reports an unreachable server", async () => {
    fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("We could not reach the server."),
    );
  });

  it("says why it failed in the page's language, and only suggests the connection when it is one", async () => {
    const user = userEvent.setup();
    renderForm({}, "/de/sign-up");
    await fillValid(user);
    const alert = () => screen.getByRole("alert");
    fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
    await user.click(submit());
    await waitFor(() =>
      expect(alert()).toHaveTextContent(
        "Das Formular wurde leider nicht gesendet. Der Server war nicht erreichbar. Bitte prüfen Sie Ihre Verbindung",
      ),
    );
    fetchSpy.mockResolvedValue(new Response("nope", { status: 503 }));
    await user.click(submit());
    await waitFor(() =>
      expect(alert()).toHaveTextContent(
        "Das Formular wurde leider nicht gesendet. Der Server hat mit einem Fehler geantwortet (503). Bitte versuchen Sie es gleich noch einmal. Ihre Eingaben bleiben erhalten.",
      ),
    );
    expect(alert()).not.toHaveTextContent(/Verbindung/);
  });

  it("shows the site's own receiver's reason, without blaming the connection", async () => {
    vi.stubEnv("FORMS", "self");
    const reason =
      "That was quicker than a person can fill in a form. Please wait a moment and send it again.";
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ ok: false, error: "too-fast", message: reason }), {
        status: 400,
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        `Sorry, this was not sent. ${reason} What you typed is still here.`,
      ),
    );
    expect(screen.getByRole("alert")).not.toHaveTextContent(/connection|\(400\)/);
  });

  it("sends nothing while a field is invalid", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
