import { expect, test, type Locator, type Page, type Request } from "./fixtures";
import { blogCategories } from "../../app/content/blog";
import { m } from "../../app/paraglide/messages.js";
import { featuredSlug, listPosts, postDetail } from "../../app/content/collections/queries.server";

const posts = listPosts();
const featured = postDetail(featuredSlug("blog"))!;

/**
 * The blog screens of spec §2: post counts per list, dates as <time datetime>, pagination,
 * the sidebar, and the article's tags, share links, comments and comment form.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const articleUrl = `https://www.finlo.example${featured.href}`;

async function expectPosts(list: Locator, expected: readonly (typeof posts)[number][]) {
  const cards = list.getByRole("article");
  await expect(cards).toHaveCount(expected.length);
  for (const [index, post] of expected.entries()) {
    const card = cards.nth(index);
    const title = card.getByRole("heading", { name: post.title });
    await expect(title).toBeVisible();
    await expect(title.getByRole("link")).toHaveAttribute("href", post.href);
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByText(post.description)).toBeVisible();
    const time = card.locator("time");
    await expect(time).toHaveAttribute("datetime", post.date);
    await expect(time).toHaveAttribute("datetime", ISO_DATE);
  }
}

async function expectPagination(page: Page, self: string, next: string) {
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(nav).toBeVisible();
  const first = nav.getByRole("link", { name: "Page 1", exact: true });
  await expect(first).toHaveAttribute("aria-current", "page");
  await expect(first).toHaveAttribute("href", self);
  const second = nav.getByRole("link", { name: "Page 2", exact: true });
  await expect(second).not.toHaveAttribute("aria-current", /.*/);
  await expect(second).toHaveAttribute("href", next);
  await expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute("href", next);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

async function expectSidebar(page: Page) {
  const aside = page.getByRole("complementary", { name: "Blog sidebar" });
  await expect(aside).toBeVisible();
  const categories = aside.getByRole("region", { name: "Categories" }).getByRole("link");
  await expect(categories).toHaveCount(blogCategories.length);
  await expect(categories.first()).toHaveAccessibleName(/^Business \d+ posts?$/);
  for (const time of await aside.locator("time").all())
    await expect(time).toHaveAttribute("datetime", ISO_DATE);
  // Every sidebar thumbnail carries its size, so nothing shifts as it loads.
  for (const img of await aside.locator("img").all()) {
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
  }
}

test.describe("blog lists", () => {
  test("/blog shows 3 posts, pagination with page 1 current and the sidebar", async ({
    page,
    request,
  }) => {
    // The posts are in the prerendered HTML, not only after hydration.
    const html = await (await request.get("/blog")).text();
    expect(html.match(/<article/g)).toHaveLength(3);

    await page.goto("/blog");
    await expectPosts(page.getByRole("region", { name: "Latest articles" }), posts.slice(0, 3));
    await expectPagination(page, "/blog", "/blog/page/2");
    await expectSidebar(page);
  });

  test("/blog-column-one shows 4 posts, pagination and the sidebar", async ({ page, request }) => {
    const html = await (await request.get("/blog-column-one")).text();
    expect(html.match(/<article/g)).toHaveLength(4);

    await page.goto("/blog-column-one");
    await expectPosts(page.getByRole("region", { name: "More articles" }), posts.slice(3, 7));
    await expectPagination(page, "/blog-column-one", "/blog-column-two");
    await expectSidebar(page);
  });

  test("/blog-column-two shows the sidebar list and a Latest articles grid of 3", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/blog-column-two")).text();
    expect(html.match(/<article/g)).toHaveLength(3);

    await page.goto("/blog-column-two");
    await expectPosts(page.getByRole("region", { name: "Latest articles" }), posts.slice(0, 3));
    await expectSidebar(page);
    const list = page
      .getByRole("complementary", { name: "Blog sidebar" })
      .getByRole("region", { name: "Reading list" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
  });

  test("the page 2 link leads on to the next page of posts, client-side", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/page 2/);
    await expectPosts(page.getByRole("region", { name: "Articles" }), posts.slice(3, 6));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test("a post's title opens that post", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: posts[1]!.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${posts[1]!.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[1]!.title);
  });
});

test.describe("the article", () => {
  test("has its byline, headings reachable from its contents list, tags, and the list beside it", async ({
    page,
  }) => {
    // The post with the longest contents list, whichever it is.
    const post = posts
      .map((p) => postDetail(p.slug)!)
      .sort((a, b) => b.toc.length - a.toc.length)[0]!;
    test.skip(post.toc.length === 0, "no post in content/blog/ has ## headings");
    await page.goto(post.href);
    const article = page.getByRole("article", { name: post.title });
    await expect(article.locator("header time").first()).toHaveAttribute("datetime", post.date);
    await expect(article.getByRole("link", { name: post.author }).first()).toHaveAttribute(
      "href",
      post.authorHref,
    );
    const contents = article.getByRole("navigation", { name: "In this article" }).getByRole("link");
    await expect(contents).toHaveCount(post.toc.length);
    const target = post.toc[Math.min(3, post.toc.length - 1)]!;
    await contents.filter({ hasText: target.text }).first().click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(article.locator(`[id="${target.id}"]`)).toBeInViewport();

    const tags = article.getByRole("list", { name: "Tags" }).getByRole("link");
    await expect(tags).toHaveText(post.tags.map((tag) => tag.name));
    // One reading column: the contents, not the blog's sidebar, sit beside it on wide screens.
    await expect(page.getByRole("complementary", { name: "Blog sidebar" })).toHaveCount(0);
    const [toc, body] = await Promise.all([
      article.getByRole("navigation", { name: "In this article" }).boundingBox(),
      article.locator(".prose").boundingBox(),
    ]);
    expect(toc!.x).toBeGreaterThan(body!.x + body!.width);
  });

  test("shares to X, Facebook and LinkedIn with the article's address, requesting nothing from them on load", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).host));
    await page.goto("/single-blog");
    await page.waitForLoadState("networkidle");
    const encoded = encodeURIComponent(articleUrl);
    const targets = [
      ["Share on X", `https://x.com/intent/tweet?url=${encoded}`],
      ["Share on Facebook", `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      ["Share on LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ] as const;
    for (const [name, href] of targets) {
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(`^${href.replace(/[.?*+^$()|[\]\\]/g, "\\$&")}`),
      );
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const own = new URL(page.url()).host;
    expect(requested.filter((host) => host !== own)).toEqual([]);
  });

  test("copies the article's link and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/single-blog");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl);
  });
});

test.describe("the comment form", () => {
  let sent: Request[] = [];

  test.beforeEach(async ({ page }) => {
    sent = [];
    await page.goto("/single-blog");
    await page.waitForLoadState("networkidle");
    // From here on, nothing may leave the page: no POST, no navigation, no other host. (Lazy
    // images below the fold may still load from the site itself as the form scrolls into view.)
    const own = new URL(page.url()).host;
    page.on("request", (r) => {
      if (r.method() !== "GET" || r.isNavigationRequest() || new URL(r.url()).host !== own)
        sent.push(r);
    });
  });

  const form = (page: Page) => page.getByRole("form", { name: "Leave a comment" });

  test("has the spec's placeholders, visible labels and the 24-hour promise", async ({ page }) => {
    const f = form(page);
    await expect(f.getByLabel("Your Name*")).toHaveAttribute("placeholder", "Your Name*");
    await expect(f.getByLabel("Email Address*")).toHaveAttribute("placeholder", "Email Address*");
    await expect(f.getByLabel("Email Address*")).toHaveAttribute("type", "email");
    await expect(f.getByLabel("Your comment")).toHaveAttribute(
      "placeholder",
      m["blog.comments.commentPlaceholder"](),
    );
    await expect(f.getByRole("button", { name: "Post Comment" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Leave a comment" })
        .getByText(m["blog.comments.replyPromise"]()),
    ).toBeVisible();
  });

  test("explains what is missing and sends nothing", async ({ page }) => {
    const url = page.url();
    const f = form(page);
    await f.getByRole("button", { name: "Post Comment" }).click();
    await expect(f.getByText("Please enter your name.")).toBeVisible();
    await expect(f.getByText("Please enter your email address.")).toBeVisible();
    await expect(f.getByText("Please write your comment.")).toBeVisible();
    await expect(f.getByLabel("Your Name*")).toBeFocused();
    await expect(f.getByLabel("Your Name*")).toHaveAttribute("aria-invalid", "true");

    await f.getByLabel("Your Name*").fill("Ada");
    await f.getByLabel("Email Address*").fill("not-an-email");
    await f.getByLabel("Your comment").fill("Great list.");
    await f.getByRole("button", { name: "Post Comment" }).click();
    await expect(f.getByText(/valid email address/)).toBeVisible();
    await expect(f.getByLabel("Email Address*")).toBeFocused();
    expect(page.url()).toBe(url);
    expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  });

  test("confirms a valid comment without sending it or leaving the page", async ({ page }) => {
    const url = page.url();
    const f = form(page);
    await f.getByLabel("Your Name*").fill("Ada Lovelace");
    await f.getByLabel("Email Address*").fill("ada@example.com");
    await f.getByLabel("Your comment").fill("Habit three changed how we pay ourselves.");
    await f.getByRole("button", { name: "Post Comment" }).click();
    await expect(f.getByRole("status")).toHaveText(/your comment is in/);
    await expect(f.getByLabel("Your Name*")).toHaveValue("");
    await expect(f.getByLabel("Your comment")).toHaveValue("");
    expect(page.url()).toBe(url);
    await page.waitForTimeout(300);
    expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  });
});
