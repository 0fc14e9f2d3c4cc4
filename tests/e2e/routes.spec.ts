import { siteCharacters } from "../../scripts/build-font.mjs";
import { expect, test } from "./fixtures";
import { spriteAddress } from "./header-checks";
import { pages, notFoundPage } from "../../app/content/pages";
import { collections } from "../../app/content/collections/load.server";
import { m } from "../../app/paraglide/messages.js";

test.describe("every route", () => {
  // The prerendered HTML of every route; csp.spec.ts loads each one in a browser and checks
  // its heading after hydration.
  test("every route answers 200 with one h1, its heading, a title and the main landmark", async ({
    request,
  }) => {
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), page.path).toHaveLength(1);
      expect(html, page.path).toContain(
        page.heading.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
      );
      // seo.spec.ts checks each title's words and length.
      expect(html.match(/<title>[^<]+<\/title>/g), page.path).toHaveLength(1);
      expect(html.match(/<main\b[^>]*id="main"/g), page.path).toHaveLength(1);
    }
  });

  // The first paint needs no request for the sprite (docs/decisions/0031).
  // What the drawer, a form's states, a post's copy button and the testimonials' pause button
  // draw once the page runs (useIconsDrawnLater).
  const DRAWN_LATER = new Set([
    "x",
    "chevron-left",
    "chevron-right",
    "circle-check",
    "loader-circle",
    "eye-off",
    "link-2",
    "pause",
  ]);
  test("every page carries the drawing of each icon it shows, and names the sprite nowhere", async ({
    request,
  }) => {
    const sprite = await request.get(spriteAddress());
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    const drawings = new Map(
      [...(await sprite.text()).matchAll(/<symbol id="([^"]+)"([\s\S]*?)<\/symbol>/g)].map((m) => [
        m[1]!,
        m[2]!.replace(/ \/>/g, "/>"),
      ]),
    );
    const problems: string[] = [];
    let uses = 0;
    for (const path of [...pages.map((p) => p.path), "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      if (html.includes("/assets/icons-")) problems.push(`${path}: names the sprite`);
      const carried = new Map(
        [...html.matchAll(/<symbol id="i-([^"]+)"([\s\S]*?)<\/symbol>/g)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
      const shown = new Set<string>();
      for (const [, id] of html.matchAll(/<use href="#i-([^"]+)"/g)) {
        uses++;
        shown.add(id!);
        if (!carried.has(id!)) problems.push(`${path}: no drawing for ${id}`);
      }
      for (const [id, drawing] of carried) {
        if (drawings.get(id) !== drawing) problems.push(`${path}: ${id} differs from the sprite`);
      }
      // Besides what it shows, a page carries only what it draws once it runs.
      const extra = [...carried.keys()].filter((id) => !shown.has(id) && !DRAWN_LATER.has(id));
      if (extra.length) problems.push(`${path}: carries ${extra.join(", ")} unshown`);
    }
    expect(uses).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  test("a page reached in the browser draws icons the first page did not carry from the sprite", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/assets/icons-")) requests.push(r.url());
    });
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(requests, "no sprite request for a prerendered page").toEqual([]);
    // /integrations shows brand glyphs /pricing does not carry.
    await page.locator('footer a[href="/integrations"]').first().click();
    await expect(page).toHaveURL(/\/integrations$/);
    const glyphs = page.locator('main use[href*="#brand-"]');
    await expect(glyphs.first()).toBeAttached();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    // Every icon on the page is drawn: from the page's own copy or from the sprite.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll("main use")].filter((use) => {
              const box = (use as SVGGraphicsElement).getBBox();
              return box.width === 0 || box.height === 0;
            }).length,
        ),
      )
      .toBe(0);
  });

  test("the web font has a glyph for every character the pages show", async ({ request }) => {
    // scripts/build-font.mjs cuts the font down to the characters of the sources; this catches
    // text that reaches a page some other way (formatting, generated copy).
    const covered = new Set([...siteCharacters()].map((ch) => ch.codePointAt(0)!));
    const entities: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      apos: "'",
      nbsp: "\u00a0",
    };
    const missing = new Map<string, string>();
    for (const path of [...pages.map((p) => p.path), "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      const text = [
        ...html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "").split(/<[^>]*>/),
        ...[...html.matchAll(/\splaceholder="([^"]*)"/g)].map((m) => m[1]!),
      ]
        .join(" ")
        .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_, ref: string) =>
          ref.startsWith("#x")
            ? String.fromCodePoint(parseInt(ref.slice(2), 16))
            : ref.startsWith("#")
              ? String.fromCodePoint(Number(ref.slice(1)))
              : (entities[ref] ?? `&${ref};`),
        );
      for (const ch of text) {
        if (!/\s/.test(ch) || ch === "\u00a0") {
          if (!covered.has(ch.codePointAt(0)!) && !missing.has(ch)) missing.set(ch, path);
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  test("a trailing slash serves the same page", async ({ request }) => {
    const response = await request.get("/about-us/");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("About Us");
  });
});

test.describe("unknown paths", () => {
  const unknown = [
    "/nope",
    "/blog/2024/some-post",
    "/%E2%9C%93-check",
    "/pricing-old?plan=basic",
    "/about-us/team/extra",
    "/404",
    "/index",
    "/index.html",
    "/about-us.html",
  ];
  test("each answers 404 with the not-found screen", async ({ page, request }) => {
    for (const path of unknown) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFoundPage.heading);
    }
    // In the browser too: the screen hydrates on an unknown address, with its way home.
    const navigation = await page.goto(unknown[1]!);
    expect(navigation?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.heading);
    await expect(page.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
  });

  test("an item's address with no item keeps the not-found screen, its header and title once the page runs", async ({
    page,
    baseURL,
  }) => {
    // Thirteen documents, each loaded and hydrated: 15–19 s on a slow host, near the 30 s default.
    test.slow();
    // The browser matches most of these to an item's or a list's route (/blog/:slug …), whose data
    // the host's 404.html does not carry: the page must hydrate as sent, with no error, and not
    // turn into an error screen. Any console error but the document's own 404 fails.
    const errors: string[] = [];
    // The address whose 404 is expected: the document, or the data file of a visit in the browser.
    let missing = "";
    page.on("pageerror", (error) => errors.push(`${missing}: ${error.message}`));
    page.on("console", (message) => {
      const ownStatus =
        /^Failed to load resource: .* 404\b/.test(message.text()) &&
        message.location().url === missing;
      if (message.type() === "error" && !ownStatus) errors.push(`${missing}: ${message.text()}`);
    });
    const title = await (async () => {
      missing = new URL("/no-such-page", baseURL).href;
      await page.goto("/no-such-page");
      return page.title();
    })();
    for (const path of [
      "/blog/no-such-post",
      "/de/blog/kein-beitrag",
      "/blog/tag/no-such-tag",
      "/de/blog/category/keine-kategorie",
      "/blog/tag/no-such-tag/page/2",
      "/blog/page/100000",
      "/career/no-such-role",
      "/career/no-such-role/apply",
      "/de/team/niemand",
      "/de/no-such-page",
      "/service/no-such-service",
      "/portfolio/no-such-project",
    ]) {
      missing = new URL(path, baseURL).href;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect(page.locator("#not-found-title"), path).toBeVisible();
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toBeAttached();
      // The document's tags stay: it is kept out of search results.
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
      if (!path.startsWith("/de/")) {
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
          notFoundPage.heading,
        );
        await expect(page, path).toHaveTitle(title);
      } else await expect(page, path).not.toHaveTitle("");
    }
    // Its way home leaves none of its tags behind (React keeps the head it hydrated).
    await page.locator("#main").getByRole("link", { name: "Back To Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator("title")).toHaveCount(1);
    // A visit already under way in the browser reaches a missing item: its data file answers 404.
    await page.goto("/blog");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    missing = new URL("/blog/no-such-post.data", baseURL).href;
    await page.evaluate(() => {
      history.pushState(null, "", "/blog/no-such-post");
      history.pushState(null, "", "/blog");
      history.back();
    });
    await expect(page).toHaveURL(/\/blog\/no-such-post$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.heading);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(errors).toEqual([]);
  });

  test("offers a search of the site, begun with the missing address's words, in its language", async ({
    page,
    browser,
  }) => {
    const post = collections().posts[0]!;
    const slug = post.href.split("/").at(-1)!;
    const words = slug.replace(/-/g, " ");
    // A post's address under a section that does not exist: the search finds the post.
    await page.goto(`/posts/${slug}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const field = page.getByRole("searchbox", { name: m["notFound.search.label"]() });
    await expect(field).toHaveValue(words);
    await field.press("Enter");
    await expect(page).toHaveURL(`/search?q=${words.replace(/ /g, "+")}`);
    await expect(
      page.getByRole("main").getByRole("link", { name: post.title }).first(),
    ).toBeVisible();

    // In German, to the German search page; the demo page /errors-404 starts with an empty field.
    await page.goto(`/de/beitraege/${slug}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const german = page.getByRole("search").filter({ has: page.locator("#not-found-search") });
    await expect(german).toHaveAttribute("action", "/de/search");
    await expect(
      german.getByRole("searchbox", { name: m["notFound.search.label"]({}, { locale: "de" }) }),
    ).toHaveValue(words);
    await page.goto("/errors-404");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("#not-found-search")).toHaveValue("");
    // Nothing typed: the button keeps the visitor here, in the field.
    await page
      .getByRole("search")
      .filter({ has: page.locator("#not-found-search") })
      .getByRole("button")
      .click();
    await expect(page).toHaveURL(/\/errors-404$/);
    await expect(page.locator("#not-found-search")).toBeFocused();

    // Search runs in the browser: without JavaScript the form is not offered.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto("/nope");
    await expect(noScript.locator("#not-found-title")).toBeVisible();
    await expect(noScript.getByRole("search")).toBeHidden();
    await context.close();
  });

  test("/errors-404 shows the same screen with status 200", async ({ page }) => {
    const response = await page.goto("/errors-404");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("img", { name: /map/ })).toBeVisible();
    await page.getByRole("link", { name: "Back To Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
