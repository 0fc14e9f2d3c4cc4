import { comingSoon } from "../../app/content/auth";
import { getPage } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { m } from "../../app/paraglide/messages.js";

const footer = { socialLabel: m["footer.social"]({ brand: site.name }) };
import { expect, test, type Page } from "./fixtures";

const UNITS = ["days", "hours", "minutes", "seconds"];

const timer = (page: Page) => page.getByRole("timer", { name: "Time left until launch" });

/** The four numbers as shown, e.g. ["40", "03", "57", "19"]. */
async function shown(page: Page): Promise<string[]> {
  return timer(page).getByRole("definition").allTextContents();
}

/**
 * Fake the page's clock at `time`, stopped: it moves only when the test says (runFor), so slow
 * page loads on a busy machine cannot shift what the countdown shows.
 */
async function clockAt(page: Page, time: Date) {
  await page.clock.install({ time: new Date(time.getTime() - 1000) });
  await page.clock.pauseAt(time);
}

function toSeconds([d, h, m, s]: string[]): number {
  return ((Number(d) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(s);
}

test.describe("/coming-soon", () => {
  test("prerenders a neutral placeholder and is kept out of search engines", async ({
    request,
  }) => {
    const html = await (await request.get("/coming-soon")).text();
    expect(html.match(/<dd[^>]*>--<\/dd>/g)).toHaveLength(4);
    expect(html).toContain('role="timer"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test("has its heading, labelled countdown, notify form, note and own footer", async ({
    page,
  }) => {
    await page.goto("/coming-soon");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getPage("/coming-soon").heading,
    );
    await expect(timer(page).getByRole("term")).toHaveText(UNITS);
    await expect(timer(page)).toHaveAttribute("aria-live", "off");

    const form = page.getByRole("form", { name: "Get notified when we launch" });
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(form.getByRole("button", { name: "Get Notified" })).toBeVisible();
    await expect(page.getByText(comingSoon.note)).toBeVisible();

    // Its own footer: five social links and the current year; no site header or footer.
    const socials = page.getByRole("list", { name: footer.socialLabel }).getByRole("link");
    await expect(socials).toHaveCount(5);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/^Finlo on .+ \(opens in a new tab\)$/);
    }
    await expect(page.getByText(`© ${new Date().getFullYear()} Finlo`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("names the units in the page's language, prerendered and hydrated", async ({
    page,
    request,
  }) => {
    const german = ["Tage", "Stunden", "Minuten", "Sekunden"];
    const html = await (await request.get("/de/coming-soon")).text();
    expect([...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1])).toEqual(german);
    await page.goto("/de/coming-soon");
    const timer = page.getByRole("timer");
    await expect(timer).not.toHaveAttribute("aria-busy");
    await expect(timer.getByRole("term")).toHaveText(german);
  });

  test("first value matches the real time left to 31 December 23:59:59", async ({ page }) => {
    await page.goto("/coming-soon");
    await expect(timer(page)).not.toHaveAttribute("aria-busy");
    const [values, expected] = await Promise.all([
      shown(page),
      page.evaluate(() => {
        const now = new Date();
        const end = new Date(now.getFullYear(), 11, 31, 23, 59, 59);
        return Math.ceil((end.getTime() - now.getTime()) / 1000);
      }),
    ]);
    expect(values.every((v) => /^\d{2,3}$/.test(v))).toBe(true);
    expect(Math.abs(toSeconds(values) - expected)).toBeLessThanOrEqual(2);
  });

  test("real values come with hydration, without waiting for a tick", async ({ page }) => {
    // Every text the first number shows, from the prerendered HTML on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __countdownTexts: string[] }).__countdownTexts = seen;
      document.addEventListener("DOMContentLoaded", () => {
        const dd = document.querySelector('[role="timer"] dd');
        if (!dd) return;
        seen.push(dd.textContent ?? "");
        new MutationObserver(() => seen.push(dd.textContent ?? "")).observe(dd, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    });
    const year = new Date().getFullYear();
    const start = new Date(year, 11, 29, 23, 59, 59);
    // With the clock stopped no timer can fire: whatever is shown came from hydration itself.
    await clockAt(page, start);
    await page.goto("/coming-soon");
    await expect(timer(page).getByRole("definition")).toHaveText(["02", "00", "00", "00"]);
    const texts = await page.evaluate(
      () => (window as unknown as { __countdownTexts: string[] }).__countdownTexts,
    );
    // Straight from the placeholder to the real value: no intermediate or empty state.
    expect(texts[0]).toBe("--");
    expect(texts.slice(1).filter((t) => t !== "02")).toEqual([]);
  });

  test("ticks every second", async ({ page }) => {
    const year = new Date().getFullYear();
    await clockAt(page, new Date(year, 11, 31, 22, 0, 0));
    await page.goto("/coming-soon");
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "01", "59", "59"]);
    await page.clock.runFor(1000);
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "01", "59", "58"]);
    await page.clock.runFor(60_000);
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "01", "58", "58"]);
  });

  test("the live region does not announce the ticks", async ({ page }) => {
    const year = new Date().getFullYear();
    await clockAt(page, new Date(year, 11, 31, 22, 0, 0));
    await page.goto("/coming-soon");
    await expect(timer(page)).not.toHaveAttribute("aria-busy");
    const announced = () =>
      page
        .locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')
        .allTextContents();
    const before = await announced();
    await page.clock.runFor(5000);
    await expect(timer(page).getByRole("definition").last()).toHaveText("54");
    expect(await announced()).toEqual(before);
    // The ticking numbers sit only inside the timer, whose live setting is off.
    await expect(timer(page).locator("[aria-live]:not([aria-live=off])")).toHaveCount(0);
  });

  test("stops at zero at the end of the year, never negative, and logs the flag once", async ({
    page,
  }) => {
    const debug: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "debug") debug.push(message.text());
    });
    const year = new Date().getFullYear();
    await clockAt(page, new Date(year, 11, 31, 23, 59, 50));
    await page.goto("/coming-soon");
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "00", "00", "09"]);
    await page.clock.runFor(5000);
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "00", "00", "04"]);
    expect(debug).toEqual([]);
    await page.clock.runFor(5000);
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "00", "00", "00"]);
    // Into the new year: still zero, not a negative number nor next year's countdown.
    await page.clock.runFor(120_000);
    await expect(timer(page).getByRole("definition")).toHaveText(["00", "00", "00", "00"]);
    expect(debug.filter((text) => /countdown/i.test(text))).toHaveLength(1);
  });

  test.describe("in another time zone", () => {
    test.use({ timezoneId: "Pacific/Auckland" });

    test("counts to midnight local time, not UTC", async ({ page }) => {
      const year = new Date().getFullYear();
      // 31 December 23:59:49 in Auckland (UTC+13 in summer) is 10:59:49 UTC.
      await clockAt(page, new Date(Date.UTC(year, 11, 31, 10, 59, 49)));
      await page.goto("/coming-soon");
      await expect(timer(page).getByRole("definition")).toHaveText(["00", "00", "00", "10"]);
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits 390px", async ({ page }) => {
      await page.goto("/coming-soon");
      await expect(timer(page)).not.toHaveAttribute("aria-busy");
      for (const dd of await timer(page).getByRole("definition").all()) {
        await expect(dd).toBeInViewport();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
});
