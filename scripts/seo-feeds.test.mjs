import { describe, expect, it } from "vitest";
import {
  contentDate,
  escapeXml,
  readPageHead,
  robotsTxt,
  rssDate,
  rssXml,
  sitemapXml,
} from "./seo-feeds.mjs";

const parseXml = (xml) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};

describe("readPageHead", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><head><title>Q&amp;A | Finlo</title>' +
    '<meta name="robots" content="noindex, follow"/><link rel="canonical" href="https://x.example/a?b=1&amp;c=2"/>' +
    '</head><body><link rel="canonical" href="https://x.example/body"/></body></html>';

  it("reads the title, canonical and robots of the head only", () => {
    expect(readPageHead(html)).toEqual({
      title: "Q&A | Finlo",
      canonical: "https://x.example/a?b=1&c=2",
      noindex: true,
    });
  });

  it("reports what is missing", () => {
    expect(readPageHead("<html><head></head><body></body></html>")).toEqual({
      title: undefined,
      canonical: undefined,
      noindex: false,
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

describe("rssXml", () => {
  const feed = {
    title: "Finlo Blog",
    description: "Articles & notes",
    link: "https://x.example/blog",
    self: "https://x.example/rss.xml",
    items: [
      {
        title: "B <new>",
        link: "https://x.example/p",
        guid: "b",
        date: "2026-10-28",
        author: "Ann",
        category: "Finance",
        description: "d1",
      },
      {
        title: "A",
        link: "https://x.example/p",
        guid: "a",
        date: "2026-09-01",
        author: "Bo",
        category: "Business",
        description: "d2",
      },
    ],
  };

  it("is RSS 2.0 with a self link and one item per post", () => {
    const doc = parseXml(rssXml(feed));
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.getElementsByTagName("channel")[0];
    expect(channel.getElementsByTagName("title")[0].textContent).toBe("Finlo Blog");
    expect(channel.getElementsByTagName("description")[0].textContent).toBe("Articles & notes");
    expect(channel.getElementsByTagName("lastBuildDate")[0].textContent).toBe(
      "Wed, 28 Oct 2026 12:00:00 +0000",
    );
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self.getAttribute("href")).toBe("https://x.example/rss.xml");
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((item) => item.getElementsByTagName("title")[0].textContent)).toEqual([
      "B <new>",
      "A",
    ]);
    expect(items[0].getElementsByTagName("guid")[0].getAttribute("isPermaLink")).toBe("false");
  });

  it("writes RFC 822 dates and escapes XML", () => {
    expect(rssDate("2026-09-01")).toBe("Tue, 01 Sep 2026 12:00:00 +0000");
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
