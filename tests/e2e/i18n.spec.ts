/**
 * The German site: every page under /de in German, linked with its English twin, and the
 * switcher that keeps the page (docs/i18n.md).
 *
 * STILL_ENGLISH lists the German pages whose own words (h1, intro, sections) are not migrated
 * yet: they answer in German chrome and with lang="de", but their copy is English. Migrating a
 * page (docs/i18n.md, "Migrating a page") removes it from this list, which puts it under the
 * German-words checks below. The list shrinks to nothing.
 */
import { pages } from "../../app/content/pages";
import { expect, test } from "./fixtures";

const STILL_ENGLISH = new Set<string>([]);

/** Brand and product words German copy keeps; everything else English on a German page fails. */
const ALLOWED = new Set(
  [
    "Finlo", "CRM", "SaaS", "Slack", "Mailchimp", "Stripe", "Zapier", "Google", "Discord",
    "LinkedIn", "Facebook", "Twitter", "YouTube", "Instagram", "GitHub", "X", "FAQ", "Blog",
    "Basic", "Standard", "Enterprise", "Starter", "Business", "Team", "Portfolio", "Marketing",
    "Management", "Design", "Engineering", "Branding", "Website", "UI", "UX", "Remote", "Dashboard",
    "Onboarding", "Pipeline", "Lead", "Leads", "Deal", "Deals", "Tags", "Tag", "Service", "Cashflow",
    "Runway", "Burn", "Budget", "Start", "Online", "App", "Apps", "E-Mail", "Kanban", "Sync", "Support",
  ].map((w) => w.toLowerCase()),
);

/**
 * Common English words that never occur in German copy: a page showing them is unmigrated. The
 * English names of months German spells otherwise catch a date formatted without the page's language.
 */
const ENGLISH = /(?<![\p{L}-])(the|and|with|your|our|you|we|for|from|this|that|what|read|more|most|popular|recent|posts|see|get|of|to|on|by|at|page|next|previous|home|about|contact|pricing|sign|login|subscribe|menu|open|close|back|january|february|march|may|june|july|october|december)(?![\p{L}-])/giu;

/** English terms German business copy keeps: job titles ("Head of Sales"), "Single Sign-on", "Open Banking". */
const KEPT_TERMS = /\bHead of\b|\bSingle Sign-on\b|\bOpen[ -]Banking\b/g;

const germanPages = pages.map((p) => p.path);

test.describe("every German page", () => {
  test("answers 200 with lang=de, a German head and hreflang pairs pointing at each other", async ({
    request,
  }) => {
    for (const path of germanPages) {
      const de = path === "/" ? "/de" : `/de${path}`;
      const response = await request.get(de);
      expect(response.status(), de).toBe(200);
      const html = await response.text();
      expect(html, de).toMatch(/<html lang="de"/);
      const page = pages.find((p) => p.path === path) as { noindex?: boolean };
      if (page.noindex) continue;
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([a-z-]+)" href="([^"]+)"/gi)].map(
        (m) => [m[1]!.toLowerCase(), new URL(m[2]!).pathname],
      );
      expect(Object.fromEntries(alternates), de).toEqual({ en: path, de, "x-default": path });
      const english = await (await request.get(path)).text();
      expect(english, path).toMatch(/<html lang="en"/);
      expect(english, path).toContain(`hrefLang="de" href="https://www.finlo.example${de}"`);
    }
  });

  test("the migrated ones have their own German title, description and h1", async ({ request }) => {
    for (const path of germanPages.filter((p) => !STILL_ENGLISH.has(p))) {
      const de = path === "/" ? "/de" : `/de${path}`;
      const dh = await (await request.get(de)).text();
      const eh = await (await request.get(path)).text();
      const pick = (html: string) => ({
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ""),
      });
      const [g, e] = [pick(dh), pick(eh)];
      expect(g.title, `${de} title`).toBeTruthy();
      // A person's page is titled with their name, in every language.
      if (!isPerson(path)) expect(g.title, `${de} title`).not.toBe(e.title);
      expect(g.description, `${de} description`).not.toBe(e.description);
      if (!/^\/single-/.test(path)) expect(g.h1, `${de} h1`).not.toBe(e.h1);
    }
  });
});

/** A person's page: its title and h1 are their name in every language. */
const isPerson = (path: string) => path === "/single-team" || path.startsWith("/team/");

/** One item of each collection, a list's second page and a job's Apply page. */
const ITEMS = [
  "/blog/startup-runway-math",
  "/career/backend-engineer-payments",
  "/career/backend-engineer-payments/apply",
  "/team/lucas-meyer",
  "/service/project-management",
  "/portfolio/digital-art",
  "/blog/page/2",
];

/** German item pages that still show English words in their breadcrumbs and sidebars. */
const ITEMS_STILL_ENGLISH = new Set([
  "/blog/startup-runway-math",
  "/career/backend-engineer-payments",
  "/team/lucas-meyer",
  "/service/project-management",
  "/portfolio/digital-art",
]);

test.describe("one item of each collection in German", () => {
  test("answers 200 with lang=de, its own German head and h1, and hreflang pairs", async ({
    request,
  }) => {
    for (const path of ITEMS) {
      const de = `/de${path}`;
      const response = await request.get(de);
      expect(response.status(), de).toBe(200);
      const dh = await response.text();
      const eh = await (await request.get(path)).text();
      expect(dh, de).toMatch(/<html lang="de"/);
      const pick = (html: string) => ({
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ""),
        noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
      });
      const [g, e] = [pick(dh), pick(eh)];
      expect(g.title, `${de} title`).toBeTruthy();
      expect(g.description, `${de} description`).not.toBe(e.description);
      if (!isPerson(path)) {
        expect(g.title, `${de} title`).not.toBe(e.title);
        expect(g.h1, `${de} h1`).not.toBe(e.h1);
      }
      if (g.noindex) continue;
      const alternates = [
        ...dh.matchAll(/<link rel="alternate" hrefLang="([a-z-]+)" href="([^"]+)"/gi),
      ].map((m) => [m[1]!.toLowerCase(), new URL(m[2]!).pathname]);
      expect(Object.fromEntries(alternates), de).toEqual({ en: path, de, "x-default": path });
      expect(eh, path).toContain(`hrefLang="de" href="https://www.finlo.example${de}"`);
    }
  });
});

test.describe("German words on German pages", () => {
  const items = ITEMS.filter((p) => !ITEMS_STILL_ENGLISH.has(p)).map((p) => `/de${p}`);
  const migrated = germanPages.filter((p) => !STILL_ENGLISH.has(p)).map((p) => (p === "/" ? "/de" : `/de${p}`));
  for (const path of [...migrated, ...items, "/de/no-such-page"]) {
    test(`${path} shows no English words`, async ({ page }) => {
      await page.goto(path);
      // Visible text, leaving out what is English on purpose: an item not yet translated
      // (lang="en" on its container) and the language switcher's own names.
      const text = await page.evaluate(() => {
        const skip = (el: Element | null): boolean =>
          !!el && (el.closest('[lang]:not(html)')?.getAttribute("lang")?.startsWith("en") ?? false);
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!el || skip(el) || !el.checkVisibility?.()) continue;
          parts.push(node.textContent ?? "");
        }
        return parts.join(" ");
      });
      const found = [...text.replace(KEPT_TERMS, "").matchAll(ENGLISH)]
        .map((m) => m[0])
        .filter((w) => !ALLOWED.has(w.toLowerCase()));
      expect(found, `English words on ${path}`).toEqual([]);
    });
  }
});

test.describe("the language switcher", () => {
  test("keeps the page both ways, with JavaScript", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("list", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("list", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("keeps the page both ways without JavaScript, and a tag page leads to the other blog", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog/startup-runway-math");
    await page.getByRole("list", { name: "Language" }).first().getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/blog\/startup-runway-math$/);
    await page.getByRole("list", { name: "Sprache" }).first().getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/blog\/startup-runway-math$/);
    const tag = await page.locator('a[href^="/blog/tag/"]').first().getAttribute("href");
    await page.goto(tag!);
    const target = await page.getByRole("list", { name: "Language" }).first().getByRole("link", { name: "Deutsch" }).getAttribute("href");
    expect(target).toBe("/de/blog");
    await context.close();
  });
});

test.describe("addresses", () => {
  test("an unknown /de path is the German 404; an unknown language prefix is a 404", async ({ request }) => {
    const de = await request.get("/de/no-such-page");
    expect(de.status()).toBe(404);
    expect(await de.text()).toMatch(/<html lang="de"/);
    const fr = await request.get("/fr/pricing");
    expect(fr.status()).toBe(404);
    expect(await fr.text()).toMatch(/<html lang="en"/);
  });

  test("the sitemap lists each page with its alternates; each language has its feed", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain('hreflang="de" href="https://www.finlo.example/de/pricing"');
    expect(sitemap).toContain("<loc>https://www.finlo.example/de/pricing</loc>");
    const feed = await request.get("/de/rss.xml");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("<language>de</language>");
  });
});
