import { expect, test, type Locator, type Page } from "./fixtures";
import { getPage } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { m } from "../../app/paraglide/messages.js";

const footer = { socialLabel: m["footer.social"]({ brand: site.name }) };
import { expectBreadcrumb, watchSends } from "./page-helpers";
import { featuredSlug, jobDetail, listJobs, listTeam, memberDetail } from "../../app/content/collections/queries.server";
import { collections } from "../../app/content/collections/load.server";

/** The headings of an item's Markdown body (its rendered table of contents). */
const bodyHeadings = (collection: "team" | "careers", slug: string) =>
  collections().bySlug[collection].get(slug)!.toc.filter((e) => e.depth === 2);
import { contactChannels, contactForm } from "../../app/content/contact";
import { coreValues, journey } from "../../app/content/company";
import { careerFeatures, hiringSteps } from "../../app/content/careers";
import { aboutCounters, growthCounters, formatCounter } from "../../app/content/counters";
import { faqs } from "../../app/content/faq";
import { testimonials } from "../../app/content/testimonials";
import {
  aboutJourneyCopy,
  aboutValuesCopy,
  contactChannelsCopy,
  contactFormCopy,
  teamJoinCtaCopy,
} from "../../app/content/copy/company";
import { careerCtaCopy, careerFeaturesCopy, careerHiringCopy } from "../../app/content/copy/careers";
import { jobPageCopy } from "../../app/content/copy/items";
import { brand } from "../../app/brand";
import {
  aboutUsCopy,
  careerCopy,
  faqCopy,
  singleCareerCopy,
  singleTeamCopy,
  teamCopy,
  testimonialsCopy,
} from "../../app/content/copy/pages";
import { faqSectionCopy, questionsCtaCopy } from "../../app/content/copy/shared";

const jobsContent = listJobs();
const teamContent = listTeam();

/**
 * Company pages: about, team, careers, contact, FAQ and testimonials. Counts, numbers and the
 * spec's fixed strings are written out here; words an owner edits (titles, headings) are read
 * from the content modules, whose own tests hold the spec's strings and name the file to fix.
 */

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The counter values assistive technology reads (the moving number is aria-hidden). */
async function counterValues(section: Locator) {
  const snapshot = await section.locator("dl").ariaSnapshot();
  return [...snapshot.matchAll(/- definition: "?([^"\n]+)"?/g)].map((m) => m[1]!.trim());
}

async function expectFaq(page: Page, name: string = faqSectionCopy.frequentlyAskedQuestions) {
  const faq = region(page, name);
  await expect(faq).toBeVisible();
  const triggers = faq.getByRole("button");
  expect(await triggers.count()).toBeGreaterThanOrEqual(4);
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByRole("region")).toHaveCount(1);
}

test.describe("/about-us", () => {
  test("has the breadcrumb, the journey, values, team teaser and FAQ", async ({ page }) => {
    await page.goto("/about-us");
    await expectBreadcrumb(page, "About Us");

    const journey = region(page, aboutJourneyCopy.title);
    await expect(journey.getByRole("listitem")).toHaveCount(4);
    await expect(journey.getByRole("article")).toHaveCount(4);

    const values = region(page, aboutValuesCopy.title);
    const valueCards = values.getByRole("article");
    await expect(valueCards).toHaveCount(4);
    for (const card of await valueCards.all())
      await expect(card.getByRole("heading", { level: 3 })).toBeVisible();

    const teaser = region(page, aboutUsCopy.meetThePeopleWho);
    const firstThree = teamContent.slice(0, 3).map((m) => m.name);
    await expect(teaser.getByRole("article")).toHaveCount(firstThree.length);
    await expect(teaser.getByRole("heading", { level: 3 })).toHaveText(firstThree);
    await expect(teaser.getByRole("link", { name: "Join Our Team" })).toHaveAttribute(
      "href",
      "/team",
    );

    await expectFaq(page);
  });

  test("shows the about counters' final values", async ({ page }) => {
    await page.goto("/about-us");
    const counters = region(page, aboutUsCopy.fifteenYearsOfMaking);
    expect(await counterValues(counters)).toEqual(aboutCounters.map((c) => formatCounter(c)));
  });

  test("Join Our Team goes to /team", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("link", { name: "Join Our Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("/team").heading);
  });
});

test.describe("/team", () => {
  test("shows every member of content/team/, in order, with name, role, portrait and social links", async ({
    page,
  }) => {
    await page.goto("/team");
    await expectBreadcrumb(page, "Team");
    const members = region(page, teamCopy.thePeopleBehindFinlo).getByRole("article");
    await expect(members.getByRole("heading", { level: 3 })).toHaveText(teamContent.map((m) => m.name));
    for (const member of await members.all()) {
      const name = (await member.getByRole("heading", { level: 3 }).textContent())!;
      await expect(member.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        teamContent.find((m) => m.name === name)!.href,
      );
      await expect(member.getByRole("paragraph").first()).not.toBeEmpty();
      // The portrait is sized and decorative (the name is the heading): drawn inline, or a photo.
      const portrait = member.locator('svg[viewBox="0 0 200 200"], picture img');
      await expect(portrait).toHaveCount(1);
      await expect(portrait).toHaveAttribute("width", /\d+/);
      await expect(portrait).toHaveAttribute("height", /\d+/);
      if ((await portrait.evaluate((el) => el.tagName)) === "IMG")
        await expect(portrait).toHaveAttribute("alt", "");
      else await expect(portrait).toHaveAttribute("aria-hidden", "true");
      const socials = member
        .getByRole("list", { name: `${name} on social media` })
        .getByRole("link");
      const networks = teamContent.find((m) => m.name === name)!.social;
      await expect(socials).toHaveCount(networks.length);
      for (const [i, network] of networks.map((n) => n.label.replace(/[()]/g, "\\$&")).entries()) {
        await expect(socials.nth(i)).toHaveAccessibleName(new RegExp(`^${name} on ${network}`));
        await expect(socials.nth(i)).toHaveAttribute("target", "_blank");
        await expect(socials.nth(i)).toHaveAttribute("rel", /noopener/);
        await expect(socials.nth(i)).toHaveAttribute("href", /^https:\/\//);
      }
    }
  });

  test("has a Join Our Team call to action linking to /team", async ({ page }) => {
    await page.goto("/team");
    const cta = region(page, teamJoinCtaCopy.title);
    await expect(cta.getByRole("link", { name: "Join Our Team" })).toHaveAttribute("href", "/team");
    await expect(cta.getByRole("link", { name: "See open roles" })).toHaveAttribute(
      "href",
      "/career",
    );
  });
});

test.describe("/single-team", () => {
  test("shows the member's profile, contact, socials and other members", async ({ page }) => {
    const member = memberDetail(featuredSlug("team"))!;
    await page.goto("/single-team");
    await expectBreadcrumb(page, member.name);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Our Team" }),
    ).toHaveAttribute("href", "/team");
    await expect(page.getByText(member.role).first()).toBeVisible();
    const about = page.getByRole("complementary", { name: "Profile" });
    await expect(about.getByRole("link", { name: member.email })).toHaveAttribute(
      "href",
      `mailto:${member.email}`,
    );
    await expect(
      about.getByRole("list", { name: `${member.name} on social media` }).getByRole("link"),
    ).toHaveCount(member.social.length);
    // The bio from the member's Markdown file, with its own headings.
    for (const entry of bodyHeadings("team", member.slug))
      await expect(page.getByRole("heading", { level: 2, name: entry.text })).toBeVisible();

    const others = region(page, singleTeamCopy.meetTheRestOf).getByRole("article");
    await expect(others).toHaveCount(Math.min(3, teamContent.length - 1));
    await expect(others.getByRole("heading", { name: member.name, exact: true })).toHaveCount(0);
  });
});

test.describe("/career", () => {
  test("lists the open jobs with description, location, type, salary and a named details link", async ({
    page,
  }) => {
    await page.goto("/career");
    await expectBreadcrumb(page, "Career");
    const jobs = region(
      page,
      `${jobsContent.length} open roles, in the office or remote`,
    ).getByRole("article");
    await expect(jobs).toHaveCount(jobsContent.length);
    for (const job of await jobs.all()) {
      const title = (await job.getByRole("heading", { level: 3 }).textContent())!.trim();
      expect(title.length).toBeGreaterThan(3);
      await expect(job.getByText(/^Job type: (Full-Time|Remote)$/)).toHaveCount(1);
      await expect(job.getByRole("term")).toHaveText(["Location", "Salary"]);
      const listed = jobsContent.find((j) => j.title === title);
      expect(listed, title).toBeDefined();
      // In the role's own currency (content/careers/*.md salary), e.g. "$95K – $120K", "£80K – £105K".
      await expect(job.getByRole("definition").nth(1)).toHaveText(listed!.salary);
      await expect(job.getByRole("definition").nth(1)).toHaveText(/^\D\d+K – \D\d+K$/);
      await expect(job.getByText(listed!.description, { exact: true })).toBeVisible();
      await expect(job.getByRole("definition").first()).toHaveText(listed!.location);
      const details = job.getByRole("link", { name: `View details for ${title}` });
      await expect(details).toHaveAttribute("href", listed!.href);
    }
    await expect(jobs.getByText("Job type: Remote")).toHaveCount(
      jobsContent.filter((j) => j.type === "Remote").length,
    );
    await expect(jobs.getByText("Job type: Full-Time")).toHaveCount(
      jobsContent.filter((j) => j.type === "Full-Time").length,
    );
  });

  test("has the hiring process, the spec's counters, six career features and a call to action", async ({
    page,
  }) => {
    await page.goto("/career");
    const hiring = region(page, careerHiringCopy.title);
    await expect(hiring.getByRole("listitem")).toHaveCount(4);
    await expect(hiring.getByRole("heading", { level: 3 })).toHaveText(
      hiringSteps.map(
        (step, i) => new RegExp(`${i + 1}.*${step.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      ),
    );

    expect(await counterValues(region(page, careerCopy.aSmallTeamWith))).toEqual(
      growthCounters.map((c) => formatCounter(c)),
    );

    const features = region(page, careerFeaturesCopy.title).getByRole("article");
    await expect(features).toHaveCount(careerFeatures.length);
    for (const feature of await features.all()) {
      await expect(feature.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(feature.locator("svg")).toHaveCount(1);
    }

    const cta = region(page, careerCtaCopy.title);
    await expect(cta.getByRole("link", { name: "Send an application" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
  });

  test("a job's details link opens its own page", async ({ page }) => {
    const job = jobDetail(featuredSlug("careers"))!;
    await page.goto("/career");
    await page.getByRole("link", { name: `View details for ${job.title}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${job.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
  });
});

test.describe("/single-career", () => {
  test("shows the job summary and details; Apply Now opens the contact form for the role", async ({
    page,
  }) => {
    const job = jobDetail(featuredSlug("careers"))!;
    await page.goto("/single-career");
    await expectBreadcrumb(page, job.title);
    const summary = page.getByRole("complementary", { name: "About the role" });
    await expect(summary.getByRole("term")).toContainText([
      "Department",
      "Location",
      "Job type",
      "Salary",
    ]);
    await expect(summary.getByRole("definition").nth(2)).toHaveText(job.type);
    await expect(summary.getByRole("definition").nth(3)).toHaveText(job.salary);
    for (const entry of bodyHeadings("careers", job.slug))
      await expect(page.getByRole("heading", { level: 2, name: entry.text, exact: true })).toBeVisible();
    test.skip(job.closed, "the featured role is closed: it has no Apply Now");

    const apply = page.getByRole("link", { name: "Apply Now" });
    await expect(apply.first()).toHaveAttribute("href", `${job.href}/apply`);
    await expect(region(page, singleCareerCopy.otherOpenRoles).getByRole("article")).toHaveCount(
      jobsContent.filter((j) => j.slug !== job.slug).length,
    );

    await apply.click();
    await expect(page).toHaveURL(new RegExp(`${job.href}/apply$`));
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(
      `Application: ${job.title}`,
    );
  });
});

test.describe("/contact-us", () => {
  const openForm = async (page: Page) => {
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toHaveAttribute("novalidate", ""); // hydrated
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    return form;
  };

  test("has the form titled 'Fill the form below' with the spec's fields", async ({ page }) => {
    const form = await openForm(page);
    await expect(region(page, contactForm.heading)).toBeVisible();
    await expect(form.getByLabel("Your Name*", { exact: true })).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Your Name*", { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email Address*", { exact: true })).toHaveAttribute(
      "type",
      "email",
    );
    await expect(form.getByLabel("Email Address*", { exact: true })).toHaveAttribute(
      "required",
      "",
    );
    await expect(form.getByLabel("Subject", { exact: true })).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Subject", { exact: true })).not.toHaveAttribute("required", /.*/);
    await expect(form.getByRole("textbox", { name: "Your message" })).toHaveAttribute(
      "placeholder",
      "Write us your comment",
    );
    await expect(form.getByRole("button", { name: "Send Message" })).toHaveAttribute(
      "type",
      "submit",
    );
  });

  test("flags the empty required fields, focuses the first and sends nothing", async ({ page }) => {
    const form = await openForm(page);
    const watcher = watchSends(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const name = form.getByLabel("Your Name*", { exact: true });
    const email = form.getByLabel("Email Address*", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter your email address.");
    await expect(form.getByLabel("Subject", { exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(name).toBeFocused();
    await expect(form.getByRole("status")).toHaveText("");
    await watcher.expectNothingHappened();
  });

  test("rejects a malformed email address", async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel("Your Name*", { exact: true }).fill("Ada Lovelace");
    await form.getByLabel("Email Address*", { exact: true }).fill("ada@example");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email Address*", { exact: true })).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(form.getByLabel("Email Address*", { exact: true })).toBeFocused();
    await expect(form.getByRole("status")).toHaveText("");
  });

  test("confirms a valid message with no request, reload or URL change, and clears the form", async ({
    page,
  }) => {
    const form = await openForm(page);
    await page.evaluate(() => ((window as unknown as { __same: number }).__same = 1));
    const watcher = watchSends(page);
    await form.getByLabel("Your Name*", { exact: true }).fill("Ada Lovelace");
    await form.getByLabel("Email Address*", { exact: true }).fill("ada@example.com");
    await form.getByLabel("Subject", { exact: true }).fill("A question about pricing");
    await form
      .getByRole("textbox", { name: "Your message" })
      .fill("Do you offer discounts for non-profits?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(/message has been received/);
    await expect(form.locator("[aria-invalid=true]")).toHaveCount(0);
    await expect(form.getByLabel("Your Name*", { exact: true })).toHaveValue("");
    await watcher.expectNothingHappened();
    expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(1);
  });

  test("has the office with four social links, the call/email/office band and the FAQ", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const office = region(page, contactFormCopy.ourOfficeLocation);
    await expect(office.getByText("410 Market Street, Suite 900")).toBeVisible();
    const socials = office.getByRole("list", { name: footer.socialLabel }).getByRole("link");
    await expect(socials).toHaveCount(4);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }

    const band = region(page, contactChannelsCopy.preferToTalkWe);
    await expect(band.getByRole("heading", { level: 3 })).toHaveText(
      contactChannels.map((channel) => channel.title),
    );
    await expect(band.getByRole("link", { name: brand.contact.phone })).toHaveAttribute(
      "href",
      brand.contact.phoneHref,
    );
    await expect(band.getByRole("link", { name: brand.contact.email })).toHaveAttribute(
      "href",
      `mailto:${brand.contact.email}`,
    );
    await expect(band.getByText(/410 Market Street/)).toBeVisible();

    await expectFaq(page);
  });
});

test.describe("/faq", () => {
  test("has the FAQ with one answer open at a time", async ({ page }) => {
    await page.goto("/faq");
    await expectBreadcrumb(page, "FAQ");
    await expectFaq(page, faqCopy.answersToCommonQuestions);
  });

  test("'Still, you have any questions?' leads to /contact-us", async ({ page }) => {
    await page.goto("/faq");
    const cta = region(page, questionsCtaCopy.stillYouHaveAny);
    const contact = cta.getByRole("link", { name: "Contact Us" });
    await expect(contact).toHaveAttribute("href", "/contact-us");
    await contact.click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test.describe("/testimonials", () => {
  test("shows the four testimonials rated 5, without the 'view all' button", async ({ page }) => {
    await page.goto("/testimonials");
    await expectBreadcrumb(page, "Testimonials");
    const block = region(page, testimonialsCopy.title);
    const cards = block.getByRole("article");
    await expect(cards).toHaveCount(testimonials.length);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^Rated \d out of 5$/)).toHaveCount(1);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole("blockquote")).not.toBeEmpty();
      const avatar = card.locator('figcaption svg[viewBox="0 0 200 200"]');
      await expect(avatar).toHaveAttribute("width", /\d+/);
      await expect(avatar).toHaveAttribute("aria-hidden", "true");
      await expect(card.locator("figcaption")).toContainText(/\w+ \w+.*,/);
    }
    await expect(page.getByRole("link", { name: /View all testimonials/ })).toHaveCount(0);
    await expect(
      region(page, questionsCtaCopy.stillYouHaveAny).getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact-us");
  });
});

test.describe("company pages, prerendered HTML", () => {
  // What each page must show before any script runs: the words from the content modules, the
  // spec's numbers and fixed labels written out.
  const member = memberDetail(featuredSlug("team"))!;
  const expected: Record<string, string[]> = {
    "/about-us": [
      aboutJourneyCopy.title,
      ...journey.map((step) => step.year),
      ...aboutCounters.map((counter) => formatCounter(counter)),
      ...coreValues.map((value) => value.title),
      ...teamContent.slice(0, 3).map((m) => m.name),
      teamJoinCtaCopy.joinAction,
    ],
    "/team": [...teamContent.map((m) => m.name), teamJoinCtaCopy.joinAction],
    "/single-team": [member.name, ...member.expertise, singleTeamCopy.meetTheRestOf],
    "/career": [
      ...jobsContent.map((job) => job.title),
      ...growthCounters.map((counter) => formatCounter(counter)),
      ...careerFeatures.map((feature) => feature.title),
    ],
    "/single-career": [jobPageCopy.factsTitle, jobDetail(featuredSlug("careers"))!.title],
    "/contact-us": [
      contactForm.heading,
      "Your Name*",
      "Email Address*",
      "Send Message",
      brand.contact.phoneHref,
      `mailto:${brand.contact.email}`,
    ],
    "/faq": [
      faqCopy.answersToCommonQuestions,
      ...faqs.map((faq) => faq.question),
      questionsCtaCopy.stillYouHaveAny,
    ],
    "/testimonials": [...testimonials.map((t) => t.author.name), questionsCtaCopy.stillYouHaveAny],
  };
  for (const [path, strings] of Object.entries(expected)) {
    test(`${path} is complete before any script runs`, async ({ request }) => {
      // React separates adjacent text nodes with empty comments; read the text as a visitor would.
      const html = (await (await request.get(path)).text()).replaceAll("<!-- -->", "");
      for (const s of strings) expect(html.includes(s), s).toBe(true);
      if (path === "/testimonials")
        expect(html.match(/Rated \d out of 5/g)).toHaveLength(testimonials.length);
    });
  }
});
