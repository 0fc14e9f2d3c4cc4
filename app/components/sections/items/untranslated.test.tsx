import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCollections } from "~/content/collections/load.server";
import { memberDetail, postDetail } from "~/content/collections/queries.server";
import { fixtureProject } from "~/content/collections/testing/fixture-project";
import { ChromeProvider } from "~/lib/chrome";
import { chromeWords } from "~/lib/chrome.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { BlogCard } from "~/components/cards/blog-card";
import { ServiceDetail } from "~/components/sections/services/service-detail";
import { blogPage, serviceDetail } from "~/content/collections/queries.server";
import type { PageKind } from "~/lib/item-words.server";
import { MemberPage } from "./member-page";
import { PostPage } from "./post-page";

// A German page of an item: its own words in German once translated; until then the English ones,
// marked as English so a screen reader reads them as English (docs/i18n.md).
const german = loadCollections({
  projectRoot: fixtureProject({
    "content/de/team/ben-okri.md":
      '---\nrole: "Buchhalter"\nsummary: "Ben führt die Bücher kleiner Unternehmen und erklärt sie ihren Inhaber:innen."\nlocation: "Leeds"\nexpertise: [Buchhaltung]\n---\n\nBen führt seit zehn Jahren Bücher.\n',
  }),
  today: "2026-06-01",
  locale: "de",
});

const page = (children: ReactNode, kind: PageKind = "member") =>
  render(
    <MemoryRouter>
      <ChromeProvider words={chromeWords("de")}>
        <ItemWordsProvider words={itemWords("de", kind)}>{children}</ItemWordsProvider>
      </ChromeProvider>
    </MemoryRouter>,
  );

describe("an item page in another language", () => {
  it("marks an item not translated yet as English: its title, summary and text", () => {
    const { container } = page(
      <MemberPage member={memberDetail("ada-lovelace", german)!} others={[]} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
    expect(screen.getByText(/keeps the books of small companies/).getAttribute("lang")).toBe("en");
    expect(container.querySelector(".prose")!.getAttribute("lang")).toBe("en");
  });

  it("marks nothing on a translated item: it is in the page's language", () => {
    const { container } = page(
      <MemberPage member={memberDetail("ben-okri", german)!} others={[]} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).hasAttribute("lang")).toBe(false);
    expect(container.querySelector(".prose")!.hasAttribute("lang")).toBe(false);
    expect(container.querySelector(".prose")!.textContent).toContain(
      "Ben führt seit zehn Jahren Bücher.",
    );
  });

  // Only the item's own words are English: the page's labels around them stay German, so a
  // screen reader does not read "Startseite" or "Weiterlesen" with an English voice.
  const englishAround = (element: Element) => element.closest('[lang="en"]') !== null;

  it("marks an untranslated person's expertise and crumb, not the page's labels", () => {
    const { container } = page(
      <MemberPage member={memberDetail("ada-lovelace", german)!} others={[]} />,
    );
    const expertise = screen.getByRole("heading", { name: "Fachgebiete" });
    expect(englishAround(expertise)).toBe(false);
    expect(expertise.nextElementSibling!.getAttribute("lang")).toBe("en");
    for (const term of container.querySelectorAll("dt")) expect(englishAround(term)).toBe(false);
    const current = container.querySelector('nav [aria-current="page"]')!;
    expect(current.getAttribute("lang")).toBe("en");
    expect(englishAround(screen.getByRole("link", { name: "Startseite" }))).toBe(false);
  });

  it("marks an untranslated post's title, lead and text, not the labels around them", () => {
    const post = postDetail("first-post", german)!;
    const { container } = page(<PostPage post={post} comments={[]} commentFields={[]} />, "post");
    expect(container.querySelector("article")!.hasAttribute("lang")).toBe(false);
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
    // The lead under the title band (a related post's card may share its words).
    expect(screen.getAllByText(post.description)[0]!.getAttribute("lang")).toBe("en");
    expect(englishAround(container.querySelector(".prose")!)).toBe(true);
    expect(englishAround(screen.getByText(/Lesezeit/))).toBe(false);
    expect(englishAround(screen.getByRole("link", { name: "Startseite" }))).toBe(false);
  });

  it("marks an untranslated post's card by its title and lead, not its read-more cue", () => {
    const post = blogPage(1, german)!.find((p) => p.lang === "en")!;
    const { container } = page(<BlogCard post={post} readMore="Weiterlesen" />, "blogList");
    expect(container.querySelector("article")!.hasAttribute("lang")).toBe(false);
    expect(screen.getByRole("heading").getAttribute("lang")).toBe("en");
    expect(screen.getByText(post.description).getAttribute("lang")).toBe("en");
    expect(englishAround(screen.getByText("Weiterlesen"))).toBe(false);
    expect(englishAround(container.querySelector("time")!)).toBe(false);
  });

  it("marks an untranslated service's outcomes and its name in the list of services", () => {
    const service = serviceDetail("bookkeeping", german)!;
    const { container } = page(<ServiceDetail service={service} services={[service]} />, "service");
    const outcomes = container.querySelector("#service-outcomes")!.nextElementSibling!;
    expect(outcomes.getAttribute("lang")).toBe("en");
    expect(englishAround(container.querySelector("#service-outcomes")!)).toBe(false);
    expect(
      screen.getByRole("link", { current: "page" }).querySelector('[lang="en"]'),
    ).not.toBeNull();
  });
});
