import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCollections } from "~/content/collections/load.server";
import { listPosts } from "~/content/collections/queries.server";
import { fixtureProject, fixtures } from "~/content/collections/testing/fixture-project";
import type { Locale } from "~/content/locales";
import { ChromeProvider } from "~/lib/chrome";
import { chromeWords } from "~/lib/chrome.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { BlogList } from "./blog-list";

// Five posts: the list's words are tested on slices of them, not on the sample's count.
const c = loadCollections({
  projectRoot: fixtureProject(
    Object.fromEntries(
      [3, 4, 5].map((day) => [`content/blog/post-${day}.md`, fixtures.post(`Post ${day}`, `2026-03-0${day}`)]),
    ),
  ),
  today: "2026-06-01",
});
const all = listPosts(c);

const count = (from: number, shown: number, locale: Locale = "en") => {
  render(
    <MemoryRouter>
      <ChromeProvider words={chromeWords(locale)}>
        <ItemWordsProvider words={itemWords(locale, "blogList")}>
          <BlogList
            id="list"
            title="Articles"
            posts={all.slice(from - 1, from - 1 + shown)}
            layout="rows"
            pagination={{ pages: [], count: Math.ceil(all.length / 2) }}
            shown={{ from, total: all.length }}
            sidebar={null}
          />
        </ItemWordsProvider>
      </ChromeProvider>
    </MemoryRouter>,
  );
  return screen.getByRole("heading", { name: "Articles" }).nextElementSibling!.textContent;
};

describe("a blog list's count", () => {
  it("says which of all the posts a page shows, not only how many are on it", () => {
    expect(all.length).toBe(5);
    expect(count(1, 2)).toBe("Articles 1–2 of 5");
  });

  it("names the one post a last page holds", () => {
    expect(count(5, 1)).toBe("Article 5 of 5");
  });

  it("counts the posts when a page shows them all", () => {
    expect(count(1, 5)).toBe("5 articles");
  });

  it("speaks the page's language", () => {
    expect(count(3, 2, "de")).toBe("Artikel 3–4 von 5");
  });
});
