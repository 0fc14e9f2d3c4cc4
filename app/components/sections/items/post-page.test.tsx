import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCollections } from "~/content/collections/load.server";
import { postDetail } from "~/content/collections/queries.server";
import { fixtureProject } from "~/content/collections/testing/fixture-project";
import type { TocEntry } from "~/content/types";
import { ChromeProvider } from "~/lib/chrome";
import { chromeWords } from "~/lib/chrome.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { PostPage } from "./post-page";

const english = loadCollections({ projectRoot: fixtureProject(), today: "2026-06-01" });

const page = (toc: TocEntry[]) => {
  const post = { ...postDetail("first-post", english)!, toc };
  return render(
    <MemoryRouter>
      <ChromeProvider words={chromeWords("en")}>
        <ItemWordsProvider words={itemWords("en", "post")}>
          <PostPage post={post} comments={[]} commentFields={[]} />
        </ItemWordsProvider>
      </ChromeProvider>
    </MemoryRouter>,
  );
};

/** The grid that holds the lead, the contents and the text. */
const layout = (container: HTMLElement) =>
  container.querySelector(".prose")!.parentElement!.parentElement!;

describe("a post's reading column", () => {
  it("has the contents beside it when the post has headings to list", () => {
    const { container } = page([
      { id: "one", text: "One", depth: 2 },
      { id: "two", text: "Two", depth: 2 },
    ]);
    expect(screen.getByRole("navigation", { name: "In this article" })).toBeTruthy();
    expect(layout(container).className).toMatch(/lg:grid-cols-\[minmax\(0,1fr\)_300px\]/);
  });

  it("stands alone and centred in a short post, with no empty column beside it", () => {
    const { container } = page([{ id: "one", text: "One", depth: 2 }]);
    expect(screen.queryByRole("navigation", { name: "In this article" })).toBeNull();
    expect(layout(container).className).not.toMatch(/grid-cols-\[/);
    for (const part of layout(container).children)
      expect(part.className).toMatch(/mx-auto max-w-3xl/);
  });
});
