import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 4310);
const endpointPort = port + 1;
/** Real nginx with deploy/nginx.conf on the same build (scripts/start-nginx.mjs). E2E_NGINX=0 leaves it out. */
const withNginx = process.env.E2E_NGINX !== "0" && !process.env.BASE_URL;
const nginxPort = Number(process.env.E2E_NGINX_PORT || port + 2);
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const baseURL = process.env.BASE_URL || `http://127.0.0.1:${port}`;

/** The endpoint-mode build (VITE_FORMS_ENDPOINT set) lives beside the main one. */
export const FORMS_ENDPOINT = "https://forms.finlo.example/submit";
const endpointBuild = process.env.BUILD_DIR_ENDPOINT || "build-endpoint";

/**
 * The self-hosted forms build (FORMS=self, `npm run build:self`), served with its receiver by
 * `FORMS=self npm start` (project "self"), and through nginx's /api/forms/ proxy.
 */
export const selfBuild = process.env.BUILD_DIR_SELF || "build-self";
const selfPort = Number(process.env.E2E_SELF_PORT || port + 5);
export const selfURL = `http://127.0.0.1:${selfPort}`;
export const selfNginxURL = withNginx ? `http://127.0.0.1:${selfPort + 1}` : undefined;
/** The e2e receiver's database, inside the self build (each fresh build starts it empty). */
export const selfDb = `${selfBuild}/e2e-forms.sqlite`;

/**
 * Cloudflare's own runtime on this machine (`wrangler pages dev`, scripts/start-wrangler.mjs;
 * project "cloudflare"): the default build as Cloudflare Pages serves it, and the FORMS=cloudflare
 * build (`npm run build:cloudflare`) with its forms' Pages Function and a local D1 database.
 * Ports base+10 to base+15 (three servers and their inspectors). E2E_CLOUDFLARE=0 leaves it out.
 */
const withCloudflare = process.env.E2E_CLOUDFLARE !== "0" && !process.env.BASE_URL;
const wranglerPort = Number(process.env.E2E_WRANGLER_PORT || port + 10);
export const cloudflareBuild = process.env.BUILD_DIR_CLOUDFLARE || "build-cloudflare";
export const cloudflareFormsURL = `http://127.0.0.1:${wranglerPort + 1}`;
/** The e2e database (local D1), inside the Cloudflare build. */
export const cloudflareState = `${cloudflareBuild}/e2e-d1`;
/** A port for a runtime a test starts and stops itself, and its inspector. */
export const cloudflareSparePorts = { port: wranglerPort + 2, inspector: wranglerPort + 5 };

/**
 * How Debian's Chromium is launched (specs that launch their own browser reuse it): its headless
 * shell, the lighter build Playwright itself runs headless (scripts/ensure-chromium.mjs installs
 * it). Lighthouse (npm run bench) runs the full browser.
 */
export const chromium = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
  ],
};

/**
 * End-to-end tests run against the production build, served exactly as `npm start` serves it.
 * The machine has two cores: two workers at most.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.PW_OUTPUT || "test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // A trace is recorded only when a failed test is run again (CI retries once; locally add
  // `--trace on`). Recording one for every test cost more than the tests: keyboard.spec.ts took
  // 66–70 s with "retain-on-failure" and 26–29 s without (docs/performance.md, "Test suite time").
  use: { trace: "on-first-retry", launchOptions: chromium },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.(endpoint|self|cloudflare)\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL,
        launchOptions: chromium,
      },
    },
    {
      name: "endpoint",
      testMatch: /\.endpoint\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: process.env.BASE_URL_ENDPOINT || `http://127.0.0.1:${endpointPort}`,
        launchOptions: chromium,
      },
    },
    {
      name: "self",
      testMatch: /\.self\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: process.env.BASE_URL_SELF || selfURL,
        launchOptions: chromium,
      },
    },
    // Cloudflare's runtime: addresses, headers, caching, 404s and every page's policy in one pass
    // (cdn.cloudflare.spec.ts), the forms' Pages Function (forms.cloudflare.spec.ts), and the
    // check that the policy is enforced (csp.spec.ts).
    ...(withCloudflare
      ? [
          {
            name: "cloudflare",
            testMatch: /(\.cloudflare|\/csp)\.spec\.ts$/,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1440, height: 900 },
              baseURL: `http://127.0.0.1:${wranglerPort}`,
              launchOptions: chromium,
            },
          },
        ]
      : []),
    // The same routes, headers, CSP and hostile-request checks against nginx.
    ...(withNginx
      ? [
          {
            name: "nginx",
            testMatch: /(routes|security-headers|security-fuzz|csp)\.spec\.ts$/,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1440, height: 900 },
              baseURL: nginxURL,
              launchOptions: chromium,
            },
          },
        ]
      : []),
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          command: "node scripts/serve.mjs",
          env: { PORT: String(port), HOST: "127.0.0.1" },
          url: `${baseURL}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
        {
          // Builds the endpoint variant on first use when it is missing (npm test builds it up front).
          command: "node scripts/serve.mjs",
          env: {
            PORT: String(endpointPort),
            HOST: "127.0.0.1",
            BUILD_DIR: endpointBuild,
            VITE_FORMS_ENDPOINT: FORMS_ENDPOINT,
          },
          url: `http://127.0.0.1:${endpointPort}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
        {
          // FORMS=self npm start: the site and its forms receiver (builds the variant when missing).
          command: "node scripts/serve.mjs",
          env: {
            PORT: String(selfPort),
            HOST: "127.0.0.1",
            BUILD_DIR: selfBuild,
            FORMS: "self",
            FORMS_DB: selfDb,
            // nginx below proxies to it; the specs name their own visitors in X-Real-IP.
            TRUST_PROXY: "1",
          },
          url: `${selfURL}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
        ...(withCloudflare
          ? [
              {
                // wrangler pages dev on the default build (no forms, no Function).
                command: "node scripts/start-wrangler.mjs",
                env: {
                  PORT: String(wranglerPort),
                  HOST: "127.0.0.1",
                  WRANGLER_INSPECTOR_PORT: String(wranglerPort + 3),
                },
                url: `http://127.0.0.1:${wranglerPort}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 180_000,
              },
              {
                // wrangler pages dev on the FORMS=cloudflare build, its Function and a local D1.
                command: "node scripts/start-wrangler.mjs",
                env: {
                  PORT: String(wranglerPort + 1),
                  HOST: "127.0.0.1",
                  WRANGLER_INSPECTOR_PORT: String(wranglerPort + 4),
                  BUILD_DIR: cloudflareBuild,
                  FORMS: "cloudflare",
                  FORMS_D1_STATE: cloudflareState,
                },
                url: `${cloudflareFormsURL}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 180_000,
              },
            ]
          : []),
        ...(withNginx
          ? [
              {
                // nginx on the self build, proxying /api/forms/ to the receiver above.
                command: "node scripts/start-nginx.mjs",
                env: {
                  PORT: String(selfPort + 1),
                  HOST: "127.0.0.1",
                  BUILD_DIR: selfBuild,
                  FORMS_UPSTREAM: `127.0.0.1:${selfPort}`,
                },
                url: `${selfNginxURL}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 180_000,
              },
              {
                // Installs Debian's nginx when missing (npm run test:e2e does that up front).
                command: "node scripts/start-nginx.mjs",
                env: { PORT: String(nginxPort), HOST: "127.0.0.1" },
                url: `${nginxURL}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 180_000,
              },
            ]
          : []),
      ],
});
