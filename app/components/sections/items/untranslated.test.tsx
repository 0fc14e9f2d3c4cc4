import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCollections } from "~/content/collections/load.server";
import { memberDetail } from "~/content/collections/queries.server";
import { fixtureProject } from "~/content/collections/testing/fixture-project";
import { ChromeProvider } from "~/lib/chrome";
import { chromeWords } from "~/lib/chrome.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { MemberPage } from "./member-page";

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

const page = (children: ReactNode) =>
  render(
    <MemoryRouter>
      <ChromeProvider words={chromeWords("de")}>
        <ItemWordsProvider words={itemWords("de", "member")}>{children}</ItemWordsProvider>
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
});
