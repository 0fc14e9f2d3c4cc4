import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import {
  cloudflareBuild,
  cloudflareFormsURL,
  cloudflareSparePorts,
  cloudflareState,
} from "../../playwright.config";

/**
 * The FORMS=cloudflare build under Cloudflare's runtime (`wrangler pages dev`, project
 * "cloudflare"): its forms post to the build's Pages Function, which runs the same checks as
 * `npm start`'s receiver (scripts/forms/checks.mjs) and stores in a local D1 database, read back
 * with `npm run forms:export -- --d1 local`. Each test uses its own addresses and client, so reruns
 * against a reused server never see each other's rows.
 */
type Row = { id: number; form: string; page: string; fields: Record<string, string | boolean> };

/** `npm run forms:export -- --d1 local` (the script itself, without npm's banner). */
function exportRows(args: string[], state = cloudflareState): string {
  const result = spawnSync(
    process.execPath,
    ["scripts/forms/export.mjs", "--d1", "local", "--persist-to", state, ...args],
    { encoding: "utf8" },
  );
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}
const exported = (form: string, state?: string): Row[] =>
  JSON.parse(exportRows(["--form", form, "--format", "json"], state));

const address = (tag: string) => `ada+${tag}-${randomUUID().slice(0, 8)}@example.com`;
/** A client address of the test's own (Cloudflare's edge sets CF-Connecting-IP for real). */
const client = () => `10.32.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * Fills the contact form as a visitor does: the first focus asks the Function for the fill-time
 * cookie (the form's :focus-within style, so also without JavaScript); a person takes their time.
 */
async function fillContact(page: Page, email: string) {
  const started = page.waitForResponse("**/api/forms/_start");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toHaveAttribute("action", "/api/forms/contact");
  await form.getByLabel("Your Name*", { exact: true }).fill("Ada Lovelace");
  const answer = await started;
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue("set-cookie")).toMatch(
    /^finlo_form_t=\d+\.\d{3}; Path=\/api\/forms\//,
  );
  await form.getByLabel("Email Address*", { exact: true }).fill(email);
  await form.getByLabel("Subject", { exact: true }).fill(" Pricing ");
  await form.getByLabel("Your message", { exact: true }).fill("<b>Hello</b> from the CDN");
  // The Function's minimum fill time (3 s) counts from that first focus.
  await page.waitForTimeout(3_200);
  return form;
}

test.describe("forms on Cloudflare Pages (the Pages Function and D1)", () => {
  // One test at a time: the export reads the runtime's local D1 file directly, and a post the
  // runtime takes while it reads can fail with SQLite's "database is locked" (a 500). On
  // Cloudflare an export goes through D1's API, which never meets this.
  test.describe.configure({ mode: "default" });
  test("the contact form, sent with JavaScript on and off, is stored in D1 and exported", async ({
    page,
    browser,
  }) => {
    test.slow();
    const emails = { js: address("cf-js"), nojs: address("cf-nojs") };

    // JavaScript on: the enhanced form posts JSON and confirms in its live region.
    await page.goto(`${cloudflareFormsURL}/contact-us`);
    let form = await fillContact(page, emails.js);
    const answer = page.waitForResponse("**/api/forms/contact");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole("status")).toHaveText(/message has been received/);

    // JavaScript off: the browser posts the form; the 303 lands on the page's confirmation.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${cloudflareFormsURL}/contact-us`);
    form = await fillContact(plain, emails.nojs);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(plain).toHaveURL(`${cloudflareFormsURL}/contact-us#form-sent-contact`);
    await expect(plain.locator("#form-sent-contact")).toBeVisible();
    await context.close();

    const rows = exported("contact").filter((row) =>
      Object.values(emails).includes(row.fields.email as string),
    );
    expect(rows.map((row) => row.fields.email).sort()).toEqual([emails.js, emails.nojs].sort());
    for (const row of rows) {
      expect(row.page).toBe("/contact-us");
      expect(row.fields).toMatchObject({
        name: "Ada Lovelace",
        subject: "Pricing",
        message: "<b>Hello</b> from the CDN",
      });
    }
    // And as CSV, filtered by date.
    const today = new Date().toISOString().slice(0, 10);
    const csv = exportRows(["--form", "contact", "--since", today, "--format", "csv"]);
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFid,form,created_at,page,delivery,attempts,last_error,name,email,subject,message",
    );
    expect(csv).toContain(emails.nojs);
  });

  test("a visitor who sends at once is asked to take their time, and nothing is stored", async ({
    page,
  }) => {
    const email = address("cf-fast");
    await page.goto(`${cloudflareFormsURL}/`);
    const form = page.getByRole("form", { name: "Subscribe to the newsletter" });
    await form.getByLabel("Email address", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("alert")).toContainText("quicker than a person");
    expect(exported("subscribe").some((row) => row.fields.email === email)).toBe(false);
  });

  test.describe("refused posts get their status and store nothing", () => {
    /** A valid contact post as a browser on the site sends it; `change` spoils one thing. */
    async function post(
      request: APIRequestContext,
      from: string,
      marker: string,
      change: {
        form?: string;
        headers?: Record<string, string>;
        fields?: Record<string, string>;
        method?: string;
      } = {},
    ) {
      const fields = { name: "Ada", email: marker, message: "Hello", _page: "/contact-us" };
      return request.fetch(`${cloudflareFormsURL}/api/forms/${change.form ?? "contact"}`, {
        method: change.method ?? "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
          Origin: cloudflareFormsURL,
          "Sec-Fetch-Site": "same-origin",
          Cookie: `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`,
          "CF-Connecting-IP": from,
          ...change.headers,
        },
        data: new URLSearchParams({ ...fields, ...change.fields }).toString(),
        maxRedirects: 0,
      });
    }

    test("a refusal from a German page is answered in German, as a page or as JSON", async ({
      request,
    }) => {
      const from = client();
      const marker = address("cf-de");
      const send = (accept: string, n: number) =>
        post(request, `${from}-${n}`, marker, {
          headers: { Accept: accept, Referer: `${cloudflareFormsURL}/de/contact-us` },
          fields: { email: "keine-adresse", message: marker, _page: "/de/contact-us" },
        });
      const page = await send("text/html", 1);
      expect(page.status()).toBe(400);
      const html = await page.text();
      expect(html).toMatch(/<html lang="de">/);
      expect(html).toContain("gültige E-Mail-Adresse");
      expect(html).toContain('href="/de/contact-us"');
      const json = await send("application/json", 2);
      expect(json.status()).toBe(400);
      const body = (await json.json()) as { fields: Record<string, string> };
      expect(body.fields.email).toContain("gültige E-Mail-Adresse");
      // The same refusal from the English page stays English.
      const english = await post(request, `${from}-3`, marker, {
        fields: { email: "no-address", message: marker },
      });
      expect(((await english.json()) as { fields: Record<string, string> }).fields.email).toMatch(
        /valid email/i,
      );
      expect(JSON.stringify(exported("contact"))).not.toContain(marker);
    });

    test("cross-site, flood, oversized, and every other check of our own server", async ({
      request,
    }) => {
      const from = client();
      const markers: string[] = [];
      const refused = async (status: number, error: string, change: Parameters<typeof post>[3]) => {
        const marker = address("cf-refused");
        markers.push(marker);
        const response = await post(request, `${from}-${markers.length}`, marker, change);
        expect(response.status(), error).toBe(status);
        expect((await response.json()).error, error).toBe(error);
        // The Function sets its own headers (_headers does not apply to Functions).
        expect(response.headers()["strict-transport-security"]).toContain("max-age=");
        expect(response.headers()["cache-control"]).toBe("no-store");
        return response;
      };

      await refused(403, "cross-origin", {
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      await refused(403, "cross-origin", {
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "" },
      });
      await refused(413, "too-large", { fields: { message: "x".repeat(65 * 1024) } });
      await refused(400, "spam", { fields: { _website: "https://spam.example" } });
      await refused(400, "too-fast", {
        headers: { Cookie: `finlo_form_t=${(Date.now() / 1000).toFixed(3)}` },
      });
      await refused(400, "too-fast", { headers: { Cookie: "" } });
      await refused(400, "unknown-form", { form: "payroll" });
      await refused(400, "unknown-field", { fields: { is_admin: "1" } });
      await refused(400, "invalid", { fields: { email: "not-an-email" } });
      await refused(415, "content-type", { headers: { "Content-Type": "text/plain" } });
      const wrongMethod = await refused(405, "method", { method: "PUT" });
      expect(wrongMethod.headers()["allow"]).toBe("POST");

      // A flood: ten a minute per client and form; the eleventh waits, told for how long.
      const flood = `${from}-flood`;
      for (let i = 0; i < 10; i++)
        expect((await post(request, flood, address("cf-flood"))).status()).toBe(201);
      const marker = address("cf-flooded");
      markers.push(marker);
      const eleventh = await post(request, flood, marker);
      expect(eleventh.status()).toBe(429);
      expect(Number(eleventh.headers()["retry-after"])).toBeGreaterThan(0);
      // Another client is not held up.
      expect((await post(request, `${flood}-other`, address("cf-other"))).status()).toBe(201);

      const stored = JSON.stringify(exported("contact"));
      for (const m of markers) expect(stored).not.toContain(m);
    });
  });

  test("nothing is lost when the runtime is stopped hard and started again between posts", async ({
    request,
  }) => {
    test.slow();
    const { port, inspector } = cloudflareSparePorts;
    const url = `http://127.0.0.1:${port}`;
    const state = `${cloudflareBuild}/e2e-d1-restart-${randomUUID().slice(0, 8)}`;
    let runtime: ChildProcess | undefined;
    /** `npm run start:cloudflare` on the Cloudflare build, in a process group of its own. */
    async function start() {
      runtime = spawn(process.execPath, ["scripts/start-wrangler.mjs"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          WRANGLER_INSPECTOR_PORT: String(inspector),
          BUILD_DIR: cloudflareBuild,
          FORMS: "cloudflare",
          FORMS_D1_STATE: state,
        },
        detached: true,
        stdio: "ignore",
      });
      await expect
        .poll(async () => (await request.get(`${url}/`).catch(() => undefined))?.status(), {
          timeout: 60_000,
        })
        .toBe(200);
    }
    /** SIGKILL to the whole group (the Node CLI and workerd): a crash, nothing flushed. */
    async function crash() {
      process.kill(-runtime!.pid!, "SIGKILL");
      await expect
        .poll(async () => (await request.get(`${url}/`).catch(() => undefined))?.status(), {
          timeout: 20_000,
        })
        .toBeUndefined();
    }
    const from = client();
    const sent: string[] = [];
    async function postThree() {
      for (let i = 0; i < 3; i++) {
        const email = address("cf-restart");
        const response = await request.post(`${url}/api/forms/notify`, {
          headers: {
            "Content-Type": "application/json",
            Origin: url,
            Cookie: `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`,
            "CF-Connecting-IP": from,
          },
          data: JSON.stringify({ form: "notify", fields: { email }, _website: "" }),
        });
        expect(response.status()).toBe(201);
        sent.push(email);
      }
    }
    try {
      await start();
      await postThree();
      await crash();
      await start();
      await postThree();
      const stored = exported("notify", state).map((row) => row.fields.email);
      expect(stored).toEqual(sent);
    } finally {
      if (runtime?.pid) process.kill(-runtime.pid, "SIGKILL");
      rmSync(state, { recursive: true, force: true });
    }
  });
});
