import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notFoundPage, pages, TITLE_MAX, type PageInfo } from "~/content/pages";
import {
  indexablePages,
  pageContext,
  pageTitle,
  seo,
  seoFor,
  siteOrigin,
  socialImages,
} from "./seo";
import { itemWords } from "./item-words.server";
import { notFoundSeo } from "./not-found-seo";

const origin = "https://www.finlo.example";

/** The routes kept out of search engines: auth screens, coming soon and both 404s. */
const NOINDEX = ["/sign-in", "/sign-up", "/reset-password", "/coming-soon", "/errors-404", "/404"];

/** The JSON-LD types each route must carry, written out here so the helper cannot drift silently. */
const NO_BREADCRUMB = [
  "/",
  "/home-2",
  "/home-3",
  "/sign-in",
  "/sign-up",
  "/reset-password",
  "/coming-soon",
  "/errors-404",
  "/404",
];
const EXTRA_TYPES: Record<string, string[]> = {
  "/home-3": ["FAQPage"],
  "/about-us": ["FAQPage"],
  "/contact-us": ["FAQPage"],
  "/faq": ["FAQPage"],
  "/pricing": ["Product"],
};
function expectedTypes(path: string) {
  return [
    ...(path === "/" ? ["Organization", "WebSite"] : []),
    ...(NO_BREADCRUMB.includes(path) ? [] : ["BreadcrumbList"]),
    ...(EXTRA_TYPES[path] ?? []),
  ].sort();
}

type Tags = {
  titles: string[];
  named: Map<string, string>;
  props: Map<string, string>;
  links: { rel: string; href: string }[];
  jsonLd: Record<string, unknown>[];
};

function read(meta: MetaDescriptor[]): Tags {
  const tags: Tags = { titles: [], named: new Map(), props: new Map(), links: [], jsonLd: [] };
  for (const d of meta as Record<string, unknown>[]) {
    if ("title" in d) tags.titles.push(String(d.title));
    else if ("name" in d) tags.named.set(String(d.name), String(d.content));
    else if ("property" in d) tags.props.set(String(d.property), String(d.content));
    else if (d.tagName === "link") tags.links.push({ rel: String(d.rel), href: String(d.href) });
    else if ("script:ld+json" in d)
      tags.jsonLd.push(d["script:ld+json"] as Record<string, unknown>);
  }
  return tags;
}

const all: PageInfo[] = [...pages, notFoundPage];
const metaOf = (page: PageInfo) => (page === notFoundPage ? notFoundSeo(undefined, itemWords("en", "notFound")) : seoFor(page));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(all.map((page) => [page.path, page] as const))("%s", (path, page) => {
  const tags = read(metaOf(page));

  it("has one title, its page's title fitted to search results", () => {
    expect(tags.titles).toEqual([pageTitle(page)]);
  });

  it("has its page's description", () => {
    expect(tags.named.get("description")).toBe(page.description);
  });

  it("has an absolute canonical URL on the site origin (none for the catch-all 404)", () => {
    const canonical = tags.links.filter((link) => link.rel === "canonical");
    if (path === "/404") {
      expect(canonical).toEqual([]);
      return;
    }
    expect(canonical).toEqual([{ rel: "canonical", href: new URL(path, origin).toString() }]);
    expect(tags.props.get("og:url")).toBe(canonical[0]!.href);
  });

  it("is noindex exactly for the auth screens, coming soon and the 404s", () => {
    const robots = tags.named.get("robots");
    if (NOINDEX.includes(path)) expect(robots).toMatch(/\bnoindex\b/);
    else expect(robots).toBeUndefined();
  });

  it("has Open Graph and Twitter tags with a 1200×630 image of its section", () => {
    const image = `${origin}/og/${page.section}.png`;
    expect(tags.props.get("og:title")).toBe(tags.titles[0]);
    expect(tags.props.get("og:description")).toBe(tags.named.get("description"));
    expect(tags.props.get("og:type")).toBe("website");
    expect(tags.props.get("og:site_name")).toBe("Finlo");
    expect(tags.props.get("og:image")).toBe(image);
    expect(tags.props.get("og:image:width")).toBe("1200");
    expect(tags.props.get("og:image:height")).toBe("630");
    expect(tags.props.get("og:image:alt")).toContain(socialImages("en")[page.section].headline);
    expect(tags.named.get("twitter:card")).toBe("summary_large_image");
    expect(tags.named.get("twitter:title")).toBe(tags.titles[0]);
    expect(tags.named.get("twitter:image")).toBe(image);
  });

  it(`carries JSON-LD: ${expectedTypes(path).join(", ")}`, () => {
    for (const item of tags.jsonLd) expect(item["@context"]).toBe("https://schema.org");
    expect(tags.jsonLd.map((item) => item["@type"]).sort()).toEqual(expectedTypes(path));
  });
});

describe("across routes", () => {
  it("every title and every description is unique (the catch-all copies /errors-404)", () => {
    const titles = pages.map((page) => read(seoFor(page)).titles[0]);
    const descriptions = pages.map((page) => page.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("lists exactly the pages without noindex as indexable", () => {
    expect(indexablePages.map((page) => page.path)).toEqual(
      pages.map((page) => page.path).filter((path) => !NOINDEX.includes(path)),
    );
    expect(indexablePages).toHaveLength(22);
  });

  it("appends a route's extra tags after its own", () => {
    const meta = seo("/faq", { location: { pathname: "/faq" } }, [
      { name: "x-extra", content: "1" },
    ]);
    expect(meta.at(-1)).toEqual({ name: "x-extra", content: "1" });
    expect(read(meta).titles).toHaveLength(1);
  });
});

describe("page titles", () => {
  const page = (title: string, titleSuffix?: string) =>
    ({ ...pages[1]!, title, ...(titleSuffix ? { titleSuffix } : {}) }) as PageInfo;
  it(`carry the brand when it fits in ${TITLE_MAX} characters, and go without it when not`, () => {
    expect(pageTitle(page("Pricing"))).toBe("Pricing | Finlo");
    const long = "A title that is long enough to push the brand past sixty";
    expect(pageTitle(page(long))).toBe(long);
    expect(pageTitle(page("Finlo for teams"))).toBe("Finlo for teams");
  });

  it("drop the brand, then their suffix, to fit; a title too long on its own stays whole", () => {
    expect(pageTitle(page("Bookkeeper", " – Careers"))).toBe("Bookkeeper – Careers | Finlo");
    const role = "Frontend Engineer, Design Systems and Tooling";
    expect(`${role} – Careers | Finlo`.length).toBeGreaterThan(TITLE_MAX);
    expect(pageTitle(page(role, " – Careers"))).toBe(`${role} – Careers`);
    const longer = "Frontend Engineer, Design Systems and Accessibility";
    expect(`${longer} – Careers`.length).toBeGreaterThan(TITLE_MAX);
    expect(pageTitle(page(longer, " – Careers"))).toBe(longer);
    const longest = "Senior Frontend Engineer, Design Systems, Accessibility and Performance";
    expect(longest.length).toBeGreaterThan(TITLE_MAX);
    expect(pageTitle(page(longest, " – Careers"))).toBe(longest);
    expect(pageTitle(page(longest))).toBe(longest);
  });
});

describe("the site origin", () => {
  it("is site.ts's origin by default", () => {
    expect(siteOrigin()).toBe(origin);
  });

  it("follows VITE_SITE_ORIGIN, dropping any path or trailing slash", () => {
    vi.stubEnv("VITE_SITE_ORIGIN", "https://preview.finlo.example/");
    expect(siteOrigin()).toBe("https://preview.finlo.example");
    const tags = read(seo("/pricing"));
    expect(tags.links[0]!.href).toBe("https://preview.finlo.example/pricing");
    expect(tags.props.get("og:image")).toBe("https://preview.finlo.example/og/product.png");
    expect(JSON.stringify(tags.jsonLd)).not.toContain("www.finlo.example");
  });

  it("refuses an origin that is not http(s)", () => {
    vi.stubEnv("VITE_SITE_ORIGIN", "ftp://finlo.example");
    expect(() => siteOrigin()).toThrow(/http/);
  });
});

describe("an item page's head (app/lib/item-meta.ts)", () => {
  it("points the canonical, og:url and social image at the item, and carries its JSON-LD", async () => {
    const { featured } = await import("~/content/item-pages.server");
    const { postMeta, jobMeta } = await import("./item-meta");
    const { itemWords } = await import("./item-words.server");
    const { itemSay } = await import("./item-words");
    const say = itemSay(itemWords("en", "post"));
    const { post } = featured.post();
    const tags = read(postMeta(post, pageContext({ pathname: post.href }), say));
    const url = `${origin}/blog/${post.slug}`;
    expect(tags.links.filter((link) => link.rel === "canonical")).toEqual([
      { rel: "canonical", href: url },
    ]);
    expect(tags.props.get("og:url")).toBe(url);
    expect(tags.props.get("og:type")).toBe("article");
    expect(tags.props.get("article:published_time")).toBe(post.date);
    expect(tags.props.get("og:image")).toBe(`${origin}/og/blog/${post.slug}.png`);
    expect(tags.titles).toEqual([pageTitle({ title: post.title })]);
    expect(tags.jsonLd.map((item) => item["@type"]).sort()).toEqual([
      "BlogPosting",
      "BreadcrumbList",
    ]);
    const { job } = featured.job();
    const jobTags = read(
      jobMeta(
        { ...job, closed: true },
        pageContext({ pathname: job.href }),
        itemSay(itemWords("en", "job")),
      ),
    );
    expect(jobTags.named.get("robots")).toMatch(/noindex/);
    expect(jobTags.jsonLd.map((item) => item["@type"])).not.toContain("JobPosting");
  });
});
