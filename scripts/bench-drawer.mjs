// How fast the mobile menu opens: `npm run bench:drawer [/home-2 /de …]`.
//
// A 390px phone (touch, 3× pixels) at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), the
// page loaded fresh and settled, then one tap on the menu button. The number is the tap's
// Event Timing duration (PerformanceObserver "event" entries, the longest of the entries sharing
// its interactionId): from the touch to the frame that paints the open drawer, as INP counts it.
// RUNS taps per page (default 4, each on a fresh load); prints each and the median, and beside
// it the median of as many taps on the same button with the page's handler kept from running (a
// tap that opens nothing): on a shared machine the floor moves with its load, so read the menu's
// number against it (docs/performance.md, "The phone menu").
// Serves the build with scripts/serve.mjs on BENCH_PORT (default 4390) unless BASE_URL is set.
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";

const paths = process.argv.slice(2);
if (!paths.length) paths.push("/home-2", "/de");
const runs = Number(process.env.RUNS || 4);
const rate = Number(process.env.CPU_SLOWDOWN || 4);
const port = Number(process.env.BENCH_PORT || 4390);
let base = process.env.BASE_URL;
let server;
if (!base) {
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`bench-drawer: no server on ${base}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * One fresh load and one tap on the menu button at `rate`× CPU: the tap's Event Timing duration
 * and the part spent in handlers. With `openNothing`, a listener on the button swallows the click
 * before the page's own handler runs, so the tap opens nothing: what any tap costs on this page
 * and machine (the pointer events, the button's pressed state, the frame after), the floor under
 * any menu's number.
 */
async function tapOnce(path, { openNothing }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Collect every event entry from the start (buffered), the 16ms floor Event Timing allows.
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__events = [];
    new PerformanceObserver((list) => w.__events.push(...list.getEntries())).observe({
      type: "event",
      durationThreshold: 16,
      buffered: true,
    });
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const button = page.locator('button[aria-haspopup="dialog"][aria-expanded]').first();
  await button.waitFor({ state: "visible" });
  // Settled: hydrated (the button exists only then) and two quiet frames later.
  await page.waitForTimeout(500);
  if (openNothing)
    await button.evaluate((el) =>
      el.addEventListener("click", (event) => event.stopImmediatePropagation(), { capture: true }),
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await button.tap();
  if (!openNothing) await page.locator("dialog[open]").first().waitFor();
  await page.waitForTimeout(1000);
  const result = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    const entries = /** @type {PerformanceEventTiming[]} */ (
      /** @type {any} */ (window).__events
    ).filter((e) => e.interactionId);
    const tap = entries.find((e) => e.name === "click" || e.name === "pointerup");
    if (!tap) return { duration: 0, handlers: 0 }; // under the 16ms floor
    const mine = entries.filter((e) => e.interactionId === tap.interactionId);
    return {
      duration: Math.max(...mine.map((e) => e.duration)),
      // The part spent in the page's own event handlers (React's render, show()).
      handlers: Math.round(mine.reduce((t, e) => t + e.processingEnd - e.processingStart, 0)),
    };
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await context.close();
  return result;
}

try {
  for (const path of paths) {
    const durations = [];
    const handlerTimes = [];
    const floors = [];
    // The menu's taps and the taps that open nothing alternate, so both see the same machine.
    for (let run = 0; run < runs; run++) {
      const { duration, handlers } = await tapOnce(path, { openNothing: false });
      durations.push(duration);
      handlerTimes.push(handlers);
      floors.push((await tapOnce(path, { openNothing: true })).duration);
    }
    console.log(
      `${path.padEnd(16)} taps ${durations.map((d) => `${d}`).join(", ")} ms: median ${median(durations)} ms` +
        ` (in handlers: median ${median(handlerTimes)} ms; a tap that opens nothing: median ${median(floors)} ms)`,
    );
  }
} finally {
  await browser.close();
  server?.kill();
}
