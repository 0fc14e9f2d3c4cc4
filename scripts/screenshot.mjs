// Look at what you built: `node scripts/screenshot.mjs /about-us [/faq …]` writes
// screenshots/<name>-<width>.png at 390px and 1440px from the server on BASE_URL (default :4173).
// WIDTHS=320,768 overrides the widths; FULL=0 captures only the first viewport; SCHEME=dark
// emulates a system in dark mode (files end in -dark).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL || "http://127.0.0.1:4173";
const widths = (process.env.WIDTHS || "390,1440").split(",").map(Number);
const scheme = process.env.SCHEME === "dark" ? "dark" : "light";
const paths = process.argv.slice(2);
if (!paths.length) paths.push("/");
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce", bypassCSP: true, colorScheme: scheme });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Walk down the page first so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/\//g, "_");
    const file = `screenshots/${name}-${width}${scheme === "dark" ? "-dark" : ""}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ""}`);
  }
  await page.close();
}
await browser.close();
