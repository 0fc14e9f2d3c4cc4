import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 4310);
const baseURL = process.env.BASE_URL || `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
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
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs`,
        env: { PORT: String(port), HOST: "127.0.0.1" },
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
      },
});
