import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLASSIC_COUNT, classicFilters, portfolioFilters } from "~/content/portfolio";
import type { PortfolioItem, PortfolioTag } from "~/content/types";
import { ItemWordsProvider } from "~/lib/item-words";
import { itemWords } from "~/lib/item-words.server";
import { PortfolioFilter } from "./portfolio-filter";

/** The words the portfolio lists' loaders send (English). */
const words = itemWords("en", "portfolioList");

// Projects as the two list pages' loaders pass them: the widget is tested on these, not on
// whatever content/portfolio/ holds today.
const project = (title: string, tags: PortfolioTag[]): PortfolioItem => {
  const slug = title.toLowerCase().replace(/\W+/g, "-");
  const tagLabels = Object.fromEntries(tags.map((tag) => [tag, tag]));
  return {
    slug,
    title,
    category: tags[0]!,
    tags,
    tagLabels,
    image: `work-website-${slug}`,
    summary: `${title}.`,
    href: `/portfolio/${slug}`,
  };
};
const portfolioGrid = [
  project("Shop Rebuild", ["Website", "Branding"]),
  project("Studio Identity", ["Branding"]),
  project("Banking App", ["UI/UX"]),
  project("Development", ["Technology", "Website"]),
  project("Ledger Brand", ["Branding"]),
  project("Launch Site", ["Website"]),
  project("Budget Dashboard", ["UI/UX", "Website"]),
  project("Payments API", ["Technology"]),
];
const portfolioClassic = portfolioGrid.slice(0, CLASSIC_COUNT);

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const projectTitles = () =>
  screen.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent);

const button = (name: string) =>
  within(screen.getByRole("group", { name: "Filter projects" })).getByRole("button", { name });

// Role queries over eight cards are slow on a busy machine; the default 5s is too tight.
describe("PortfolioFilter", { timeout: 20_000 }, () => {
  beforeEach(() => stubReducedMotion(false));
  afterEach(() => vi.unstubAllGlobals());

  it("shows every project at first, with All pressed and the count in a polite status", () => {
    render(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={portfolioGrid} filters={portfolioFilters} />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("article")).toHaveLength(portfolioGrid.length);
    expect(button("All")).toHaveAttribute("aria-pressed", "true");
    for (const name of ["Branding", "UI/UX", "Website"])
      expect(button(name)).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${portfolioGrid.length} of ${portfolioGrid.length} projects`,
    );
  });

  it.each(["Branding", "UI/UX", "Website"] as const)("shows only the projects tagged %s", (tag) => {
    render(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={portfolioGrid} filters={portfolioFilters} />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    fireEvent.click(button(tag));
    const expected = portfolioGrid
      .filter((item) => (item.tags as readonly string[]).includes(tag))
      .map((i) => i.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(portfolioGrid.length);
    expect(projectTitles()).toEqual(expected);
    expect(button(tag)).toHaveAttribute("aria-pressed", "true");
    expect(button("All")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${expected.length} of ${portfolioGrid.length} projects`,
    );

    fireEvent.click(button("All"));
    expect(screen.getAllByRole("article")).toHaveLength(portfolioGrid.length);
  });

  it("filters the classic cards by category, down to one", () => {
    render(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={portfolioClassic} filters={classicFilters} variant="classic" />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    fireEvent.click(button("Technology"));
    expect(projectTitles()).toEqual(["Development"]);
    expect(screen.getByRole("link", { name: "Development" })).toHaveAttribute(
      "href",
      "/portfolio/development",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 4 projects");
  });

  it("renders every project on the server, so the page works without JavaScript", () => {
    const html = renderToString(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={portfolioGrid} filters={portfolioFilters} />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    for (const item of portfolioGrid) expect(html).toContain(`>${item.title}</a>`);
    expect(html).toContain('aria-pressed="true"');
  });

  it("fetches the first card's photo at once (it is in a phone's first view), the others lazily", () => {
    const photo = (slug: string) => ({
      src: `/assets/media/portfolio/${slug}`,
      width: 1600,
      height: 1000,
      widths: [640, 960],
      fallback: "960.jpg",
      alt: `${slug} on a laptop`,
    });
    const withPhotos = portfolioGrid
      .slice(0, 3)
      .map((item) => ({ ...item, image: photo(item.slug) }));
    const html = renderToString(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={withPhotos} filters={portfolioFilters} />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(3);
    expect(imgs[0]).toMatch(/fetchpriority="high"/i);
    expect(imgs[0]).not.toContain("loading=");
    for (const img of imgs.slice(1)) expect(img).toContain('loading="lazy"');
  });

  it("loads the animation library on first intent, once, and animates the list", async () => {
    const controller = { enable: vi.fn(), disable: vi.fn() };
    const autoAnimate = vi.fn((_list: HTMLElement, _options: unknown) => controller);
    const load = vi.fn(() => Promise.resolve({ default: autoAnimate }));
    render(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={portfolioGrid} filters={portfolioFilters} loadAnimation={load} />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    expect(load).not.toHaveBeenCalled();
    const group = screen.getByRole("group", { name: "Filter projects" });
    fireEvent.pointerEnter(group);
    fireEvent.click(button("Branding"));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(autoAnimate).toHaveBeenCalledTimes(1);
    expect(autoAnimate.mock.calls[0]?.[0]).toBeInstanceOf(HTMLUListElement);
  });

  it("never loads the animation library when the visitor prefers reduced motion", async () => {
    stubReducedMotion(true);
    const load = vi.fn(() => Promise.resolve({ default: vi.fn() }));
    render(
      <MemoryRouter>
        <ItemWordsProvider words={words}>
          <PortfolioFilter items={portfolioGrid} filters={portfolioFilters} loadAnimation={load} />
        </ItemWordsProvider>
      </MemoryRouter>,
    );
    fireEvent.pointerEnter(screen.getByRole("group", { name: "Filter projects" }));
    fireEvent.click(button("Website"));
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 4 of 8 projects");
  });
});
