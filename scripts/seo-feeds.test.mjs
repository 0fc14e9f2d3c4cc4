// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { contentDate, escapeXml, feeds, readPageHead, robotsTxt, sitemapXml } from "./seo-feeds.mjs";

const parseXml = (xml) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};

describe("readPageHead", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><head><title>Q&amp;A | Finlo</title>' +
    '<meta name="robots" content="noindex, follow"/><link rel="canonical" href="https://x.example/a?b=1&amp;c=2"/>' +
    '<link rel="alternate" hrefLang="de" href="https://x.example/de/a"/>' +
    '<meta property="og:image" content="https://x.example/og/a.png"/>' +
    '</head><body><link rel="canonical" href="https://x.example/body"/></body></html>';

  it("reads the title, canonical, social image, robots and hreflang links of the head only", () => {
    expect(readPageHead(html)).toEqual({
      title: "Q&A | Finlo",
      canonical: "https://x.example/a?b=1&c=2",
      image: "https://x.example/og/a.png",
      noindex: true,
      alternates: [{ hreflang: "de", href: "https://x.example/de/a" }],
    });
  });

  it("reports what is missing", () => {
    expect(readPageHead("<html><head></head><body></body></html>")).toEqual({
      title: undefined,
      canonical: undefined,
      noindex: false,
      alternates: [],
    });
  });
});

describe("sitemapXml", () => {
  it("lists every entry with its lastmod, escaped", () => {
    const xml = sitemapXml([
      { loc: "https://x.example/", lastmod: "2026-11-21" },
      { loc: "https://x.example/a?b=1&c=2", lastmod: "2026-11-20" },
    ]);
    const doc = parseXml(xml);
    const urls = [...doc.getElementsByTagName("url")];
    expect(urls).toHaveLength(2);
    expect(urls[1].getElementsByTagName("loc")[0].textContent).toBe("https://x.example/a?b=1&c=2");
    expect(urls[1].getElementsByTagName("lastmod")[0].textContent).toBe("2026-11-20");
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  });
});

describe("robotsTxt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(robotsTxt("https://x.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://x.example/sitemap.xml\n",
    );
  });
});

describe("feeds", () => {
  const blog = {
    title: "Finlo Blog",
    description: "Articles & notes",
    link: "https://x.example/blog",
    language: "en",
    icon: "https://x.example/icon-512.png",
    favicon: "https://x.example/favicon.ico",
    copyright: "© Finlo",
    links: {
      rss: "https://x.example/rss.xml",
      atom: "https://x.example/atom.xml",
      json: "https://x.example/feed.json",
    },
    items: [
      {
        title: "B <new>",
        link: "https://x.example/b",
        date: "2026-10-28",
        updated: "2026-11-02",
        author: { name: "Ann", link: "https://x.example/team/ann", email: "ann@x.example" },
        categories: ["Finance", "Budgeting"],
        description: "d1",
        html: "<h2>Hello</h2><p>A ]]> B</p>",
        image: { url: "https://x.example/og/blog/b.jpeg", type: "image/jpeg", length: 51234 },
      },
      {
        title: "A",
        link: "https://x.example/a",
        date: "2026-09-01",
        author: { name: "Bo" },
        categories: ["Business"],
        description: "d2",
        html: "<p>A</p>",
      },
    ],
  };
  const { rss, atom, json } = feeds(blog);

  it("writes RSS 2.0 with a self link, full content and categories, dated by the newest post", () => {
    const doc = parseXml(rss);
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.getElementsByTagName("channel")[0];
    expect(channel.getElementsByTagName("title")[0].textContent).toBe("Finlo Blog");
    expect(channel.getElementsByTagName("description")[0].textContent).toBe("Articles & notes");
    expect(channel.getElementsByTagName("lastBuildDate")[0].textContent).toBe("Mon, 02 Nov 2026 12:00:00 GMT");
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self.getAttribute("href")).toBe("https://x.example/rss.xml");
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((item) => item.getElementsByTagName("title")[0].textContent)).toEqual(["B <new>", "A"]);
    expect(items[0].getElementsByTagName("pubDate")[0].textContent).toBe("Wed, 28 Oct 2026 12:00:00 GMT");
    const content = items[0].getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0];
    expect(content.textContent).toBe("<h2>Hello</h2><p>A ]]> B</p>");
    expect([...items[0].getElementsByTagName("category")].map((c) => c.textContent)).toEqual(["Finance", "Budgeting"]);
  });

  it("writes Atom 1.0 and JSON Feed with the same entries", () => {
    const doc = parseXml(atom);
    expect(doc.documentElement.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect([...doc.getElementsByTagName("entry")].map((e) => e.getElementsByTagName("id")[0].textContent)).toEqual([
      "https://x.example/b",
      "https://x.example/a",
    ]);
    const parsed = JSON.parse(json);
    expect(parsed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(parsed.feed_url).toBe("https://x.example/feed.json");
    expect(parsed.items.map((item) => [item.url, item.date_published])).toEqual([
      ["https://x.example/b", "2026-10-28T12:00:00.000Z"],
      ["https://x.example/a", "2026-09-01T12:00:00.000Z"],
    ]);
    expect(parsed.items[0].content_html).toBe("<h2>Hello</h2><p>A ]]> B</p>");
  });

  it("gives an item its social image in each format (the picture a reader shows), and none where it has none", () => {
    const rssItems = [...parseXml(rss).getElementsByTagName("item")];
    const enclosure = rssItems[0].getElementsByTagName("enclosure")[0];
    expect([enclosure.getAttribute("url"), enclosure.getAttribute("type"), enclosure.getAttribute("length")]).toEqual([
      "https://x.example/og/blog/b.jpeg",
      "image/jpeg",
      "51234",
    ]);
    expect(rssItems[1].getElementsByTagName("enclosure")).toHaveLength(0);
    const link = [...parseXml(atom).getElementsByTagName("entry")[0].getElementsByTagName("link")].find(
      (l) => l.getAttribute("rel") === "enclosure",
    );
    expect([link?.getAttribute("href"), link?.getAttribute("type")]).toEqual(["https://x.example/og/blog/b.jpeg", "image/jpeg"]);
    expect(JSON.parse(json).items.map((item) => item.image)).toEqual(["https://x.example/og/blog/b.jpeg", undefined]);
  });

  it("escapes XML in the sitemap", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });
});

describe("contentDate", () => {
  it("honours SOURCE_DATE_EPOCH", () => {
    expect(contentDate(process.cwd(), { SOURCE_DATE_EPOCH: "1790000000" })).toBe("2026-09-21");
  });

  it("is a calendar date from git or the clock", () => {
    expect(contentDate(process.cwd(), {})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
