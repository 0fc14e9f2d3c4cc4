import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { pages } from "./pages";
import { demoLinks, footerColumns, mainNav, pageGroups, socials } from "./site";
import { integrations } from "./integrations";

/**
 * Site search's page: its words are messages (app/routes/search.tsx), not a pages.ts entry, and
 * the search button reaches it, not the menus.
 */
const SEARCH_PAGE = "/search";

/** Every route of app/routes.ts but the item pages (they have params), search and the catch-all. */
const routePaths = new Set(
  routes
    .filter((r) => r.path !== "*" && !r.path?.includes(":") && !r.id?.includes("/"))
    .map((r) => (r.index ? "/" : `/${r.path}`))
    .filter((path) => path !== SEARCH_PAGE),
);

describe("references resolve", () => {
  it("gives every route its page info, and only routes", () => {
    expect(new Set(pages.map((p) => p.path))).toEqual(routePaths);
  });

  it("links every internal href to a real route", () => {
    const hrefs = [
      ...integrations.map((i) => i.href),
      ...demoLinks.map((l) => l.href),
      ...footerColumns.flatMap((c) => c.links.map((l) => l.href)),
      ...mainNav.flatMap((i) => (i.kind === "link" ? [i.href] : [])),
    ];
    for (const href of hrefs) expect(routePaths, href).toContain(href);
  });

  it("lets the Pages menu and the demos reach every route", () => {
    const reachable = new Set([
      ...demoLinks.map((l) => l.href),
      ...pageGroups.flatMap((g) => g.links.map((l) => l.href)),
      ...mainNav.flatMap((i) => (i.kind === "link" ? [i.href] : [])),
    ]);
    expect(reachable).toEqual(routePaths);
  });

  it("links every social profile over https", () => {
    for (const s of socials) expect(s.href).toMatch(/^https:\/\//);
  });
});
