import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { collections } from "../../app/content/collections/load.server";
import { FEED_SIZE } from "../../app/content/collections/outputs.server";
import { BLOG_PAGE_SIZE, blogPage, blogPageCount, featuredSlug, listJobs, postsInCategory, postsWithTag, termSlug } from "../../app/content/collections/queries.server";
import { itemBase, sampleRoute, type CollectionName } from "../../app/content/collections/schemas.server";
import { contactForm } from "../../app/content/contact";
import { applyPageCopy, jobPageCopy } from "../../app/content/copy/items";
import { readFileSync } from "node:fs";
import { auditBothThemes, hydrated } from "./a11y-helpers";

/** The application page's own words (messages/en/items.json), where it differs from /contact-us. */
const itemMessages = JSON.parse(readFileSync("messages/en/items.json", "utf8")) as Record<string, unknown>;
const applyWord = (key: string): string => {
  const value = itemMessages[key];
  if (typeof value !== "string") throw new Error(`messages/en/items.json has no ${key}`);
  return value;
};

/**
 * One page per post, job, member, service and project, from content/*.md. Covers
 * /blog/<slug>, /career/<slug>, /team/<slug>, /service/<slug>, /portfolio/<slug>,
 * /blog/category/<name>, /blog/tag/<name>, /blog/page/<n>, /career/<slug>/apply and the spec's
 * /single-blog, /single-career, /single-team, /single-service, /single-portfolio.
 */
const c = collections();
/** An open role, if content/careers/ has one. */
const openJob = listJobs()[0];
const origin = "https://www.finlo.example";
const item = (collection: CollectionName, slug: string) => `${itemBase[collection]}/${slug}`;

/** The visible h1 of a prerendered page, from its HTML (no browser needed). */
async function h1Of(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return decode(inner.replace(/<[^>]+>/g, "")).trim();
}

function decode(text: string) {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const itemLink = /^\/(blog|career|team|service|portfolio)\/[a-z0-9-]+$/;

/** Every page that shows cards of collection items. */
const listPages = [
  "/",
  "/home-3",
  "/about-us",
  "/team",
  "/service",
  "/career",
  "/blog",
  ...(blogPageCount() > 1 ? ["/blog/page/2"] : []),
  "/blog-column-one",
  "/blog-column-two",
  "/portfolio-grid",
  "/portfolio-classic",
  `/blog/category/${termSlug(c.posts[0]!.category)}`,
  `/blog/tag/${termSlug(c.entries.blog[0]!.data.tags[0]!)}`,
  item("blog", featuredSlug("blog")),
  item("careers", featuredSlug("careers")),
  item("team", featuredSlug("team")),
  item("services", featuredSlug("services")),
  item("portfolio", featuredSlug("portfolio")),
];

test.describe("cards", () => {
  test("on every list page, every card links to its own item's page, whose h1 is the card's title", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // The prerendered pages, read without JavaScript: the cards are in the HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const titles = new Map<string, string>();
    for (const path of listPages) {
      await page.goto(path);
      // Cards: the main column's <article>s with a link, other than the page's own article, its
      // comments and the pricing plans (feature and testimonial cards link nowhere).
      const cards = await page
        .locator(
          "main article:has(a[href]):not(:has(h1)):not(article article):not(#pricing article)",
        )
        .evaluateAll((articles) =>
          articles.map((card) => ({
            title: (card.querySelector("h2, h3") as HTMLElement | null)?.innerText.trim() ?? "",
            hrefs: Array.from(
              card.querySelectorAll("a[href]"),
              (a) => a.getAttribute("href") ?? "",
            ),
          })),
        );
      expect(cards.length, `cards on ${path}`).toBeGreaterThan(0);
      const targets = new Map<string, string>();
      for (const { title, hrefs } of cards) {
        const href = hrefs.find((h) => itemLink.test(h));
        expect(href, `${path}: the card "${title}" links to an item page`).toBeDefined();
        expect(
          targets.has(href!),
          `${path}: "${title}" and "${targets.get(href!)}" share ${href}`,
        ).toBe(false);
        targets.set(href!, title);
        titles.set(href!, title);
      }
    }
    await context.close();
    for (const [href, title] of titles) expect(await h1Of(request, href), href).toBe(title);
  });

  test("a card opens its page client-side, from the page's data file", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
    const second = c.posts[1]!;
    await page.getByRole("link", { name: second.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${second.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(page.locator(".prose")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
  });
});

test.describe("an owner's long word", () => {
  // Longer than a phone's line at any of the site's sizes: a compound, a product code, a URL.
  const word = "Rechnungseingangsbearbeitungsautomatisierungsplattformen";

  /** Puts the word into every element the selector finds, then measures the page. */
  async function widthsWith(page: Page, selector: string) {
    return page.evaluate(
      ([selector, word]) => {
        const targets = [...document.querySelectorAll<HTMLElement>(selector)];
        for (const target of targets) target.textContent = `${word} ${target.textContent}`;
        return {
          replaced: targets.length,
          page: document.documentElement.scrollWidth - innerWidth,
          // A box that cuts its text off shows less than its content.
          clipped: targets.filter((t) => t.scrollWidth > t.clientWidth + 1).length,
        };
      },
      [selector, word] as const,
    );
  }

  test.use({ viewport: { width: 390, height: 844 } });

  test("breaks in a card's title, a tag, the sidebar and a crumb instead of widening the list", async ({
    page,
  }) => {
    await page.goto("/blog");
    const result = await widthsWith(
      page,
      "main article h2 a, main article h3 a, aside a, nav[aria-label='Breadcrumb'] li:last-child span",
    );
    expect(result.replaced).toBeGreaterThan(3);
    expect(result).toMatchObject({ page: 0 });
  });

  test("breaks in a post's title, crumb, tags and neighbours instead of running off the screen", async ({
    page,
  }) => {
    // The blog's sample route: its featured post.
    await page.goto("/single-blog");
    const result = await widthsWith(
      page,
      "main h1, nav[aria-label='Breadcrumb'] li:last-child span, main ul[aria-labelledby='article-tags'] a, main nav a",
    );
    expect(result.replaced).toBeGreaterThan(3);
    expect(result).toMatchObject({ page: 0, clipped: 0 });
  });

  test("breaks in the cards of roles, people, services and projects instead of widening their lists", async ({
    page,
  }) => {
    for (const list of ["/career", "/team", "/service", "/portfolio-grid", "/portfolio-classic"]) {
      await page.goto(list);
      const result = await widthsWith(page, "main article h2, main article h3");
      expect(result.replaced, list).toBeGreaterThan(0);
      expect(result.page, list).toBe(0);
    }
  });
});

test.describe("blog lists", () => {
  const titlesOn = async (request: APIRequestContext, path: string) => {
    const html = await (await request.get(path)).text();
    const main = html.slice(
      html.indexOf('id="articles"'),
      html.indexOf('aria-label="Blog sidebar"'),
    );
    return [...main.matchAll(/<article[\s\S]*?<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) =>
      decode(m[1]!),
    );
  };

  test("every category and tag page lists exactly its posts, newest first", async ({ request }) => {
    for (const name of new Set(c.posts.map((p) => p.category))) {
      const expected = postsInCategory(termSlug(name))!.posts.map((p) => p.title);
      expect(await titlesOn(request, `/blog/category/${termSlug(name)}`), name).toEqual(expected);
    }
    for (const name of new Set(c.entries.blog.flatMap((e) => e.data.tags))) {
      const expected = postsWithTag(termSlug(name))!.posts.map((p) => p.title);
      expect(await titlesOn(request, `/blog/tag/${termSlug(name)}`), name).toEqual(expected);
    }
  });

  test("pagination pages list the next posts at /blog's page size, in a labelled nav", async ({
    page,
    request,
  }) => {
    test.skip(blogPageCount() === 1, "content/blog/ has one page of posts");
    for (let n = 2; n <= blogPageCount(); n++) {
      const expected = blogPage(n)!.map((p) => p.title);
      expect(expected.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
      expect(await titlesOn(request, `/blog/page/${n}`)).toEqual(expected);
    }
    expect((await request.get(`/blog/page/${blogPageCount() + 1}`)).status()).toBe(404);
    await page.goto("/blog/page/2");
    const nav = page.getByRole("navigation", { name: "Pagination" });
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blog");
  });

  test("/blog/page/1 lists /blog's posts, names /blog as its address and stays out of search", async ({
    request,
  }) => {
    // Always built, so the route has a page when every post fits on /blog (React Router needs one).
    expect(await titlesOn(request, "/blog/page/1")).toEqual(blogPage(1)!.map((p) => p.title));
    const html = await (await request.get("/blog/page/1")).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog"/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/blog/page/1<");
  });

  test("the sidebar's categories and tags lead to their lists", async ({ page }) => {
    await page.goto("/blog");
    const aside = page.getByRole("complementary", { name: "Blog sidebar" });
    const category = aside.getByRole("region", { name: "Categories" }).getByRole("link").first();
    await category.click();
    await expect(page).toHaveURL(/\/blog\/category\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Category: /);
  });

  test("a post has previous/next links, up to three related posts and its author's page", async ({
    page,
  }) => {
    test.skip(c.posts.length < 3, "fewer than three posts in content/blog/");
    const post = c.posts[1]!;
    await page.goto(post.href);
    const nav = page.getByRole("navigation", { name: "More posts" });
    await expect(nav.getByRole("link", { name: new RegExp(c.posts[2]!.title) })).toHaveAttribute(
      "href",
      c.posts[2]!.href,
    );
    await expect(nav.getByRole("link", { name: new RegExp(c.posts[0]!.title) })).toHaveAttribute(
      "href",
      c.posts[0]!.href,
    );
    await expect(
      page.getByRole("region", { name: "Related articles" }).getByRole("article"),
    ).toHaveCount(Math.min(3, c.posts.length - 1));
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await page.getByRole("link", { name: post.author }).first().click();
    await expect(page).toHaveURL(new RegExp(`${post.authorHref}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.author);
  });
});

test.describe("the spec's sample routes", () => {
  test("answer 200 with the featured item and a canonical link to its own page", async ({
    request,
  }) => {
    for (const [collection, path] of Object.entries(sampleRoute) as [CollectionName, string][]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const own = item(collection, featuredSlug(collection));
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${own}"/>`);
      expect(await h1Of(request, path), path).toBe(await h1Of(request, own));
    }
  });
});

test.describe("Apply Now", () => {
  const job = openJob!;
  test.skip(!openJob, "no open role in content/careers/");

  test("fills in the contact form's subject with the role, with JavaScript", async ({ page }) => {
    await page.goto(job.href);
    await page.getByRole("link", { name: "Apply Now" }).click();
    const form = page.getByRole("form", { name: applyWord("items.apply.formLabel") });
    await expect(page.getByRole("heading", { name: applyWord("items.apply.formHeading") })).toBeVisible();
    await expect(page.getByRole("heading", { name: contactForm.heading })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Subject" })).toHaveValue(applyPageCopy.subject(job.title));
    await expect(form.getByRole("textbox", { name: "Your message" })).toHaveAttribute(
      "placeholder",
      applyWord("items.apply.messagePlaceholder"),
    );
    await expect(form.getByRole("button", { name: applyWord("items.apply.submit") })).toBeVisible();
    // Beside the form, the role instead of the office: its facts and the way back to its description.
    const role = page.getByRole("region", { name: applyWord("items.job.factsTitle") });
    await expect(role.getByRole("definition")).toHaveText([job.department, job.location, job.typeLabel, job.salary]);
    await expect(page.getByRole("heading", { name: "Our office location" })).toHaveCount(0);
    await role.getByRole("link", { name: applyWord("items.apply.roleLink") }).click();
    await expect(page).toHaveURL(new RegExp(`${job.href}$`));
  });

  test("the application page passes axe at 390 and 1440px in both themes, in each language", async ({ page }) => {
    for (const path of [`${job.href}/apply`, `/de${job.href}/apply`])
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        await auditBothThemes(page, undefined, `${path} at ${width}px`);
      }
  });

  test("on a phone it comes before the posting, not only after it", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(job.href);
    const apply = page.getByRole("link", { name: "Apply Now" });
    await expect(apply).toHaveCount(2);
    const [first, body] = await Promise.all([
      apply.first().boundingBox(),
      page.locator("main .prose").boundingBox(),
    ]);
    expect(first!.y).toBeLessThan(body!.y);
    await context.close();
  });

  test("fills in the contact form's subject with the role, without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(job.href);
    await page.getByRole("link", { name: "Apply Now" }).click();
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(
      applyPageCopy.subject(job.title),
    );
    await context.close();
  });

  test("a closed role keeps its page, says so, is noindex and leaves the lists and sitemap", async ({
    page,
    request,
  }) => {
    const closed = c.jobs.filter((j) => j.closed);
    test.skip(closed.length === 0, "no job in content/careers/ is past its validThrough");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const career = await (await request.get("/career")).text();
    for (const job of closed) {
      await page.goto(job.href);
      await expect(page.getByRole("heading", { name: jobPageCopy.closedTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect(sitemap).not.toContain(`${job.href}<`);
      expect(career).not.toContain(job.title);
      // Its application page stays (a shared link, a post that links it) and says it is closed.
      await page.goto(`${job.href}/apply`);
      await expect(page.getByRole("heading", { name: jobPageCopy.closedTitle })).toBeVisible();
      await expect(page.locator("main form")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });
});

test.describe("JSON-LD", () => {
  const required: Record<string, { path: string; props: string[] }> = {
    BlogPosting: {
      path: item("blog", featuredSlug("blog")),
      props: [
        "headline",
        "description",
        "image",
        "datePublished",
        "dateModified",
        "author",
        "publisher",
        "mainEntityOfPage",
      ],
    },
    JobPosting: {
      path: (openJob ?? c.jobs[0]!).href,
      props: [
        "title",
        "description",
        "datePosted",
        "validThrough",
        "employmentType",
        "hiringOrganization",
        "baseSalary",
      ],
    },
    Person: {
      path: item("team", featuredSlug("team")),
      props: ["name", "jobTitle", "url", "worksFor"],
    },
    Service: {
      path: item("services", featuredSlug("services")),
      props: ["name", "description", "provider", "url"],
    },
    CreativeWork: {
      path: item("portfolio", featuredSlug("portfolio")),
      props: ["name", "description", "creator", "url", "image"],
    },
  };

  for (const [type, { path, props }] of Object.entries(required)) {
    test(`${type} on ${path} parses and has its required properties`, async ({ request }) => {
      test.skip(
        type === "JobPosting" && !openJob,
        "no open role in content/careers/ (a closed one has none)",
      );
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const data = blocks.find((b) => b["@type"] === type);
      expect(data, `${type} in ${path}`).toBeDefined();
      expect(data!["@context"]).toBe("https://schema.org");
      for (const prop of props) expect(data![prop], `${type}.${prop}`).toBeTruthy();
      if (type === "JobPosting") {
        const job = openJob!;
        const location = data!.jobLocation ?? data!.applicantLocationRequirements;
        expect(location, "jobLocation or applicantLocationRequirements").toBeTruthy();
        if (!data!.jobLocation) expect(data!.jobLocationType).toBe("TELECOMMUTE");
        expect(data!.title).toBe(job.title);
      }
      expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    });
  }
});

test.describe("feeds and sitemap", () => {
  test("the feeds carry the newest posts in full; the sitemap every item page with its lastmod", async ({
    request,
  }) => {
    const rss = await (await request.get("/rss.xml")).text();
    const atom = await (await request.get("/atom.xml")).text();
    const feed = (await (await request.get("/feed.json")).json()) as {
      items: { url: string; content_html: string }[];
    };
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const newest = c.posts.slice(0, FEED_SIZE);
    expect(feed.items.map((i) => i.url)).toEqual(newest.map((p) => `${origin}${p.href}`));
    expect(rss.match(/<content:encoded>/g)).toHaveLength(newest.length);
    expect(atom.match(/<entry>/g)).toHaveLength(newest.length);
    for (const post of newest) {
      const url = `${origin}${post.href}`;
      expect(rss).toContain(`<link>${url}</link>`);
      const entry = feed.items.find((i) => i.url === url);
      // The whole post, not its summary.
      expect(entry?.content_html.length, url).toBeGreaterThan(post.description.length);
    }
    for (const post of c.entries.blog) {
      const url = `${origin}${item("blog", post.slug)}`;
      expect(sitemap).toContain(
        `<loc>${url}</loc>\n    <lastmod>${post.data.updated ?? post.data.date}</lastmod>`,
      );
    }
    for (const path of [...c.team, ...c.services, ...c.projects].map((i) => i.href))
      expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
    for (const job of listJobs())
      expect(sitemap).toContain(`<loc>${origin}${job.href}</loc>\n    <lastmod>`);
    for (const path of Object.values(sampleRoute))
      expect(sitemap).not.toContain(`<loc>${origin}${path}</loc>`);
  });
});

// The item pages' accessibility (axe at 390 and 1440 px in both themes, focus, targets, motion,
// text at 200%) is audited in a11y.spec.ts on /single-blog, /single-career, /single-team,
// /single-service and /single-portfolio: the same page components showing the featured item of
// each collection, in English and in German.
