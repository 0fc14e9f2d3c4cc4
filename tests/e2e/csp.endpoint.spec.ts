import { expect, test } from "./fixtures";
import { FORMS_ENDPOINT } from "../../playwright.config";

// The endpoint-mode build (VITE_FORMS_ENDPOINT set) must let the forms reach that origin, and
// nothing else.
test("the CSP's connect-src allows the forms endpoint's origin, and only it", async ({
  request,
}) => {
  const response = await request.get("/contact-us");
  expect(response.status()).toBe(200);
  const csp = response.headers()["content-security-policy"] ?? "";
  const connect = /connect-src ([^;]*)/.exec(csp)?.[1];
  expect(connect).toBe(`'self' ${new URL(FORMS_ENDPOINT).origin}`);
  // Also on assets and the 404 page.
  for (const path of ["/favicon.svg", "/nope"]) {
    const other = await request.get(path);
    expect(other.headers()["content-security-policy"], path).toContain(
      `connect-src 'self' ${new URL(FORMS_ENDPOINT).origin};`,
    );
  }
});
