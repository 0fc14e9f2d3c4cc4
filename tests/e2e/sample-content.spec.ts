import { expect, test } from "./fixtures";
import { sampleComments } from "../../app/content/blog";
import { buildDate } from "../../app/content/collections/load.server";
import { aboutUsCopy, careerCopy, serviceCopy } from "../../app/content/copy/pages";

/**
 * Sample content: the spec's facts about the content shipped with the site (six members, five
 * open roles, nine services, the sample post's seven habits and comments, the named titles), as
 * a visitor sees them. They hold for the sample only. An owner replacing the sample content
 * deletes this file, with app/content/content.sample.test.ts and
 * app/content/collections/collections.sample.test.ts; every other test holds for any content.
 */

/** The spec's five open roles and the day each closes (content/careers/). */
const SAMPLE_ROLES = [
  { title: "Account Executive", validThrough: "2028-03-31" },
  { title: "Backend Engineer, Payments", validThrough: "2027-12-31" },
  { title: "Customer Success Specialist", validThrough: "2028-01-31" },
  { title: "Frontend Engineer", validThrough: "2028-02-29" },
  { title: "Senior Product Designer", validThrough: "2027-12-31" },
];

test.describe("sample content", () => {
  test("shows photos: every project's cover, a post's cover and figure, a portrait, an SVG in a gallery", async ({ request }) => {
    // So the photo checks (photos.spec.ts, the headers' specs) have every kind of picture to check.
    const html = async (path: string) => (await request.get(path)).text();
    const picture = /<picture[^>]*><source type="image\/avif"/i;
    expect(await html("/blog/crm-pipeline-hygiene")).toMatch(picture);
    const post = await html("/blog/budgeting-habits-small-business");
    expect(post).toMatch(/class="prose-figure"><picture/);
    // The Markdown image's title is the figure's caption.
    expect(post).toMatch(/<\/a><figcaption class="text-muted mt-2 text-sm">Spending by category in the Finlo app, October<\/figcaption><\/figure>/);
    expect(await html("/team/lucas-meyer")).toMatch(picture);
    const grid = await html("/portfolio-grid");
    expect(grid.match(/<picture/g)).toHaveLength(8);
    expect(grid).toMatch(/creative-work-phones-[0-9a-f]{10}-\d+\.png/);
    expect(await html("/portfolio/ledger-rebrand")).toMatch(/<img src="\/assets\/media\/portfolio\/ledger-rebrand-mark-[0-9a-f]{10}\.svg"/);
  });

  test("/team and /about-us show the spec's six members, in order", async ({ page }) => {
    const names = ["Amara Okafor", "Lucas Meyer", "Priya Raman", "Tomás Novák", "Hana Sato", "Elijah Grant"];
    await page.goto("/team");
    await expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 })).toHaveText(names);
    await page.goto("/about-us");
    await expect(
      page.getByRole("region", { name: aboutUsCopy.meetThePeopleWho }).getByRole("heading", { level: 3 }),
    ).toHaveText(names.slice(0, 3));
  });

  test("/single-team shows Amara Okafor, chief executive, with her bio's sections", async ({ page }) => {
    await page.goto("/single-team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amara Okafor");
    await expect(page.getByText("Chief Executive Officer").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Working on" })).toBeVisible();
  });

  test("/career lists the spec's five roles (each until the day it closes, all through 2027)", async ({ page }) => {
    // The day the site was built on, as the build reads it: the test never depends on the calendar.
    const today = buildDate();
    const open = SAMPLE_ROLES.filter((role) => role.validThrough >= today).map((role) => role.title);
    if (today <= "2027-12-31") expect(open).toHaveLength(5);
    await page.goto("/career");
    const listed = page
      .getByRole("region", { name: careerCopy.openRoles(open.length) })
      .getByRole("article")
      .getByRole("heading", { level: 3 });
    expect((await listed.allTextContents()).map((title) => title.trim()).sort()).toEqual(open.sort());
  });

  test("/single-career shows the Senior Product Designer role with the spec's sections", async ({ page }) => {
    await page.goto("/single-career");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Senior Product Designer");
    for (const name of ["The role", "What you'll do", "What you bring", "Benefits"])
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "About the role" }).getByRole("definition").nth(3),
    ).toHaveText(/^\$\d+K – \$\d+K$/);
  });

  test("/single-blog shows the seven habits, each reachable from the contents, and the sample comments", async ({
    page,
  }) => {
    await page.goto("/single-blog");
    const article = page.getByRole("article", { name: "Seven budgeting habits that keep a small business calm" });
    const habits = article.getByRole("heading", { level: 3, name: /^\d\. / });
    await expect(habits).toHaveCount(7);
    await article
      .getByRole("navigation", { name: "In this article" })
      .getByRole("link", { name: /^4\. / })
      .click();
    await expect(habits.nth(3)).toBeInViewport();

    const section = page.getByRole("region", { name: `${sampleComments.length} comments` });
    const comments = section.getByRole("listitem").getByRole("article");
    await expect(comments).toHaveCount(sampleComments.length);
    for (const [index, comment] of sampleComments.entries()) {
      const item = comments.nth(index);
      await expect(item.getByRole("heading", { name: comment.author })).toBeVisible();
      await expect(item.locator("time")).toHaveAttribute("datetime", comment.date);
      await expect(item.getByText(comment.text)).toBeVisible();
      // The commenter's portrait is drawn inline and decorative: the name is the heading.
      await expect(item.locator('svg[aria-hidden="true"][viewBox="0 0 200 200"]')).toHaveCount(1);
    }
  });

  test("/service shows the spec's nine services under its heading; /single-service the first one's sections", async ({
    page,
  }) => {
    await page.goto("/service");
    const region = page.getByRole("region", { name: serviceCopy.servicesTitle(9) });
    await expect(region).toHaveAccessibleName("Nine services to run your company with less effort");
    await expect(region.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([
      "Customer support",
      "Project management",
      "Email marketing",
      "Human resources",
      "Accounting and finance",
      "Cyber Security",
      "Security features",
      "Integration support",
      "Currency conversion",
    ]);
    await page.goto("/single-service");
    for (const name of ["What we do", "How it works"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  });

  test("/portfolio-classic shows the spec's four projects; /single-portfolio takes 2 weeks with three side images", async ({
    page,
  }) => {
    await page.goto("/portfolio-classic");
    await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText([
      "E-commerce System",
      "Digital Art",
      "Creative Work",
      "Development",
    ]);
    await page.goto("/single-portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-commerce System");
    await expect(page.getByText("2 Weeks", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").locator("figure")).toHaveCount(3);
  });

  test("search: “runway” finds the runway post first, “payments” the payments role, „Runway-Rechnung“ the German post", async ({
    page,
  }) => {
    const search = async (home: string, button: string, query: string) => {
      await page.goto(home);
      await page.getByRole("banner").getByRole("button", { name: button, exact: true }).click();
      await page.getByRole("combobox").fill(query);
      return page.getByRole("listbox").getByRole("option").first();
    };
    await expect(await search("/", "Search", "runway")).toContainText(
      "Runway math every SaaS founder should know by heart",
    );
    await expect(await search("/", "Search", "payments")).toContainText("Backend Engineer, Payments");
    const german = await search("/de", "Suche", "Runway-Rechnung");
    await expect(german).toContainText("Runway-Rechnung, die SaaS-Gründer:innen parat haben sollten");
    await german.click();
    await expect(page).toHaveURL(/\/de\/blog\/startup-runway-math$/);
  });
});
