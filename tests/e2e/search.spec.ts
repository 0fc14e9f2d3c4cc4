import { expect, test, type Locator, type Page } from "./fixtures";
import { axeViolations } from "./a11y-helpers";

/**
 * Site search: the dialog from the header (and the phone menu), the keys that open it, results in
 * the page's language from the static index, filters by type, and the /search page. The items
 * searched for are read from the site's own lists, so any content passes; the sample's named
 * cases are in sample-content.spec.ts.
 */

/** The dialog's combobox, or the search page's search field. */
const searchBox = (page: Page) =>
  page.getByRole("combobox").or(page.getByRole("main").getByRole("searchbox"));
/** The dialog's options, or the search page's list of links. */
const results = (page: Page) =>
  page
    .getByRole("listbox")
    .getByRole("option")
    .or(
      page
        .getByRole("main")
        .getByRole("list", { name: /^(Results|Ergebnisse)$/ })
        .getByRole("link"),
    );

/** Types a query and waits until the results are those of this query, not the last one's. */
async function typeQuery(page: Page, query: string) {
  await searchBox(page).fill(query);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The first card of a list page that links to `prefix`: its heading and its address. */
async function firstItem(page: Page, list: string, prefix: string, card = "main article") {
  await page.goto(list);
  const item = page
    .locator(card)
    .filter({ has: page.locator(`a[href^="${prefix}"]`) })
    .first();
  const heading = item.getByRole("heading").first();
  const title = (await heading.innerText()).trim();
  // The heading's own link where it has one (a post card's category badge links elsewhere).
  const link = (await heading.getByRole("link").count())
    ? heading.getByRole("link").first()
    : item.locator(`a[href^="${prefix}"]`).first();
  const href = await link.getAttribute("href");
  return { title, href: href! };
}

/** Where an element's top is on the screen once the page has not scrolled for 300 ms. */
function settledTop(element: Locator) {
  return element.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let timer = 0;
        const still = () => {
          window.clearTimeout(timer);
          timer = window.setTimeout(() => {
            window.removeEventListener("scroll", still);
            resolve(Math.round(el.getBoundingClientRect().top));
          }, 300);
        };
        window.addEventListener("scroll", still);
        still();
      }),
  );
}

/** Every request the page makes for search's code or index. */
function watchSearchRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/") || /search-(dialog|panel)/.test(url.pathname))
      requests.push(url.pathname);
  });
  return requests;
}

async function openWithButton(page: Page) {
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height } });

    test("nothing of search loads before it is opened; a post is found by its title, first", async ({
      page,
    }) => {
      const post = await firstItem(page, "/blog", "/blog/");
      const requests = watchSearchRequests(page);
      // Pagefind compiles WebAssembly under the page's own policy ('wasm-unsafe-eval', nothing more).
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          blocked.push(message.text());
      });
      await page.goto("/");
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState("networkidle");
      expect(requests, "search requests before the dialog opens").toEqual([]);

      await openWithButton(page);
      await typeQuery(page, post.title);
      await expect(results(page).first()).toContainText(post.title);
      expect(requests.some((path) => path.startsWith("/pagefind/"))).toBe(true);
      // The match is highlighted in the excerpt, and the result says what it is.
      await expect(results(page).first().locator("mark").first()).toBeVisible();
      await expect(results(page).first()).toContainText("Post");

      expect(blocked).toEqual([]);

      // A result is a link: Ctrl/⌘-click opens it in a new tab, and the dialog stays open.
      await expect(results(page).first()).toHaveAttribute("href", post.href);
      const tab = page.context().waitForEvent("page");
      await results(page)
        .first()
        .click({ modifiers: ["ControlOrMeta"] });
      await (await tab).close();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("dialog")).toBeVisible();

      await results(page).first().click();
      await expect(page).toHaveURL(new RegExp(`${post.href}$`));
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    });

    test("an open role is found by its title", async ({ page }) => {
      const role = await firstItem(page, "/career", "/career/");
      await page.goto("/");
      await openWithButton(page);
      await typeQuery(page, role.title);
      await expect(results(page).first()).toContainText(role.title);
      await expect(results(page).first()).toContainText("Open role");
    });
  });
}

test.describe("on a phone held sideways", () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test("the result chosen with the arrow keys shows whole", async ({ page }) => {
    // The filters wrap to two rows at this width: the results list once got what was left of
    // the dialog's 80% of 390px, 6px, and showed nothing of the three results it counted.
    const post = await firstItem(page, "/blog", "/blog/");
    await page.goto("/");
    await openWithButton(page);
    await typeQuery(page, post.title);
    await expect(results(page).first()).toContainText(post.title);
    await page.keyboard.press("ArrowDown");
    const chosen = page.locator('[role="option"][aria-selected="true"]');
    await expect(chosen).toContainText(post.title);
    // Within the window, and within every box between it and the dialog that clips it.
    await expect
      .poll(() =>
        chosen.evaluate((option) => {
          const r = option.getBoundingClientRect();
          const hidden: string[] = [];
          if (r.top < 0 || r.bottom > window.innerHeight) hidden.push("the window");
          for (let a = option.parentElement; a && a.tagName !== "BODY"; a = a.parentElement) {
            if (getComputedStyle(a).overflowY === "visible") continue;
            const b = a.getBoundingClientRect();
            if (r.top < b.top - 1 || r.bottom > b.bottom + 1)
              hidden.push(`${a.tagName.toLowerCase()} ${Math.round(b.height)}px high`);
          }
          return hidden;
        }),
      )
      .toEqual([]);
  });
});

test("a German page searches the German index and links to German pages", async ({ page }) => {
  // A post written in German: nothing in its card on /de/blog is marked as another language.
  const post = await firstItem(page, "/de/blog", "/de/blog/", "main article:not(:has([lang]))");
  expect(post.href).toMatch(/^\/de\/blog\//);
  await page.goto("/de");
  await page.getByRole("banner").getByRole("button", { name: "Suche", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Website durchsuchen" })).toBeVisible();
  await typeQuery(page, post.title);
  await expect(results(page).first()).toContainText(post.title);
  await expect(results(page).first()).toContainText("Beitrag");
  await expect(results(page).first()).toHaveAttribute("href", post.href);
  await searchBox(page).press("ArrowDown");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`${post.href}$`));
});

test("filters narrow the results to the chosen types", async ({ page }) => {
  await page.goto("/");
  await openWithButton(page);
  // A word most pages use: results of several types.
  await typeQuery(page, "Finlo");
  await expect(results(page).first()).toBeVisible();
  const all = await results(page).count();
  const dialog = page.getByRole("dialog");
  const post = dialog.getByRole("button", { name: /^Post\b/ });
  await post.click();
  await expect(post).toHaveAttribute("aria-pressed", "true");
  await expect(async () => {
    const shown = await results(page).allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(all);
    for (const text of shown) expect(text).toMatch(/\bPost\b/i);
  }).toPass();
  // A second type widens the list again.
  await dialog.getByRole("button", { name: /^Page\b/ }).click();
  await expect(async () => {
    const types = await results(page).allInnerTexts();
    expect(types.some((text) => /\bPage\b/i.test(text))).toBe(true);
  }).toPass();
});

test("no results: says so and offers the main sections", async ({ page }) => {
  await page.goto("/");
  await openWithButton(page);
  await typeQuery(page, "zzqxv");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("No results for “zzqxv”")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Blog" })).toBeVisible();
  // No type has anything to narrow to: none is offered.
  for (const button of await dialog.locator("fieldset button").all()) await expect(button).toBeDisabled();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
});

test("a word with a slip in it still finds what was meant, and says so", async ({ page }) => {
  const post = await firstItem(page, "/blog", "/blog/");
  const word = post.title
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 7)
    .sort((a, b) => b.length - a.length)[0];
  test.skip(!word, "the newest post's title has no word of seven letters");
  // One letter dropped after the first four: "Pipeline" → "Pipeine".
  const slip = word!.slice(0, 4) + word!.slice(5);
  await page.goto(`/search?q=${encodeURIComponent(slip)}`);
  await expect(results(page).filter({ hasText: post.title }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `No exact match for “${slip}”`,
  );
  // A query that matches as typed says nothing of the kind.
  await searchBox(page).fill(word!);
  await expect(results(page).filter({ hasText: post.title }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).not.toContainText("No exact match");
});

/** Each shown result as its title and its excerpt. */
const shownResults = (page: Page) =>
  results(page).evaluateAll((options) =>
    options.map((option) => {
      const [head, excerpt] = Array.from(option.children) as HTMLElement[];
      return {
        title: head?.firstElementChild?.textContent?.trim() ?? "",
        excerpt: excerpt?.textContent ?? "",
      };
    }),
  );

test("a result's excerpt is its page's own words: no heading links' marks, no other items' cards", async ({
  page,
}) => {
  // A section heading of a post: the excerpt around it reads as text ("…Nice to have# …" before).
  const post = await firstItem(page, "/blog", "/blog/");
  await page.goto(post.href);
  const heading = page.locator("main .prose h2").first();
  test.skip(!(await heading.count()), "the first post has no section heading");
  const words = (await heading.evaluate((h) => h.firstChild?.textContent ?? "")).trim();

  // A role's page lists other open roles under it; searching one of those finds that role, and
  // the first role's result (if any) shows its own words, not the card of the other.
  const role = await firstItem(page, "/career", "/career/");
  await page.goto(role.href);
  const otherCard = page
    .locator("main article")
    .filter({ has: page.locator('a[href^="/career/"]') })
    .first();
  const other = (await otherCard.count())
    ? (await otherCard.getByRole("heading").first().innerText()).trim()
    : undefined;

  await page.goto("/");
  await openWithButton(page);
  await typeQuery(page, words);
  await expect(results(page).filter({ hasText: post.title }).first()).toBeVisible();
  for (const result of await shownResults(page))
    expect(result.excerpt, `the excerpt of “${result.title}”`).not.toContain("#");

  if (!other) return;
  await typeQuery(page, other);
  await expect(results(page).first()).toContainText(other);
  for (const result of await shownResults(page))
    if (result.title === role.title)
      expect(result.excerpt, `“${role.title}” shows the card of “${other}”`).not.toContain(other);
});

test("a person is found by their own words, not by the section every person's page ends with", async ({
  page,
}) => {
  await page.goto("/team");
  const people = (await page.locator("main article").getByRole("heading").allInnerTexts()).map(
    (name) => name.trim(),
  );
  const person = await firstItem(page, "/team", "/team/");
  await page.goto(person.href);
  // The other people, under the same heading on every person's page (none on a team of one).
  const others = page.locator("main #more-members");
  test.skip(!(await others.count()), "a team of one");
  const heading = (await others.innerText()).trim();
  await openWithButton(page);
  await typeQuery(page, heading);
  for (const result of await shownResults(page))
    if (people.includes(result.title))
      expect(result.excerpt, `“${result.title}” found by “${heading}”`).not.toContain(heading);
});

test("plans shown on several pages are found on the pricing page alone", async ({ page }) => {
  // The home pages that show the plans too (app/routes/home-2.tsx, home-3.tsx).
  const repeats: string[] = [];
  for (const path of ["/home-2", "/home-3"]) {
    await page.goto(path);
    repeats.push((await page.getByRole("heading", { level: 1 }).innerText()).trim());
  }
  await page.goto("/pricing");
  const pricing = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  // A plan's own sentence, which its card carries wherever the plans are shown.
  const sentence = (
    await page.locator("main article").first().locator("p").first().innerText()
  ).trim();
  await openWithButton(page);
  await typeQuery(page, sentence);
  await expect(results(page).filter({ hasText: pricing }).first()).toBeVisible();
  const titles = (await shownResults(page)).map((result) => result.title);
  for (const title of repeats) expect(titles, "a home page found by a plan").not.toContain(title);
});

test("a project's facts read as words in its excerpt, each term apart from its value", async ({
  page,
}) => {
  const project = await firstItem(page, "/portfolio-grid", "/portfolio/");
  await page.goto(project.href);
  // The facts card: a description list (client, services, year …), its first term and value.
  const term = (await page.locator("main dl dt").first().innerText()).trim();
  const value = (await page.locator("main dl dd").first().innerText()).trim();
  await openWithButton(page);
  await typeQuery(page, value);
  await expect(results(page).filter({ hasText: project.title }).first()).toBeVisible();
  const result = (await shownResults(page)).find((r) => r.title === project.title);
  expect(result, `“${project.title}” among the results for “${value}”`).toBeTruthy();
  // “ClientFernhill Business Bank” before: the term ran into its value.
  expect(result!.excerpt.toLowerCase()).not.toContain(
    `${term}${value.split(" ")[0]}`.toLowerCase(),
  );
  expect(result!.excerpt).toContain(`${value.split(" ")[0]}`);
});

test("an excerpt says “…” where it leaves words of its page out, and only there", async ({
  page,
}) => {
  const post = await firstItem(page, "/blog", "/blog/");
  await page.goto(post.href);
  // What search indexes of the page (scripts/search-index.mjs): main less its ignored parts, with
  // images' alt texts; and a long word of its middle paragraphs that occurs nowhere else in it
  // (by its first five letters, so no other form of the word matches elsewhere).
  const { indexed, word } = await page.evaluate(() => {
    const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
    main
      .querySelectorAll('[data-pagefind-ignore], .heading-anchor, [role="img"], script, style')
      .forEach((el) => el.remove());
    main.querySelectorAll("img").forEach((img) => img.replaceWith(` ${img.alt} `));
    const text = main.textContent ?? "";
    const paragraphs = Array.from(document.querySelectorAll("main .prose > p"));
    const third = Math.floor(paragraphs.length / 3);
    const middle = paragraphs.slice(third, paragraphs.length - third).map((p) => p.textContent);
    const once = (w: string) => text.toLowerCase().split(w.slice(0, 5).toLowerCase()).length === 2;
    const words = (middle.join(" ").match(/\p{L}{7,}/gu) ?? []).filter(once);
    return { indexed: text, word: paragraphs.length >= 3 ? words[0] : undefined };
  });
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  await openWithButton(page);
  const excerptFor = async (query: string) => {
    await typeQuery(page, query);
    await expect(results(page).filter({ hasText: post.title }).first()).toBeVisible();
    const excerpt = (await shownResults(page)).find((r) => r.title === post.title)!.excerpt;
    const words = letters(excerpt);
    expect(letters(indexed), `the excerpt for “${query}” is the page's own words`).toContain(words);
    expect(excerpt.startsWith("…"), `“${excerpt}” starts mid-page`).toBe(
      !letters(indexed).startsWith(words),
    );
    expect(excerpt.endsWith("…"), `“${excerpt}” ends mid-page`).toBe(
      !letters(indexed).endsWith(words),
    );
    return excerpt;
  };
  // The title opens the page's words: its excerpt starts with them.
  await excerptFor(post.title);
  test.skip(!word, "the first post has no long word in its middle paragraphs that occurs once");
  expect(await excerptFor(word!)).toMatch(/^…/);
});

test("the keyboard alone opens search, chooses a result and leaves", async ({ page }) => {
  const post = await firstItem(page, "/blog", "/blog/");
  await page.goto("/about-us");
  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(post.title);
  await expect(results(page).first()).toContainText(post.title);
  await page.keyboard.press("ArrowDown");
  await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", /option-0$/);
  await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  await expect(results(page).last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  // Ctrl+Enter opens the chosen result in a new tab and leaves the dialog open here.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.keyboard.press("Control+Enter"),
  ]);
  await expect(tab).toHaveURL(new RegExp(`${post.href}$`));
  await tab.close();
  await expect(searchBox(page)).toBeFocused();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${post.href}$`));
  // The new page has rendered once focus has moved to its content (root.tsx); only then is it
  // the page the next search opens over (a render that lands later moves focus to it).
  await expect(page.getByRole("main")).toBeFocused();

  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  const button = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});

test("the phone menu opens search too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  // Escape closes search only; the next one closes the menu.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeHidden();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("Escape closes the dialog at the first press, with words in the box", async ({ page }) => {
  await page.goto("/");
  await openWithButton(page);
  await typeQuery(page, "Finlo");
  // Chromium's search box would clear itself first and leave the dialog open.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Search", exact: true }),
  ).toBeFocused();

  // Back while it is open (a phone's back gesture) closes it, not only the page behind it.
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await openWithButton(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

/** The FAQ page's questions (each heading's id is its answer's address), the last first. */
async function faqQuestions(page: Page) {
  await page.goto("/faq");
  const headings = page
    .getByRole("main")
    .locator("h2[id], h3[id], h4[id]")
    .filter({ has: page.locator("button[aria-expanded]") });
  const all = await headings.evaluateAll((list) =>
    list.map((heading) => ({ id: heading.id, question: heading.textContent!.trim() })),
  );
  return all.filter(({ id }) => /-q-\d+$/.test(id)).reverse();
}

/** Searches for a question from the dialog and chooses its "Answer" result. */
async function chooseAnswer(page: Page, question: string) {
  await openWithButton(page);
  await typeQuery(page, question);
  const answer = results(page).filter({ hasText: question }).filter({ hasText: "Answer" }).first();
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute("href", /^\/faq#[\w-]+-q-\d+$/);
  await answer.click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

test("an FAQ answer found by search is scrolled to and open, from another page and from the FAQ", async ({
  page,
}) => {
  // The last questions: below the fold at the top of the page.
  const [last, before] = await faqQuestions(page);
  expect(last, "the FAQ page lists questions").toBeTruthy();

  const expectOpenAt = async ({ id, question }: { id: string; question: string }) => {
    await expect(page).toHaveURL(new RegExp(`/faq#${id}$`));
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toContainText(question);
    await expect(heading).toBeInViewport();
    await expect(heading.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  };

  await page.goto("/pricing");
  await chooseAnswer(page, last!.question);
  await expectOpenAt(last!);

  // From the FAQ page itself, opened at its top: another question.
  const other = before ?? last!;
  await page.goto("/faq");
  await chooseAnswer(page, other.question);
  await expectOpenAt(other);
});

test("shows progress within 100 ms while search loads on a slow connection", async ({ page }) => {
  await page.goto("/");
  // Hold back search's code and index, as a slow phone connection would.
  await page.route(/\/(pagefind\/|assets\/search-)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Timed in the page: from the click to the first status saying search is loading.
  await page.evaluate(() => {
    const times = ((window as unknown as { searchTimes: number[] }).searchTimes = [] as number[]);
    document.addEventListener("click", () => times.push(performance.now()), { capture: true });
    new MutationObserver(() => {
      if (
        times.length === 1 &&
        [...document.querySelectorAll('[role="status"]')].some((el) =>
          el.textContent?.includes("Loading search"),
        )
      )
        times.push(performance.now());
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Loading search…" }).first(),
  ).toBeVisible();
  const [clicked, shown] = await page.evaluate(
    () => (window as unknown as { searchTimes: number[] }).searchTimes,
  );
  expect(shown! - clicked!).toBeLessThan(100);
  await expect(searchBox(page)).toBeVisible({ timeout: 10_000 });

  // Then only the index's chunks held back: a search that waits for them says it is under way
  // (nothing at all was shown before).
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route(/\/pagefind\/(index|fragment)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue().catch(() => {});
  });
  await searchBox(page).fill("Finlo");
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Searching…");
});

for (const [scheme, searchPage] of [
  ["light", "/search?q=Finlo"],
  ["dark", "/de/search?q=Finlo"],
] as const) {
  test(`axe finds nothing in the open dialog with results, nor on ${searchPage} (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.goto("/");
    await openWithButton(page);
    await typeQuery(page, "Finlo");
    await expect(results(page).first()).toBeVisible();
    await searchBox(page).press("ArrowDown");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Post\b/ })
      .click();
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);

    await page.goto(searchPage);
    await expect(results(page).first()).toBeVisible();
    await results(page).first().focus();
    expect(await axeViolations(page, "main")).toEqual([]);
  });
}

test.describe("the search page", () => {
  test("keeps the query in the address, lists links, and Back returns to the result followed", async ({
    page,
  }) => {
    const post = await firstItem(page, "/blog", "/blog/");
    await page.goto(`/search?q=${encodeURIComponent(post.title)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
    await expect(searchBox(page)).toHaveValue(post.title);
    await expect(results(page).first()).toContainText(post.title);
    // A search field over a list of links (docs/decisions/0029-search.md), not a listbox.
    await expect(results(page).first()).toHaveAttribute("href", post.href);
    await expect(page.getByRole("main").getByRole("listbox")).toHaveCount(0);
    // The language switcher keeps the query, from the address the page was opened at.
    const query = new URLSearchParams({ q: post.title });
    await expect(page.getByRole("banner").getByRole("link", { name: "Deutsch" })).toHaveAttribute(
      "href",
      `/de/search?${query}`,
    );

    // A word on most pages; the results past the first 30 too, then the last one followed.
    await typeQuery(page, "the");
    await expect(page).toHaveURL(/\/search\?q=the$/);
    // Enter (a phone keyboard's search key) goes to the results, out from under the keyboard.
    await searchBox(page).press("Enter");
    await expect(results(page).first()).toBeFocused();
    const more = page.getByRole("button", { name: "Show more results" });
    if (await more.isVisible()) {
      await more.click();
      await expect(results(page).nth(30)).toBeVisible();
    }
    const shown = await results(page).count();
    const href = (await results(page).last().getAttribute("href"))!;
    await results(page).last().scrollIntoViewIfNeeded();
    const top = await settledTop(results(page).last());
    await results(page).last().click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=the$/);
    await expect(searchBox(page)).toHaveValue("the");
    // As many results as were shown, and the one followed in view with the focus on it.
    await expect(results(page)).toHaveCount(shown);
    await expect(results(page).last()).toBeFocused();
    await expect(results(page).last()).toBeInViewport();
    // Where it was on the screen, once the page is still: not carried off by the route change's
    // glide to the top, which Back starts before the results are back.
    await expect.poll(() => settledTop(results(page).last())).toBe(top);
  });

  for (const [path, label] of [
    ["/search", "Search the site"],
    ["/de/search", "Website durchsuchen"],
  ] as const) {
    test(`${path}: typing key by key keeps every letter, the focus and the address`, async ({
      page,
    }) => {
      // A word from the newest post's title, as a visitor would type it.
      const post = await firstItem(
        page,
        path === "/search" ? "/blog" : "/de/blog",
        path === "/search" ? "/blog/" : "/de/blog/",
      );
      const word = post.title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
      await page.goto(path);
      const box = page.getByRole("searchbox", { name: label });
      await box.click();
      await box.pressSequentially(word);
      await expect(box).toHaveValue(word);
      await expect(box).toBeFocused();
      await expect(page).toHaveURL(`${path}?${new URLSearchParams({ q: word })}`);
      // And more typed after the address has changed.
      await box.pressSequentially(" x");
      await expect(box).toHaveValue(`${word} x`);
      await expect(box).toBeFocused();
      // Every language switcher (the header's, the phone menu's) leads to the same search in the
      // other language.
      const other = path === "/search" ? "/de/search" : "/search";
      const carried = `${other}?${new URLSearchParams({ q: `${word} x` })}`;
      const switchers = page.locator(`a[hreflang="${path === "/search" ? "de" : "en"}"]`);
      await expect(switchers).not.toHaveCount(0);
      await expect(async () =>
        expect(
          new Set(await switchers.evaluateAll((links) => links.map((a) => a.getAttribute("href")))),
        ).toEqual(new Set([carried])),
      ).toPass();
    });
  }

  test("shows more results on request, in steps, and says how many are shown", async ({ page }) => {
    // A word on most pages: more results than the page shows at first.
    await page.goto("/search?q=the");
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toContainText("results");
    const total = Number(/(\d+) results/.exec((await status.innerText()) ?? "")?.[1]);
    test.skip(!(total > 30), `only ${total} results for “the”`);
    await expect(results(page)).toHaveCount(30);
    await expect(status).toContainText(`${total} results, 30 shown`);
    const more = page.getByRole("button", { name: "Show more results" });
    // From the keyboard: focus moves to the first new result, so Tab goes on from there.
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(results(page)).toHaveCount(Math.min(60, total));
    await expect(results(page).nth(30)).toBeFocused();
    if (total <= 60) {
      await expect(status).toHaveText(`${total} results`);
      await expect(more).toBeHidden();
    }
  });

  test("the dialog's “all results” keeps the chosen types, and the address keeps them", async ({
    page,
  }) => {
    // Each filter's label and its name in the address, in the filters' order.
    const types = [
      ["Post", "post"],
      ["Open role", "role"],
      ["Service", "service"],
      ["Person", "person"],
      ["Project", "project"],
      ["Answer", "faq"],
      ["Page", "page"],
    ] as const;
    await page.goto("/");
    await openWithButton(page);
    await typeQuery(page, "the");
    const dialog = page.getByRole("dialog");
    const filter = (label: string) =>
      dialog.getByRole("button", { name: new RegExp(`^${label}\\b`) });
    // A type with more results than the dialog lists (8).
    await expect(filter("Post")).toHaveText(/\d/);
    let chosen: (typeof types)[number] | undefined;
    for (const type of types)
      if (Number(/\d+/.exec(await filter(type[0]).innerText())?.[0]) > 8) chosen = chosen ?? type;
    test.skip(!chosen, "no type has more than 8 results for “the”");
    const [label, name] = chosen!;
    await filter(label).click();
    await expect(async () => {
      const shown = await results(page).allInnerTexts();
      expect(shown.length).toBe(8);
      for (const text of shown) expect(text).toMatch(new RegExp(`\\b${label}\\b`, "i"));
    }).toPass();
    await dialog.getByRole("link", { name: /^All results on the search page/ }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=the&type=${name}$`));
    const main = page.getByRole("main");
    const onPage = (label: string) =>
      main.getByRole("button", { name: new RegExp(`^${label}\\b`) });
    await expect(onPage(label)).toHaveAttribute("aria-pressed", "true");
    await expect(results(page).nth(8)).toBeVisible();
    for (const text of await results(page).allInnerTexts())
      expect(text).toMatch(new RegExp(`\\b${label}\\b`, "i"));
    // Another type chosen on the page is written into the address, in the filters' order.
    const other = types.find((type) => type !== chosen)!;
    await onPage(other[0]).click();
    const both = types.filter((type) => type === chosen || type === other).map((type) => type[1]);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=the&type=${both[0]}&type=${both[1]}$`));
    await onPage(label).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=the&type=${other[1]}$`));
  });

  test("the site declares it to search engines, in each language", async ({ request }) => {
    for (const [home, target] of [
      ["/", "/search?q={search_term_string}"],
      ["/de", "/de/search?q={search_term_string}"],
    ] as const) {
      const html = await (await request.get(home)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1]!));
      const site = blocks.find((block) => block["@type"] === "WebSite");
      expect(site?.potentialAction?.["@type"]).toBe("SearchAction");
      expect(
        new URL(site.potentialAction.target.urlTemplate).pathname + "?q={search_term_string}",
      ).toBe(target);
    }
  });

  test("without JavaScript, explains and offers the main sections and the sitemap", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de/search");
    await expect(page.getByRole("heading", { name: "Die Suche braucht JavaScript" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Blog" })).toHaveAttribute(
      "href",
      "/de/blog",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Sitemap aller Seiten" }),
    ).toHaveAttribute("href", "/sitemap.xml");
    await expect(page.getByText("Suche wird geladen…")).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Suche" })).toBeHidden();
    await context.close();
  });
});
