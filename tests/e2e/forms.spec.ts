import { expect, test, type Browser, type Locator, type Page } from "./fixtures";
import { watchSends } from "./page-helpers";

/**
 * Every form on the site goes through SiteForm. By default (no VITE_FORMS_ENDPOINT) a submit
 * must send nothing at all, reload nothing and leave the address as it was, with JavaScript on
 * and off. The endpoint mode is covered in forms.endpoint.spec.ts.
 */
type FormCase = {
  path: string;
  /** The form's accessible name. */
  form: string;
  submit: string;
  /** Valid input, by field label. */
  valid: Record<string, string>;
  /** Checkboxes a valid submission needs ticked, by accessible name. */
  tick?: (string | RegExp)[];
  /** The message each required field shows when left empty, by field label. */
  required: Record<string, string | RegExp>;
  success: RegExp;
  /** The email field's label, when not "Email address". */
  email?: string;
};

const cases: FormCase[] = [
  {
    path: "/",
    form: "Subscribe to the newsletter",
    submit: "Subscribe",
    valid: { "Email address": "ada@example.com" },
    required: { "Email address": "Please enter your email address." },
    success: /Thanks for subscribing/,
  },
  {
    path: "/home-3",
    form: "Start your free trial",
    submit: "Get started",
    email: "Work email",
    valid: { "Work email": "ada@example.com" },
    required: { "Work email": "Please enter your work email." },
    success: /You are on the list/,
  },
  {
    path: "/home-2",
    form: "Get started with Finlo CRM",
    submit: "Get started",
    email: "Work email",
    valid: { "Work email": "ada@example.com" },
    required: { "Work email": "Please enter your work email." },
    success: /Check your inbox for a link to your new workspace/,
  },
  {
    path: "/contact-us",
    form: "Contact form",
    submit: "Send Message",
    email: "Email Address*",
    valid: {
      "Your Name*": "Ada Lovelace",
      "Email Address*": "ada@example.com",
      Subject: "A question about pricing",
      "Your message": "Do you offer a discount for charities?",
    },
    required: {
      "Your Name*": "Please enter your name.",
      "Email Address*": "Please enter your email address.",
    },
    success: /message has been received/,
  },
  {
    path: "/single-blog",
    form: "Leave a comment",
    submit: "Post Comment",
    email: "Email Address*",
    valid: {
      "Your Name*": "Ada Lovelace",
      "Email Address*": "ada@example.com",
      "Your comment*": "Clear and useful, thank you.",
    },
    required: {
      "Your Name*": "Please enter your name.",
      "Email Address*": "Please enter your email address.",
      "Your comment*": "Please write your comment.",
    },
    success: /your comment is in/,
  },
  {
    path: "/sign-in",
    form: "Sign in",
    submit: "Sign in",
    valid: { "Email address": "ada@example.com", Password: "anything at all" },
    required: {
      "Email address": "Please enter your email address.",
      Password: "Please enter your password.",
    },
    success: /received your sign-in request/,
  },
  {
    path: "/sign-up",
    form: "Create account",
    submit: "Create account",
    valid: {
      "Full name": "Ada Lovelace",
      "Email address": "ada@example.com",
      Password: "12345678",
    },
    tick: [/Terms of Service/],
    required: {
      "Full name": "Please enter your full name.",
      "Email address": "Please enter your email address.",
      Password: /Please enter your password\.$/,
      "I agree to Finlo’s Terms of Service and Privacy Policy.": /accept the Terms of Service/,
    },
    success: /account request has been received/,
  },
  {
    path: "/reset-password",
    form: "Reset your password",
    submit: "Change password",
    valid: { "Email address": "ada@example.com", "New password": "a new password" },
    required: {
      "Email address": "Please enter your email address.",
      "New password": /Please enter your new password\.$/,
    },
    success: /confirm your new password/,
  },
  {
    path: "/coming-soon",
    form: "Get notified when we launch",
    submit: "Get Notified",
    valid: { "Email address": "ada@example.com" },
    required: { "Email address": "Please enter your email address." },
    success: /email you the moment we launch/,
  },
];

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
const emailField = (form: Locator, c: FormCase) => field(form, c.email ?? "Email address");

/** Open the page with the form in view and the network quiet, so only the submit is measured. */
async function openForm(page: Page, c: FormCase, { js = true } = {}) {
  await page.goto(c.path);
  const form = page.getByRole("form", { name: c.form });
  if (js) await expect(form).toHaveAttribute("novalidate", ""); // hydrated
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  return form;
}

async function fillValid(form: Locator, c: FormCase) {
  for (const [label, value] of Object.entries(c.valid)) await field(form, label).fill(value);
  for (const name of c.tick ?? []) await form.getByRole("checkbox", { name }).check();
}

for (const c of cases) {
  test.describe(`${c.form} form on ${c.path}`, () => {
    test("flags empty, malformed and blank fields, then confirms a valid submission politely, with no request, reload or URL change", async ({
      page,
    }) => {
      const form = await openForm(page, c);
      await page.evaluate(() => ((window as unknown as { __same: number }).__same = 1));
      const watcher = watchSends(page);
      const submit = form.getByRole("button", { name: c.submit });

      // Empty: each required field is flagged with its message, the first one focused.
      await submit.click();
      const labels = Object.keys(c.required);
      for (const label of labels) {
        const input = field(form, label);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(c.required[label]!);
      }
      await expect(field(form, labels[0]!)).toBeFocused();
      await expect(form.getByText(c.success)).toHaveCount(0);

      // A malformed email address.
      await fillValid(form, c);
      await emailField(form, c).fill("ada@example");
      await submit.click();
      await expect(emailField(form, c)).toHaveAccessibleDescription(
        /Please enter a valid email address/,
      );
      await expect(emailField(form, c)).toBeFocused();
      await expect(form.getByText(c.success)).toHaveCount(0);

      // Leading and trailing spaces are trimmed: a field of spaces is empty.
      await field(form, labels[0]!).fill("      ");
      await submit.click();
      await expect(field(form, labels[0]!)).toHaveAttribute("aria-invalid", "true");

      // Valid (the email padded with spaces): a polite confirmation, and nothing else happens.
      await fillValid(form, c);
      await emailField(form, c).fill("   ada@example.com   ");
      await submit.click();
      await expect(form.getByRole("status")).toHaveText(c.success);
      await expect(form.locator("[aria-invalid=true]")).toHaveCount(0);
      await watcher.expectNothingHappened();
      expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(1);
    });

    test("on a phone: 10,000 characters and errors keep the layout; markup and script stay inert text", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const form = await openForm(page, c);
      const submit = form.getByRole("button", { name: c.submit });
      const textFields = form.locator("input:not([type=checkbox]), textarea");

      const long = "x".repeat(10_000);
      for (const input of await textFields.all()) await input.fill(long);
      await submit.click();
      await expect(emailField(form, c)).toHaveAttribute("aria-invalid", "true");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const box = await form.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);

      let dialogs = 0;
      page.on("dialog", async (dialog) => {
        dialogs++;
        await dialog.dismiss();
      });
      const hostile = `"><img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>{{7*7}}`;
      for (const input of await textFields.all()) await input.fill(hostile);
      await submit.click();
      // Email fields reject it; other fields keep it exactly, as text.
      await expect(emailField(form, c)).toHaveAttribute("aria-invalid", "true");
      for (const input of await textFields.all()) await expect(input).toHaveValue(hostile);

      // And once the rest is valid, the accepted markup is still never turned into elements.
      await emailField(form, c).fill("ada@example.com");
      for (const name of c.tick ?? []) await form.getByRole("checkbox", { name }).check();
      await submit.click();
      await expect(form.getByRole("status")).toHaveText(c.success);
      await page.waitForTimeout(300);
      expect(dialogs).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
        undefined,
      );
      await expect(page.locator('img[src="x"], main script')).toHaveCount(0);
    });

    test.describe("with JavaScript off", () => {
      async function noJsPage(browser: Browser) {
        const context = await browser.newContext({ javaScriptEnabled: false });
        return { context, page: await context.newPage() };
      }

      test("the browser flags invalid input, and a valid submit goes nowhere", async ({
        browser,
      }) => {
        const { context, page } = await noJsPage(browser);
        const blocked: string[] = [];
        page.on("console", (m) => {
          if (m.type() === "error" && m.text().includes("form-action")) blocked.push(m.text());
        });
        const form = await openForm(page, c, { js: false });
        await expect(form).not.toHaveAttribute("novalidate");
        const watcher = watchSends(page);

        // Empty: the browser's own validation stops the submission.
        await form.getByRole("button", { name: c.submit }).click({ noWaitAfter: true });
        await expect(form.locator(":invalid:not(form)")).toHaveCount(
          Object.keys(c.required).length,
        );
        await emailField(form, c).fill("not-an-email");
        await expect(form.locator("input[type=email]:invalid")).toHaveCount(1);

        // Valid: the page's CSP (form-action 'none') blocks it before any request is made.
        await fillValid(form, c);
        await expect(form.locator(":invalid:not(form)")).toHaveCount(0);
        await form.getByRole("button", { name: c.submit }).click({ noWaitAfter: true });
        await watcher.expectNothingHappened();
        expect(blocked.length).toBeGreaterThan(0);
        // Still the same page with what was typed. (Read once: Playwright's auto-waiting
        // assertions keep waiting for the blocked navigation to "finish".)
        expect(await emailField(form, c).inputValue()).toBe("ada@example.com");
        await context.close();
      });
    });
  });
}
