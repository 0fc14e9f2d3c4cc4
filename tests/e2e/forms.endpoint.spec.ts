import { expect, test, type Page, type Request, type Route } from "./fixtures";
import { FORMS_ENDPOINT } from "../../playwright.config";

/**
 * Runs against the build made with VITE_FORMS_ENDPOINT set (the "endpoint" project). The
 * endpoint itself is stubbed here in the browser; nothing leaves the machine.
 */
type FormCase = {
  path: string;
  name: string;
  form: string;
  submit: string;
  fill: Record<string, string>;
  tick?: (string | RegExp)[];
  /** The JSON fields expected at the endpoint (trimmed). */
  sent: Record<string, string | boolean>;
  success: RegExp;
};

const cases: FormCase[] = [
  {
    path: "/",
    name: "subscribe",
    form: "Subscribe to the newsletter",
    submit: "Subscribe",
    fill: { "Email address": "  ada@example.com  " },
    sent: { email: "ada@example.com" },
    success: /Thanks for subscribing/,
  },
  {
    path: "/home-3",
    name: "saas-hero",
    form: "Start your free trial",
    submit: "Get started",
    fill: { "Work email": " ada@example.com" },
    sent: { email: "ada@example.com" },
    success: /You are on the list/,
  },
  {
    path: "/home-2",
    name: "crm-cta",
    form: "Get started with Finlo CRM",
    submit: "Get started",
    fill: { "Work email": "ada@example.com " },
    sent: { email: "ada@example.com" },
    success: /Check your inbox for a link to your new workspace/,
  },
  {
    path: "/contact-us",
    name: "contact",
    form: "Contact form",
    submit: "Send Message",
    fill: {
      "Your Name*": "Ada Lovelace",
      "Email Address*": " ada@example.com ",
      Subject: "  Pricing  ",
      "Your message": "Do you offer a discount for charities?",
    },
    sent: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Pricing",
      message: "Do you offer a discount for charities?",
    },
    success: /message has been received/,
  },
  {
    path: "/single-blog",
    name: "comment",
    form: "Leave a comment",
    submit: "Post Comment",
    fill: {
      "Your Name*": " Ada Lovelace ",
      "Email Address*": "ada@example.com",
      "Your comment*": "  Clear and useful, thank you.\n",
    },
    sent: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      comment: "Clear and useful, thank you.",
    },
    success: /your comment is in/,
  },
  {
    path: "/sign-in",
    name: "sign-in",
    form: "Sign in",
    submit: "Sign in",
    fill: { "Email address": "ada@example.com", Password: " spaces kept " },
    tick: ["Remember me"],
    sent: { email: "ada@example.com", password: " spaces kept ", remember: true },
    success: /received your sign-in request/,
  },
  {
    path: "/sign-up",
    name: "sign-up",
    form: "Create account",
    submit: "Create account",
    fill: {
      "Full name": "   Ada Lovelace   ",
      "Email address": "ada@example.com",
      Password: "12345678",
    },
    tick: [/Terms of Service/],
    sent: { name: "Ada Lovelace", email: "ada@example.com", password: "12345678", terms: true },
    success: /account request has been received/,
  },
  {
    path: "/reset-password",
    name: "reset-password",
    form: "Reset your password",
    submit: "Change password",
    fill: { "Email address": "ada@example.com", "New password": "a new password" },
    sent: { email: "ada@example.com", password: "a new password" },
    success: /confirm your new password/,
  },
  {
    path: "/coming-soon",
    name: "notify",
    form: "Get notified when we launch",
    submit: "Get Notified",
    fill: { "Email address": "ada@example.com" },
    sent: { email: "ada@example.com" },
    success: /email you the moment we launch/,
  },
];

async function openForm(page: Page, c: FormCase) {
  await page.goto(c.path);
  const form = page.getByRole("form", { name: c.form });
  await expect(form).toHaveAttribute("novalidate", ""); // hydrated
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  for (const [label, value] of Object.entries(c.fill)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  for (const name of c.tick ?? []) await form.getByRole("checkbox", { name }).check();
  return form;
}

/** Stub the endpoint; each call is answered by `reply`, released when the test says so. */
function stubEndpoint(page: Page) {
  const calls: Request[] = [];
  let release: () => void = () => {};
  let held = Promise.resolve();
  let reply: (route: Route) => Promise<void> = (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
  return {
    calls,
    hold() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    answerWith(next: (route: Route) => Promise<void>) {
      reply = next;
    },
    async install() {
      await page.route(FORMS_ENDPOINT, async (route) => {
        calls.push(route.request());
        await held;
        await reply(route);
      });
    },
  };
}

for (const c of cases) {
  test(`${c.form} form on ${c.path}: a server error keeps what was typed; the retry POSTs the trimmed fields as JSON, shows a sending state, then the confirmation`, async ({
    page,
  }) => {
    const endpoint = stubEndpoint(page);
    endpoint.answerWith((route) => route.fulfill({ status: 500, body: "boom" }));
    await endpoint.install();
    const form = await openForm(page, c);

    // The server fails: the form says so and keeps every value.
    await form.getByRole("button", { name: c.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(
      /not sent\. The server answered with an error \(500\)\. Please try again in a moment\. What you typed is still here\./,
    );
    await expect(form.getByText(c.success)).toHaveCount(0);
    for (const [label, value] of Object.entries(c.fill)) {
      const kept = label.includes("assword") ? value : value.trim();
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(kept);
    }
    for (const name of c.tick ?? []) {
      await expect(form.getByRole("checkbox", { name })).toBeChecked();
    }

    // The retry: a sending state while the server thinks, one request, then the confirmation.
    endpoint.answerWith((route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
    );
    endpoint.hold();
    await form.getByRole("button", { name: c.submit }).click();
    const sending = form.getByRole("button", { name: "Sending…" });
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect(form).toHaveAttribute("aria-busy", "true");
    // A second press while sending does not send twice. (force: Playwright would otherwise
    // wait for the aria-disabled button to become enabled.)
    await sending.click({ force: true });

    endpoint.release();
    await expect(form.getByRole("status")).toHaveText(c.success);
    await expect(form.getByText(/not sent/)).toHaveCount(0);
    await expect(form).not.toHaveAttribute("aria-busy");
    expect(endpoint.calls).toHaveLength(2);
    const request = endpoint.calls[1]!;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({ form: c.name, fields: c.sent });
    // Cleared for the next visitor message.
    for (const label of Object.keys(c.fill)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page).toHaveURL(new RegExp(`${c.path === "/" ? "/" : c.path}$`));
  });
}

test.describe("endpoint failures and invalid input", () => {
  const signUp = cases.find((c) => c.name === "sign-up")!;

  test("an unreachable endpoint is reported as such", async ({ page }) => {
    const endpoint = stubEndpoint(page);
    endpoint.answerWith((route) => route.abort("connectionrefused"));
    await endpoint.install();
    const form = await openForm(page, signUp);
    await form.getByRole("button", { name: signUp.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(/We could not reach the server\./);
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  });

  test("a server that never answers is given up on after 15 seconds", async ({ page }) => {
    await page.clock.install();
    const endpoint = stubEndpoint(page);
    endpoint.hold(); // never released
    await endpoint.install();
    const form = await openForm(page, signUp);
    await form.getByRole("button", { name: signUp.submit }).click();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(form.getByRole("alert")).toHaveText(/The server took too long to answer\./);
    await expect(form.getByRole("button", { name: signUp.submit })).not.toHaveAttribute(
      "aria-disabled",
    );
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  });

  test("invalid input is never sent", async ({ page }) => {
    const endpoint = stubEndpoint(page);
    await endpoint.install();
    const form = await openForm(page, signUp);
    await form.getByLabel("Email address", { exact: true }).fill("ada@example");
    await form.getByRole("button", { name: signUp.submit }).click();
    await expect(form.getByLabel("Email address", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.waitForTimeout(500);
    expect(endpoint.calls).toHaveLength(0);
  });

  test("markup travels as plain JSON text and is not rendered", async ({ page }) => {
    const endpoint = stubEndpoint(page);
    await endpoint.install();
    const form = await openForm(page, signUp);
    const hostile = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    await form.getByLabel("Full name").fill(hostile);
    await form.getByRole("button", { name: signUp.submit }).click();
    await expect(form.getByRole("status")).toHaveText(signUp.success);
    expect(endpoint.calls[0]!.postDataJSON().fields.name).toBe(hostile);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});
