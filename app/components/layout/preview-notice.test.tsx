import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PreviewNotice, type Preview } from "./preview-notice";

/** A page whose loader sends `preview` as an item page's does on the dev server. */
async function renderAt(path: string, preview?: Preview) {
  const Stub = createRoutesStub([
    {
      path: "/*",
      loader: () => (preview ? { preview } : {}),
      Component: () => (
        <>
          <h1>The page</h1>
          <PreviewNotice />
        </>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  // The page renders once its loader has run.
  await screen.findByRole("heading", { name: "The page" });
}

describe("<PreviewNotice>", () => {
  it("names the file that keeps a draft off the built site", async () => {
    await renderAt("/blog/half-written", { reason: "draft", file: "content/blog/half-written.md" });
    const notice = await screen.findByRole("complementary", { name: "Preview" });
    expect(notice).toHaveTextContent(
      "Draft: content/blog/half-written.md has draft: true. Only the dev server shows this page",
    );
  });

  it("gives a scheduled post's day in the page's language", async () => {
    await renderAt("/de/blog/coming-soon", {
      reason: "scheduled",
      file: "content/blog/coming-soon.md",
      date: "2026-12-05",
    });
    const notice = await screen.findByRole("complementary", { name: "Vorschau" });
    expect(notice).toHaveTextContent("Geplant für den 5. Dezember 2026");
  });

  it("is not there on a published page", async () => {
    await renderAt("/blog/published");
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
