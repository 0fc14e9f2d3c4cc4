import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { selfNginxURL, selfURL } from "../../playwright.config";

/**
 * Forms on German pages, sent to `FORMS=self npm start`'s receiver (project "self"): the page's
 * labels and messages are German, and so are the receiver's answers, with JavaScript and without.
 */
const address = (tag: string) => `ada+${tag}-${randomUUID().slice(0, 8)}@example.com`;
const client = () => `10.34.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const tookTheirTime = () => `finlo_form_t=${((Date.now() - 60_000) / 1000).toFixed(3)}`;

test("the German contact form, sent without JavaScript, lands on its German confirmation", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: selfURL });
  const page = await context.newPage();
  await page.goto("/de/contact-us");
  await context.addCookies([
    { name: "finlo_form_t", value: tookTheirTime().split("=")[1]!, url: `${selfURL}/api/forms/` },
  ]);
  const form = page.getByRole("form", { name: "Kontaktformular" });
  await form.getByLabel("Ihr Name*", { exact: true }).fill("Erika Mustermann");
  await form.getByLabel("E-Mail-Adresse*", { exact: true }).fill(address("de-nojs"));
  await form.getByLabel("Ihre Nachricht", { exact: true }).fill("Guten Tag!");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page).toHaveURL(`${selfURL}/de/contact-us#form-sent-contact`);
  await expect(page.locator("#form-sent-contact")).toHaveText(/Vielen Dank/);
  await context.close();
});

test("a refused post from a German page is answered with a German page, or German JSON", async ({
  request,
}) => {
  const post = (accept: string) =>
    request.post(`${selfURL}/api/forms/sign-up`, {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: accept,
        Origin: selfURL,
        Referer: `${selfURL}/de/sign-up`,
        Cookie: tookTheirTime(),
        "X-Real-IP": client(),
      },
      data: new URLSearchParams({
        name: "Erika",
        email: "keine-adresse",
        password: "kurz",
        _page: "/de/sign-up",
      }).toString(),
      maxRedirects: 0,
    });

  const page = await post("text/html");
  expect(page.status()).toBe(400);
  const html = await page.text();
  expect(html).toMatch(/<html lang="de">/);
  expect(html).toContain("gültige E-Mail-Adresse");
  expect(html).toContain("mindestens 8 Zeichen");
  expect(html).toContain('href="/de/sign-up"');

  const json = await post("application/json");
  expect(json.status()).toBe(400);
  const body = (await json.json()) as { fields: Record<string, string> };
  expect(body.fields.email).toContain("gültige E-Mail-Adresse");
  expect(body.fields.terms).toMatch(/Datenschutz/);
});

test("the same refusal from an English page stays English", async ({ request }) => {
  const response = await request.post(`${selfURL}/api/forms/sign-up`, {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: selfURL,
      Referer: `${selfURL}/sign-up`,
      Cookie: tookTheirTime(),
      "X-Real-IP": client(),
    },
    data: new URLSearchParams({ email: "no-address", _page: "/sign-up" }).toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toMatch(/<html lang="en">/);
  expect(html).not.toContain("gültige");
});

test("a German form refused by the receiver says why in German only, and what to do", async ({
  page,
  context,
}) => {
  await page.goto("/de/coming-soon");
  // Stamped in the future: every send is "too fast", however slow the machine is.
  await context.addCookies([
    {
      name: "finlo_form_t",
      value: ((Date.now() + 3_600_000) / 1000).toFixed(3),
      url: `${selfURL}/api/forms/`,
    },
  ]);
  const form = page.getByRole("form", { name: "Beim Start benachrichtigt werden" });
  await form.getByLabel("E-Mail-Adresse", { exact: true }).fill(address("de-fast"));
  await form.getByRole("button", { name: "Benachrichtigen lassen" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Das Formular wurde leider nicht gesendet. Das ging schneller, als ein Mensch ein Formular " +
      "ausfüllen kann. Bitte warten Sie einen Moment und senden Sie das Formular dann noch einmal. " +
      "Ihre Eingaben bleiben erhalten.",
  );
});

test("through nginx, every path under /api/forms/ is the receiver's: a German post is answered in German", async ({
  request,
}) => {
  test.skip(!selfNginxURL, "E2E_NGINX=0");
  // Paths nginx's page locations would otherwise take (a trailing slash, .html, a dotfile), as
  // its English not-found page.
  for (const path of ["/api/forms/contact/", "/api/forms/contact.html", "/api/forms/.contact"]) {
    const response = await request.post(`${selfNginxURL}${path}`, {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: selfNginxURL!,
        Referer: `${selfNginxURL}/de/contact-us`,
        Cookie: tookTheirTime(),
      },
      data: new URLSearchParams({ name: "Erika", _page: "/de/contact-us" }).toString(),
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toMatch(/<html lang="de">/);
  }
});
