import type { Location } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as rootLoader, meta as rootMeta } from "~/root";
import { locales, localizePath } from "~/lib/i18n";
import { loader, meta } from "./not-found";

// The not-found document (404.html) is prerendered with the catch-all route's tags; where the
// browser matches its address to an item's route, the root's tags stand in for them while it
// hydrates (app/root.tsx). Different tags there would not hydrate as sent.
describe("the not-found document's tags", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(locales)("are the root's as much as the catch-all route's (%s)", (locale) => {
    vi.stubEnv("DEV", false); // the root loader reads content/ only on the dev server
    const pathname = localizePath("/404", locale);
    const args = { request: new Request(`http://localhost${pathname}`), params: {}, context: {} };
    const location = { pathname, search: "", hash: "", state: null, key: "default" } as Location;
    const rootData = rootLoader(args as never);
    const data = loader(args as never);
    const fromRoot = rootMeta({ data: rootData, loaderData: rootData, location, matches: [], params: {} } as never);
    const fromRoute = meta({ data, loaderData: data, location, matches: [], params: {} } as never);
    expect(fromRoot).toEqual(fromRoute);
    expect(fromRoot).toContainEqual({ name: "robots", content: expect.stringContaining("noindex") });
    // And nowhere else: every other page's own route gives its tags.
    const home = rootLoader({ ...args, request: new Request("http://localhost/") } as never);
    expect(rootMeta({ data: home, loaderData: home, location, matches: [], params: {} } as never)).toEqual([]);
  });
});
