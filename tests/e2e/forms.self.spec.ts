import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type BrowserContext } from "./fixtures";
import { selfBuild, selfDb, selfNginxURL, selfURL } from "../../playwright.config";

/**
 * The FORMS=self build served by `FORMS=self npm start` (project "self"): every form of the site,
 * with JavaScript on and off, reaches the receiver, is stored in SQLite and shows up in
 * `npm run forms:export`. Then each kind of refused post gets its status and stores nothing.
 * Each test uses its own email address (and client address, for the rate limit), so reruns
 * against a reused server and the two workers never see each other's rows.
 */
type FormCase = {
  path: string;
  /** The form id: /api/forms/<id>. */
  id: string;
  form: string;
  submit: string;
  /** By label; "Email" is replaced by the test's own address. */
  fill: Record<string, string>;
  email: string;
  tick?: (string | RegExp)[];
  success: RegExp;
  /** What the export must show, besides the email. */
  stored?: Record<string, string | boolean>;
};

const cases: FormCase[] = [
  {
    path: "/",
    id: "subscribe",
    form: "Subscribe to the newsletter",
    submit: "Subscribe",
    email: "Email address",
    fill: {},
    success: /Thanks for subscribing/,
  },
  {
    path: "/home-3",
    id: "saas-hero",
    form: "Start your free trial",
    submit: "Get started",
    email: "Work email",
    fill: {},
    success: /You are on the list/,
  },
  {
    path: "/home-2",
    id: "crm-cta",
    form: "Get started with Finlo CRM",
    submit: "Get started",
    email: "Work email",
    fill: {},
    success: /Check your inbox/,
  },
  {
    path: "/contact-us",
    id: "contact",
    form: "Contact form",
    submit: "Send Message",
    email: "Email Address*",
    fill: {
      "Your Name*": "Ada Lovelace",
      Subject: " Pricing ",
      "Your message": `<script>alert(1)</script>'); DROP TABLE submissions;--`,
    },
    success: /message has been received/,
    stored: {
      name: "Ada Lovelace",
      subject: "Pricing",
      message: `<script>alert(1)</script>'); DROP TABLE submissions;--`,
    },
  },
  {
    path: "/single-blog",
    id: "comment",
    form: "Leave a comment",
    submit: "Post Comment",
    email: "Email Address*",
    fill: { "Your Name*": "Ada Lovelace", "Your comment*": "Clear and useful, thank you." },
    success: /your comment is in/,
    stored: { comment: "Clear and useful, thank you." },
  },
  {
    path: "/coming-soon",
    id: "notify",
    form: "Get notified when we launch",
    submit: "Get Notified",
    email: "Email address",
    fill: {},
    success: /email you the moment we launch/,
  },
  {
    path: "/sign-in",
    id: "sign-in",
    form: "Sign in",
    submit: "Sign in",
    email: "Email address",
    fill: { Password: "anything at all" },
    tick: ["Remember me"],
    success: /received your sign-in request/,
    stored: { remember: true },
  },
  {
    path: "/sign-up",
    id: "sign-up",
    form: "Create account",
    submit: "Create account",
    email: "Email address",
    fill: { "Full name": "Ada Lovelace", Password: "12345678" },
    tick: [/Terms of Service/],
    success: /account request has been received/,
    stored: { name: "Ada Lovelace", terms: true },
  },
  {
    path: "/reset-password",
    id: "reset-password",
    form: "Reset your password",
    submit: "Change password",
    email: "Email address",
    fill: { "New password": "a new password" },
    success: /confirm your new password/,
  },
];

type Row = { id: number; form: string; page: string; fields: Record<string, string | boolean> };

/** `npm run forms:export` against the e2e database (the script itself, without npm's banner). */
function exportRows(args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ["scripts/forms/export.mjs", "--db", selfDb, ...args],
    { encoding: "utf8" },
  );
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}
const exported = (form: string): Row[] =>
  JSON.parse(exportRows(["--form", form, "--format", "json"]));

/** The receiver's minimum fill time counts from the page load; a visitor takes a while. */
async function tookTheirTime(context: BrowserContext, url: string) {
  await context.addCookies([
    {
      name: "finlo_form_t",
      value: ((Date.now() - 60_000) / 1000).toFixed(3),
      url: `${url}/api/forms/`,
    },
  ]);
}

const address = (tag: string) => `ada+${tag}-${randomUUID().slice(0, 8)}@example.com`;

for (const c of cases) {
  test(`${c.id} (${c.path}): stored with JavaScript on and off, and exported`, async ({
    browser,
    page,
  }) => {
    // Two browser contexts and two page loads: more than one ordinary test's budget on a busy machine.
    test.slow();
    const emails = { js: address(`${c.id}-js`), nojs: address(`${c.id}-nojs`) };

    // JavaScript on: the enhanced form posts JSON and confirms in its live region.
    await page.goto(c.path);
    await tookTheirTime(page.context(), selfURL);
    let form = page.getByRole("form", { name: c.form });
    await expect(form).toHaveAttribute("action", `/api/forms/${c.id}`);
    await form.getByLabel(c.email, { exact: true }).fill(emails.js);
    for (const [label, value] of Object.entries(c.fill))
      await form.getByLabel(label, { exact: true }).fill(value);
    for (const name of c.tick ?? []) await form.getByRole("checkbox", { name }).check();
    const answer = page.waitForResponse(`**/api/forms/${c.id}`);
    await form.getByRole("button", { name: c.submit }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole("status")).toHaveText(c.success);

    // JavaScript off: the browser posts the form; the 303 lands on the page's confirmation.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: selfURL });
    const plain = await context.newPage();
    await plain.goto(c.path);
    await tookTheirTime(context, selfURL);
    form = plain.getByRole("form", { name: c.form });
    await form.getByLabel(c.email, { exact: true }).fill(emails.nojs);
    for (const [label, value] of Object.entries(c.fill))
      await form.getByLabel(label, { exact: true }).fill(value);
    for (const name of c.tick ?? []) await form.getByRole("checkbox", { name }).check();
    await form.getByRole("button", { name: c.submit }).click();
    await expect(plain).toHaveURL(`${selfURL}${c.path}#form-sent-${c.id}`);
    await expect(plain.locator(`#form-sent-${c.id}`)).toBeVisible();
    await expect(plain.locator(`#form-sent-${c.id}`)).toHaveText(c.success);
    await context.close();

    // Both are in the database, trimmed, passwords left out, markup kept as text.
    const rows = exported(c.id).filter((row) =>
      Object.values(emails).includes(row.fields.email as string),
    );
    expect(rows.map((row) => row.fields.email).sort()).toEqual([emails.js, emails.nojs].sort());
    for (const row of rows) {
      expect(row.page).toBe(c.path);
      expect(row.fields).toMatchObject(c.stored ?? {});
      expect(row.fields).not.toHaveProperty("password");
    }
  });
}

test("forms:export writes CSV and filters by form and date", async () => {
  const today = new Date().toISOString().slice(0, 10);
  const csv = exportRows(["--form", "contact", "--since", today, "--format", "csv"]);
  const [head, ...lines] = csv.trimEnd().split("\r\n");
  // The byte-order mark makes Excel read it as UTF-8.
  expect(head).toBe(
    "\uFEFFid,form,created_at,page,delivery,attempts,last_error,name,email,subject,message",
  );
  expect(lines.every((line) => line.split(",")[1] === "contact")).toBe(true);
  expect(
    exportRows(["--form", "contact", "--since", "2999-01-01", "--format", "csv"])
      .trimEnd()
      .split("\r\n"),
  ).toHaveLength(1);
});

test("the not-found page stamps the fill time too: a form on it can be sent", async ({
  request,
}) => {
  for (const base of [selfURL, ...(selfNginxURL ? [selfNginxURL] : [])])
    for (const path of ["/does-not-exist", "/de/gibt-es-nicht"]) {
      const response = await request.get(`${base}${path}`);
      expect(response.status(), `${base}${path}`).toBe(404);
      expect(response.headers()["set-cookie"], `${base}${path}`).toMatch(
        /^finlo_form_t=\d+\.\d{3}; Path=\/api\/forms\//,
      );
    }
});

test.describe("refused posts get their status and store nothing", () => {
  /** A valid contact post as a browser on the site sends it; `change` spoils one thing. */
  async function post(
    request: APIRequestContext,
    client: string,
    marker: string,
    change: {
      form?: string;
      headers?: Record<string, string>;
      fields?: Record<string, string>;
      body?: string;
      method?: string;
    } = {},
  ) {
    const fields = {
      name: "Ada",
      email: marker,
      message: "Hello",
      _page: "/contact-us",
      ...change.fields,
    };
    return request.fetch(`${selfURL}/api/forms/${change.form ?? "contact"}`, {
      method: change.method ?? "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        Origin: selfURL,
        "Sec-Fetch-Site": "same-origin",
        Cookie: `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`,
        "X-Real-IP": client,
        ...change.headers,
      },
      data: change.body ?? new URLSearchParams(fields).toString(),
      maxRedirects: 0,
    });
  }

  test("honeypot, fill time, rate limit, size, unknown form and field, cross-site, invalid", async ({
    request,
  }) => {
    const client = `10.23.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const markers: string[] = [];
    const refused = async (status: number, error: string, change: Parameters<typeof post>[3]) => {
      const marker = address("refused");
      markers.push(marker);
      const response = await post(request, `${client}-${markers.length}`, marker, change);
      expect(response.status(), error).toBe(status);
      expect((await response.json()).error).toBe(error);
      return response;
    };

    await refused(400, "spam", { fields: { _website: "https://spam.example" } });
    await refused(400, "too-fast", {
      headers: { Cookie: `finlo_form_t=${(Date.now() / 1000).toFixed(3)}` },
    });
    await refused(400, "too-fast", { headers: { Cookie: "" } });
    await refused(413, "too-large", { fields: { message: "x".repeat(65 * 1024) } });
    await refused(400, "unknown-form", { form: "payroll" });
    await refused(400, "unknown-field", { fields: { is_admin: "1" } });
    await refused(403, "cross-origin", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    await refused(403, "cross-origin", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "" },
    });
    await refused(400, "invalid", { fields: { email: "not-an-email" } });
    await refused(400, "invalid", { fields: { name: "x".repeat(201) } });
    await refused(415, "content-type", { headers: { "Content-Type": "text/plain" } });
    const wrongMethod = await refused(405, "method", { method: "PUT" });
    expect(wrongMethod.headers()["allow"]).toBe("POST");

    // Ten a minute per client and form: the eleventh waits, told for how long.
    const limited = `${client}-limit`;
    for (let i = 0; i < 10; i++) {
      const marker = address("limit");
      expect((await post(request, limited, marker)).status()).toBe(201);
    }
    const marker = address("limited");
    markers.push(marker);
    const eleventh = await post(request, limited, marker);
    expect(eleventh.status()).toBe(429);
    expect(Number(eleventh.headers()["retry-after"])).toBeGreaterThan(0);
    // Another form, or another client, is not held up.
    expect((await post(request, `${limited}-other`, address("other"))).status()).toBe(201);

    const stored = JSON.stringify(exported("contact"));
    for (const m of markers) expect(stored).not.toContain(m);
  });

  test("a plain post that fails comes back as an escaped HTML page", async ({ request }) => {
    const hostile = `<img src=x onerror=alert(1)>`;
    const response = await request.post(`${selfURL}/api/forms/contact`, {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: selfURL,
        Cookie: `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`,
        "X-Real-IP": `10.99.${Math.floor(Math.random() * 250)}.1`,
      },
      data: new URLSearchParams({ name: "Ada", email: "a@b.co", [hostile]: "1" }).toString(),
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain(hostile);
  });
});

test.describe("through nginx (deploy/nginx.conf proxies /api/forms/)", () => {
  test.skip(!selfNginxURL, "E2E_NGINX=0");

  test("a plain post is stored and answered with the 303; pages still refuse POST", async ({
    request,
  }) => {
    const email = address("nginx");
    const page = await request.get(`${selfNginxURL}/contact-us`);
    expect(page.headers()["set-cookie"]).toMatch(/^finlo_form_t=\d+\.\d{3}; Path=\/api\/forms\//);
    expect(page.headers()["content-security-policy"]).toContain("form-action 'self'");
    const response = await request.post(`${selfNginxURL}/api/forms/contact`, {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: selfNginxURL!,
        Cookie: `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`,
      },
      data: new URLSearchParams({ name: "Ada", email, _page: "/contact-us" }).toString(),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/contact-us#form-sent-contact");
    expect(exported("contact").some((row) => row.fields.email === email)).toBe(true);
    // Anything but GET/HEAD on a page is still 405.
    expect((await request.post(`${selfNginxURL}/contact-us`, { data: "a=1" })).status()).toBe(405);
  });

  /** The headers of the receiver's own refusal page, which nginx's own answers must match. */
  const REFUSAL_HEADERS = [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
    "x-frame-options",
    "cache-control",
  ];
  const pick = (headers: Record<string, string>) =>
    Object.fromEntries(REFUSAL_HEADERS.map((name) => [name, headers[name]]));

  test("a body too large is refused by the receiver, or past nginx's own limit by nginx: the same page, every header, the form's language", async ({
    request,
  }) => {
    const send = (base: string, kib: number) =>
      request.post(`${base}/api/forms/contact`, {
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Referer: `${base}/de/contact-us`,
        },
        data: "message=" + "x".repeat(kib * 1024),
      });
    const receiver = await send(selfURL, 100);
    const byNginx = await send(selfNginxURL!, 100);
    const pastNginx = await send(selfNginxURL!, 300);
    for (const response of [receiver, byNginx, pastNginx]) {
      expect(response.status()).toBe(413);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(await response.text()).toMatch(/^<!doctype html><html lang="de">/);
    }
    expect(pick(pastNginx.headers())).toEqual(pick(receiver.headers()));
    expect(pick(byNginx.headers())).toEqual(pick(receiver.headers()));
  });

  test("with the receiver down, nginx answers 502 with the refusal page and every header", async ({
    request,
  }) => {
    // Another nginx on the self build, proxying to a port nothing listens on.
    const port = Number(new URL(selfURL).port) + 3;
    const nginx = spawn(process.execPath, ["scripts/start-nginx.mjs"], {
      env: {
        ...process.env,
        BUILD_DIR: selfBuild,
        HOST: "127.0.0.1",
        PORT: String(port),
        FORMS_UPSTREAM: `127.0.0.1:${port + 1}`,
      },
      stdio: "ignore",
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            request.get(`${base}/`).then(
              (r) => r.status(),
              () => 0,
            ),
          { timeout: 15_000 },
        )
        .toBe(200);
      const down = await request.post(`${base}/api/forms/contact`, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: `${base}/de/` },
        data: "name=Ada",
      });
      expect(down.status()).toBe(502);
      expect(await down.text()).toMatch(/^<!doctype html><html lang="de">/);
      const refused = await request.post(`${selfURL}/api/forms/contact`, {
        headers: { "Content-Type": "text/plain" },
        data: "x",
      });
      expect(pick(down.headers())).toEqual(pick(refused.headers()));
    } finally {
      nginx.kill("SIGTERM");
    }
  });
});
