import { expect, test, type Page, type Request } from "./fixtures";
import { resetPassword } from "../../app/content/auth";
import { getPage } from "../../app/content/pages";

/**
 * Every request the page makes while `action` runs (and for a short while after), but the site's
 * own code it fetches on demand: a form's rules arrive when it first takes the focus.
 */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  const origin = new URL(page.url()).origin;
  const record = (request: Request) => {
    const ownCode =
      request.resourceType() === "script" && request.url().startsWith(`${origin}/assets/`);
    if (!ownCode) seen.push(request);
  };
  page.on("request", record);
  await action();
  await page.waitForTimeout(500);
  page.off("request", record);
  return seen;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  // Hydrated: React has taken validation over from the browser.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
}

test.describe("/sign-in", () => {
  test("has its fields, links and social buttons", async ({ page }) => {
    await open(page, "/sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("/sign-in").heading);
    const form = page.getByRole("form", { name: "Sign in" });
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(form.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Sign in" })).toHaveAttribute("type", "submit");
    for (const name of ["Sign up with Google", "Sign up with Facebook"]) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", "#");
      await expect(link.locator("svg")).toHaveCount(1);
    }
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/sign-up",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await form.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getPage("/reset-password").heading,
    );
  });

  test("leads to sign-up and back home", async ({ page }) => {
    await open(page, "/sign-in");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await page.getByRole("link", { name: "Back to website" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("asks for email and password, then confirms without sending anything", async ({ page }) => {
    await open(page, "/sign-in");
    const form = page.getByRole("form", { name: "Sign in" });
    const email = form.getByLabel("Email address");
    const password = form.getByLabel("Password", { exact: true });
    const url = page.url();

    const requests = await requestsDuring(page, async () => {
      await form.getByRole("button", { name: "Sign in" }).click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("Please enter your email address.");
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription("Please enter your password.");
      await expect(email).toBeFocused();

      await email.fill("ada@example");
      await password.fill("anything");
      await form.getByRole("button", { name: "Sign in" }).click();
      await expect(email).toHaveAccessibleDescription(
        "Please enter a valid email address, like name@example.com.",
      );
      await expect(password).not.toHaveAttribute("aria-invalid");

      await email.fill("ada@example.com");
      await form.getByRole("checkbox", { name: "Remember me" }).check();
      await form.getByRole("button", { name: "Sign in" }).click();
      await expect(form.getByRole("status")).toHaveText(/received your sign-in request/);
    });
    expect(requests.map((r) => r.url())).toEqual([]);
    expect(page.url()).toBe(url);
    await expect(email).toHaveValue("");
  });

  test("shows and hides the password with a named toggle", async ({ page }) => {
    await open(page, "/sign-in");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("s3cret pass");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("s3cret pass");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("social links stay on the page and explain themselves", async ({ page }) => {
    await open(page, "/sign-in");
    const url = page.url();
    await page.getByRole("link", { name: "Sign up with Google" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Google" })).toHaveText(
      /Signing in with Google is not available yet/,
    );
    expect(page.url()).toBe(url);
    await page.getByRole("link", { name: "Sign up with Facebook" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Facebook" })).toBeVisible();
  });
});

test.describe("/sign-up", () => {
  test("has its fields and links", async ({ page }) => {
    await open(page, "/sign-up");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("/sign-up").heading);
    const form = page.getByRole("form", { name: "Create account" });
    await expect(form.getByLabel("Full name")).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
    const password = form.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAccessibleDescription("Use at least 8 characters.");
    await expect(form.getByRole("checkbox", { name: /Terms of Service/ })).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Create account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up with Google" })).toHaveAttribute(
      "href",
      "#",
    );
    await expect(page.getByRole("link", { name: "Sign up with Facebook" })).toHaveAttribute(
      "href",
      "#",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("checks every field, the minimum length and the terms", async ({ page }) => {
    await open(page, "/sign-up");
    const form = page.getByRole("form", { name: "Create account" });
    const name = form.getByLabel("Full name");
    const password = form.getByLabel("Password", { exact: true });
    const terms = form.getByRole("checkbox", { name: /Terms of Service/ });
    const submit = form.getByRole("button", { name: "Create account" });

    const requests = await requestsDuring(page, async () => {
      await name.fill("   ");
      await submit.click();
      await expect(name).toHaveAccessibleDescription("Please enter your full name.");
      await expect(name).toBeFocused();
      await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
      await expect(terms).toHaveAccessibleDescription(/accept the Terms of Service/);

      await name.fill("Ada Lovelace");
      await form.getByLabel("Email address").fill("ada@example.com");
      await password.fill("1234567");
      await terms.check();
      await submit.click();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(
        "Use at least 8 characters. Password needs at least 8 characters.",
      );
      await expect(password).toBeFocused();

      await password.fill("12345678");
      await submit.click();
      await expect(form.getByRole("status")).toHaveText(/account request has been received/);
    });
    expect(requests).toEqual([]);
    await expect(name).toHaveValue("");
    await expect(terms).not.toBeChecked();
  });
});

test.describe("/reset-password", () => {
  test("has its fields, note and link back", async ({ page }) => {
    await open(page, "/reset-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getPage("/reset-password").heading,
    );
    const form = page.getByRole("form", { name: "Reset your password" });
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("New password", { exact: true })).toHaveAttribute(
      "type",
      "password",
    );
    await expect(form.getByRole("button", { name: "Change password" })).toBeVisible();
    await expect(page.getByText(resetPassword.note)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("validates and confirms without sending anything", async ({ page }) => {
    await open(page, "/reset-password");
    const form = page.getByRole("form", { name: "Reset your password" });
    const email = form.getByLabel("Email address");
    const password = form.getByLabel("New password", { exact: true });
    const requests = await requestsDuring(page, async () => {
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(email).toHaveAccessibleDescription("Please enter your email address.");
      await expect(password).toHaveAccessibleDescription(
        "Use at least 8 characters. Please enter your new password.",
      );
      await email.fill("  ada@example.com  ");
      await password.fill("short");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(password).toHaveAccessibleDescription(
        /New password needs at least 8 characters/,
      );
      await expect(email).not.toHaveAttribute("aria-invalid");
      await password.fill("a much longer one");
      await form.getByRole("button", { name: "Change password" }).click();
      await expect(form.getByRole("status")).toHaveText(/confirm your new password/);
    });
    expect(requests).toEqual([]);
  });
});

test.describe("account screens on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/sign-in", "/sign-up", "/reset-password"]) {
    test(`${path} fits 390px, also with 10,000 characters typed and errors shown`, async ({
      page,
    }) => {
      await open(page, path);
      const long = "W".repeat(10_000);
      for (const input of await page.locator("form input:not([type=checkbox])").all()) {
        await input.fill(long);
      }
      await page.locator("form button[type=submit]").click();
      await expect(page.locator("form [aria-invalid=true]").first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
