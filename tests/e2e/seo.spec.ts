import { imageSize } from "image-size";
import { expect, test, type APIRequestContext } from "./fixtures";
import { collectionSitemap, FEED_SIZE } from "../../app/content/collections/outputs.server";
import { listPosts } from "../../app/content/collections/queries.server";
import { sampleRoute } from "../../app/content/collections/schemas.server";
import { notFoundPage, pages, TITLE_MAX, type PageInfo } from "../../app/content/pages";
import { financePlans } from "../../app/content/pricing";
import { site } from "../../app/content/site";
import { brand, markSvg } from "../../app/brand";
import { structuredDataFor } from "../../app/lib/structured-data";

/** The posts the feeds carry: the newest. */
const posts = listPosts().slice(0, FEED_SIZE);

/**
 * Search and sharing, read from the raw prerendered HTML, as a crawler or a link
 * preview sees it: no JavaScript runs.
 */
const origin = new URL(process.env.VITE_SITE_ORIGIN || site.origin).origin;
const abs = (path: string) => new URL(path, origin).toString();

const NOINDEX = ["/sign-in", "/sign-up", "/reset-password", "/coming-soon", "/errors-404", "/404"];
const NO_BREADCRUMB = ["/", "/home-2", "/home-3", ...NOINDEX];
const EXTRA_TYPES: Record<string, string[]> = {
  "/home-3": ["FAQPage"],
  "/about-us": ["FAQPage"],
  "/contact-us": ["FAQPage"],
  "/faq": ["FAQPage"],
  "/single-blog": ["BlogPosting"],
  "/single-career": ["JobPosting"],
  "/pricing": ["Product"],
};
const expectedTypes = (path: string) =>
  [
    ...(path === "/" ? ["Organization", "WebSite"] : []),
    ...(NO_BREADCRUMB.includes(path) ? [] : ["BreadcrumbList"]),
    ...(EXTRA_TYPES[path] ?? []),
  ].sort();

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every <meta>/<link> in the head as attribute maps, plus the title(s) and JSON-LD blocks. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    ...Object.fromEntries(
      [...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [
        k!.toLowerCase(),
        decode(v!),
      ]),
    ),
  })) as ({ tag: string } & Record<string, string>)[];
  return {
    head,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta: (key: "name" | "property", value: string) =>
      tags.filter((t) => t.tag === "meta" && t[key] === value).map((t) => t.content),
    links: (rel: string) => tags.filter((t) => t.tag === "link" && t.rel === rel),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colorType: bytes[25] };
}

async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const body = await response.body();
  return { ...pngInfo(body), bytes: body.length };
}

/** The spec's sample routes show a collection's featured item, with that item's head (below). */
const samples = new Set<string>(Object.values(sampleRoute));

const routes: { page: PageInfo; url: string; status: number }[] = [
  ...pages
    .filter((page) => !samples.has(page.path))
    .map((page) => ({ page: page as PageInfo, url: page.path, status: 200 })),
  { page: notFoundPage, url: "/no-such-page", status: 404 },
];

test.describe("every route's head, without JavaScript", () => {
  for (const { page, url, status } of routes) {
    test(`${page.path}: title, description, canonical, robots, social tags and JSON-LD`, async ({
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(status);
      const html = await response.text();
      const head = readHead(html);

      expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(head.titles).toHaveLength(1);
      // The brand is added when it fits (pageTitle in app/lib/seo.ts).
      const branded = `${page.title} | ${site.name}`;
      expect(head.titles[0], `app/content/pages.ts: title of ${page.path}`).toBe(
        page.title.includes(site.name) || branded.length > TITLE_MAX ? page.title : branded,
      );
      expect(head.meta("name", "description")).toEqual([page.description]);

      const canonical = head.links("canonical").map((link) => link.href);
      expect(canonical).toEqual(page === notFoundPage ? [] : [abs(page.path)]);

      const robots = head.meta("name", "robots");
      if (NOINDEX.includes(page.path))
        expect(robots).toEqual([expect.stringMatching(/\bnoindex\b/)]);
      else expect(robots).toEqual([]);

      const image = abs(`/og/${page.section}.png`);
      expect(head.meta("property", "og:title")).toEqual(head.titles);
      expect(head.meta("property", "og:description")).toEqual([page.description]);
      expect(head.meta("property", "og:image")).toEqual([image]);
      expect(head.meta("property", "og:image:width")).toEqual(["1200"]);
      expect(head.meta("property", "og:image:height")).toEqual(["630"]);
      expect(head.meta("name", "twitter:card")).toEqual(["summary_large_image"]);
      expect(head.meta("name", "twitter:image")).toEqual([image]);

      for (const item of head.jsonLd) expect(item["@context"]).toBe("https://schema.org");
      expect(head.jsonLd.map((item) => item["@type"]).sort()).toEqual(expectedTypes(page.path));
      expect(head.jsonLd).toEqual(JSON.parse(JSON.stringify(structuredDataFor(page, origin))));

      // Icons, manifest and feed are announced on every page.
      const favicon = `data:image/svg+xml,${encodeURIComponent(markSvg())}`;
      expect(head.links("icon").map((link) => link.href)).toEqual([favicon, "/favicon-32.png"]);
      expect(head.links("apple-touch-icon").map((link) => link.href)).toEqual([
        "/apple-touch-icon.png",
      ]);
      // The manifest only inside <noscript>: with JavaScript it is linked after hydration.
      expect(head.links("manifest").map((link) => link.href)).toEqual(["/site.webmanifest"]);
      expect(head.head.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toContain(
        'rel="manifest"',
      );
      // Per colour scheme: the ink of the dark header bands on light, the dark page on dark.
      expect(head.meta("name", "theme-color")).toEqual([
        brand.colors.ink.light,
        brand.colors.page.dark,
      ]);
      // The feeds; the page's language twins are alternates too, checked in i18n.spec.ts.
      expect(head.links("alternate").filter((link) => !("hreflang" in link))).toEqual([
        expect.objectContaining({ type: "application/rss+xml", href: "/rss.xml" }),
        expect.objectContaining({ type: "application/feed+json", href: "/feed.json" }),
      ]);
    });
  }
});

/** The file an item page's title comes from, for messages an editor can act on. */
function sourceOf(path: string) {
  const [, kind, slug, more] = path.split("/");
  const folders: Record<string, string> = {
    blog: "blog",
    career: "careers",
    team: "team",
    service: "services",
    portfolio: "portfolio",
  };
  return folders[kind!] && slug && !more && !["category", "tag", "page"].includes(slug)
    ? `content/${folders[kind!]}/${slug}.md`
    : "app/content/copy/items.ts";
}

test.describe("every collection page's head, without JavaScript", () => {
  const items = [
    ...collectionSitemap(),
    ...Object.values(sampleRoute).map((path) => ({ path, noindex: false })),
  ];
  test(`${items.length} item and list pages: one fitted title, description, canonical, robots, social image and JSON-LD`, async ({
    request,
  }) => {
    const images = new Set<string>();
    for (const { path, noindex } of items) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = readHead(html);
      expect(head.titles, path).toHaveLength(1);
      // A title fits search results, or is the page's own heading alone, its suffix and the
      // brand dropped (pageTitle in app/lib/seo.ts; content:check advises on it).
      const h1 = decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "")).trim();
      if (head.titles[0]!.length > TITLE_MAX) expect(head.titles[0], `${sourceOf(path)}: title of ${path}`).toBe(h1);
      const [description] = head.meta("name", "description");
      expect(description, `${sourceOf(path)}: description of ${path}`).toBeTruthy();
      const [canonical] = head.links("canonical").map((link) => link.href);
      // A sample route points at its featured item's own page.
      if (samples.has(path)) expect(canonical, path).not.toBe(abs(path));
      else expect(canonical, path).toBe(abs(path));
      const robots = head.meta("name", "robots");
      expect(robots, path).toEqual(noindex ? [expect.stringMatching(/\bnoindex\b/)] : []);
      expect(head.meta("property", "og:title"), path).toEqual(head.titles);
      // A PNG card, or a JPEG from the item's cover photo (which every network takes).
      const [image] = head.meta("property", "og:image");
      expect(image, path).toMatch(new RegExp(`^${origin}/og/.+\\.(png|jpeg)$`));
      expect(head.meta("property", "og:image:type"), path).toEqual([
        image!.endsWith(".jpeg") ? "image/jpeg" : "image/png",
      ]);
      images.add(new URL(image!).pathname);
      for (const item of head.jsonLd) expect(item["@context"], path).toBe("https://schema.org");
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      const type = image.endsWith(".jpeg") ? "jpg" : "png";
      expect(response.headers()["content-type"], image).toBe(type === "jpg" ? "image/jpeg" : "image/png");
      const size = imageSize(await response.body());
      expect([size.type, size.width, size.height], image).toEqual([type, 1200, 630]);
    }
  });
});

test.describe("structured data matches what the page shows", () => {
  test.use({ javaScriptEnabled: false });

  for (const page of pages.filter((p) => !samples.has(p.path))) {
    test(`${page.path}: breadcrumb, FAQ, article, job and plans as visible`, async ({
      page: tab,
    }) => {
      await tab.goto(page.path);
      const data = structuredDataFor(page, origin) as unknown as Record<string, unknown>[];
      const ofType = (type: string) => data.find((item) => item["@type"] === type);

      const nav = tab.getByRole("navigation", { name: "Breadcrumb" });
      const list = ofType("BreadcrumbList") as
        { itemListElement: { name: string; item: string }[] } | undefined;
      if (!list) {
        await expect(nav).toHaveCount(0);
      } else {
        await expect(nav.getByRole("listitem")).toHaveText(
          list.itemListElement.map((crumb) => crumb.name),
        );
        const hrefs = await nav
          .getByRole("link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs.map((href) => abs(href!))).toEqual(
          list.itemListElement.slice(0, -1).map((crumb) => crumb.item),
        );
      }

      const faq = ofType("FAQPage") as { mainEntity: { name: string }[] } | undefined;
      for (const question of faq?.mainEntity ?? []) {
        await expect(tab.getByText(question.name, { exact: true }).first()).toBeVisible();
      }

      const h1 = tab.getByRole("heading", { level: 1 });
      const article = ofType("BlogPosting") as { headline: string } | undefined;
      if (article) await expect(h1).toHaveText(article.headline);
      const job = ofType("JobPosting") as { title: string } | undefined;
      if (job) await expect(h1).toHaveText(job.title);

      if (ofType("Product")) {
        const main = tab.locator("main");
        for (const plan of financePlans) {
          await expect(main.getByText(plan.name, { exact: true }).first()).toBeVisible();
          await expect(main).toContainText(`$${plan.price.monthly}`);
        }
      }
    });
  }
});

test.describe("files for crawlers and feed readers", () => {
  const indexable = pages.filter((page) => !NOINDEX.includes(page.path));

  test("sitemap.xml lists exactly the indexable routes, each with a lastmod", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[^>]*>/,
    );
    const urls = [
      ...xml.matchAll(
        /<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:\s*<xhtml:link [^>]+\/>)*\s*<\/url>/g,
      ),
    ].map((m) => m[1]!);
    expect(urls.length, "every <url> has a loc and a lastmod").toBe((xml.match(/<url>/g) ?? []).length);
    // The spec's routes (not the sample routes, whose canonical is their item's page), then every
    // indexable page of the collections (collections.spec.ts checks those), in English in this
    // order; each German page is the twin of one of them (an untranslated item has none).
    const spec = indexable.filter((page) => !samples.has(page.path)).map((page) => abs(page.path));
    const items = collectionSitemap().filter((item) => !item.noindex);
    const english = [...spec, ...items.map((item) => abs(item.path))];
    const german = urls.filter((url) => new URL(url).pathname.startsWith("/de"));
    expect(urls.filter((url) => !german.includes(url))).toEqual(english);
    expect(german.length).toBeGreaterThan(0);
    // German tag pages are named by German tags, which have no English twin.
    for (const url of german.filter((url) => !url.includes("/blog/tag/")))
      expect(english, url).toContain(abs(new URL(url).pathname.replace(/^\/de(?=\/|$)/, "") || "/"));
  });

  test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).not.toMatch(/^Disallow:\s*\/\s*$/m);
    expect(text).toContain(`Sitemap: ${abs("/sitemap.xml")}`);
  });

  test("rss.xml is a valid RSS 2.0 feed of the newest posts", async ({ request, page }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const items = [...doc.querySelectorAll("channel > item")];
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        link: doc.querySelector("channel > link")?.textContent,
        titles: items.map((item) => item.querySelector("title")?.textContent),
        guids: items.map((item) => item.querySelector("guid")?.textContent),
        dates: items.map((item) => item.querySelector("pubDate")?.textContent),
        enclosures: items.map((item) => {
          const enclosure = item.querySelector("enclosure");
          return {
            url: enclosure?.getAttribute("url") ?? "",
            type: enclosure?.getAttribute("type") ?? "",
            length: Number(enclosure?.getAttribute("length")),
          };
        }),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe(`${site.name} Blog`);
    expect(feed.link).toBe(abs("/blog"));
    expect(new Set(feed.titles)).toEqual(new Set(posts.map((post) => post.title)));
    expect(new Set(feed.guids).size).toBe(posts.length);
    for (const date of feed.dates)
      expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} (GMT|\+0000)$/);
    // Each post's social image, the picture a reader shows beside it: the file it names, its size.
    for (const { url, type, length } of feed.enclosures) {
      expect(url).toMatch(new RegExp(`^${abs("/og/blog/")}.+\\.(jpeg|png)$`));
      const image = await request.get(new URL(url).pathname);
      expect(image.status(), url).toBe(200);
      expect(image.headers()["content-type"]).toBe(type);
      expect((await image.body()).length, url).toBe(length);
    }
    // Atom names the same pictures with a media type there is (image/jpeg, never image/jpg).
    const atom = await (await request.get("/atom.xml")).text();
    const atomTypes = [...atom.matchAll(/<link rel="enclosure" [^>]*type="([^"]+)"/g)].map((m) => m[1]);
    expect(atomTypes.sort()).toEqual(feed.enclosures.map((enclosure) => enclosure.type).sort());
  });

  test("the web app manifest describes the brand and its icons", async ({ request }) => {
    const response = await request.get("/site.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.name,
      start_url: "/",
      display: "standalone",
      theme_color: brand.colors.primary.light.toLowerCase(),
      background_color: brand.colors.page.light.toLowerCase(),
    });
    const pngs = (
      manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]
    ).filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(pngs.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of pngs) {
      const png = await fetchPng(request, icon.src);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    const svg = (manifest.icons as { src: string; type: string }[]).filter(
      (icon) => icon.type === "image/svg+xml",
    );
    expect(svg.map((icon) => icon.src)).toEqual(["/favicon.svg"]);
  });

  test("with JavaScript, the manifest is linked once the page is hydrated, and only once", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const manifests = page.locator('head > link[rel="manifest"]');
    await expect(manifests).toHaveCount(1);
    await expect(manifests).toHaveAttribute("href", "/site.webmanifest");
    // A client-side navigation keeps the one link.
    await page.locator('footer a[href="/faq"]').first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(manifests).toHaveCount(1);
  });

  test("favicons: SVG, PNG fallback, .ico and an opaque apple-touch-icon", async ({ request }) => {
    const svg = await request.get("/favicon.svg");
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toBe("image/svg+xml");
    expect(await fetchPng(request, "/favicon-32.png")).toMatchObject({ width: 32, height: 32 });
    // Colour type 2 is RGB without alpha: iOS would paint transparency black.
    expect(await fetchPng(request, "/apple-touch-icon.png")).toMatchObject({
      width: 180,
      height: 180,
      colorType: 2,
    });
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect((await ico.body()).subarray(0, 4).toString("hex")).toBe("00000100");
  });

  test("every section's social image is a 1200×630 PNG under 120 KB", async ({ request }) => {
    const sections = [...new Set([...pages, notFoundPage].map((page) => page.section))];
    expect(sections).toHaveLength(6);
    for (const section of sections) {
      const png = await fetchPng(request, `/og/${section}.png`);
      expect(png, section).toMatchObject({ width: 1200, height: 630 });
      expect(png.bytes, section).toBeLessThan(120 * 1024);
    }
  });
});
