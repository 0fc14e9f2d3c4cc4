import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCollections } from "~/content/collections/load.server";
import { memberDetail, projectDetail } from "~/content/collections/queries.server";
import { baseFiles, fixtureProject, fixtures } from "~/content/collections/testing/fixture-project";
import { ChromeProvider } from "~/lib/chrome";
import { chromeWords } from "~/lib/chrome.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords, type PageKind } from "~/lib/item-words.server";
import { ProjectStory } from "../portfolio/portfolio-detail";
import { MemberPage } from "./member-page";

// An owner leaves out what they do not have: a person's email and profiles, a project's numbers,
// a picture's caption. The page then shows no empty row, list, caption or heading for them.
const content = loadCollections({
  projectRoot: fixtureProject({
    "content/team/ada-lovelace.md": fixtures.member("Ada Lovelace", 1).replace(/^email: .*\n/m, ""),
    "content/portfolio/corner-shop.md": baseFiles["content/portfolio/corner-shop.md"]!.replace(
      /results:\n.*\n/,
      'gallery:\n  - image: cover-finance-1\n  - image: cover-finance-2\n    caption: "The shop\'s month"\n',
    ),
  }),
  today: "2026-06-01",
});

const page = (kind: PageKind, children: ReactNode) =>
  render(
    <MemoryRouter>
      <ChromeProvider words={chromeWords("en")}>
        <ItemWordsProvider words={itemWords("en", kind)}>{children}</ItemWordsProvider>
      </ChromeProvider>
    </MemoryRouter>,
  );

describe("optional parts of an item", () => {
  it("a person without an email or profiles, alone in the team: no email row, no empty list", () => {
    const member = memberDetail("ada-lovelace", content)!;
    expect(member.email).toBeUndefined();
    const { container } = page("member", <MemberPage member={member} others={[]} />);
    const profile = screen.getByRole("complementary");
    expect(within(profile).queryByText("Email")).toBeNull();
    expect(profile.querySelectorAll("dt")).toHaveLength(2);
    expect(container.querySelectorAll("ul:empty")).toHaveLength(0);
  });

  it("a project without results or a caption: no numbers section, no empty caption", () => {
    const project = projectDetail("corner-shop", content)!;
    const { container } = page("project", <ProjectStory project={project} />);
    expect(screen.queryByRole("heading", { name: "Project results" })).toBeNull();
    expect(container.querySelector("#project-numbers")).toBeNull();
    const figures = container.querySelectorAll("figure");
    expect(figures).toHaveLength(2);
    expect(figures[0]!.querySelector("figcaption")).toBeNull();
    expect(figures[1]!.querySelector("figcaption")?.textContent).toBe("The shop's month");
  });
});
