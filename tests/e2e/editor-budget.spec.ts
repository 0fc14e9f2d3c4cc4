import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The browser editor stays on /admin (docs/cms.md): no site page or script carries its code, it is
 * not listed for search engines, and its page has a policy of its own without changing the pages'.
 */
const client = join(
  fileURLToPath(new URL("../..", import.meta.url)),
  process.env.BUILD_DIR || "build",
  "client",
);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

test("no site page or script carries the editor's code", () => {
  const site = [...files(client)]
    .map((file) => `/${relative(client, file).split("\\").join("/")}`)
    .filter(
      (file) =>
        /\.(html|js|css)$/.test(file) && file !== "/admin.html" && !file.startsWith("/admin/"),
    );
  expect(site.length).toBeGreaterThan(10);
  const carriers = site.filter((file) => {
    const text = readFileSync(join(client, file), "utf8");
    return /decap|netlify-cms|\/admin\/cms-/i.test(text);
  });
  expect(carriers).toEqual([]);
  const bundle = readdirSync(join(client, "admin")).find((name) => /^cms-.*\.js$/.test(name));
  expect(bundle).toBeTruthy();
  expect(readFileSync(join(client, "admin", bundle!), "utf8")).toMatch(/decap/i);
});

test("the editor is noindex, not in the sitemap, and has its own policy", async ({ request }) => {
  expect(existsSync(join(client, "admin.html"))).toBe(true);
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  expect(sitemap).not.toContain("/admin");
  const admin = await request.get("/admin");
  expect(admin.status()).toBe(200);
  const html = await admin.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const policy = admin.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  // Every other page keeps the strict policy.
  const home = await request.get("/");
  const pagePolicy = home.headers()["content-security-policy"] ?? "";
  expect(pagePolicy).not.toContain("unsafe-eval");
  expect(pagePolicy).not.toMatch(/style-src\s[^;]*'unsafe-inline'/);
});
