import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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
import { woff2ToTtf } from "./woff2-to-ttf.mjs";

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

describe("woff2ToTtf", () => {
  const require = createRequire(import.meta.url);
  const woff2 = readFileSync(
    require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"),
  );
  const ttf = woff2ToTtf(woff2);
  const tables = new Map();
  for (let i = 0; i < ttf.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    tables.set(ttf.toString("latin1", at, at + 4), {
      offset: ttf.readUInt32BE(at + 8),
      length: ttf.readUInt32BE(at + 12),
    });
  }

  it("writes a TrueType font with the tables a renderer needs", () => {
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    for (const tag of [
      "cmap",
      "glyf",
      "head",
      "hhea",
      "hmtx",
      "loca",
      "maxp",
      "name",
      "fvar",
      "gvar",
    ]) {
      expect(tables.has(tag), tag).toBe(true);
    }
  });

  it("rebuilds loca so that it spans glyf exactly", () => {
    const head = tables.get("head");
    const longOffsets = ttf.readInt16BE(head.offset + 50) === 1;
    const numGlyphs = ttf.readUInt16BE(tables.get("maxp").offset + 4);
    const loca = tables.get("loca");
    const last = longOffsets
      ? ttf.readUInt32BE(loca.offset + numGlyphs * 4)
      : ttf.readUInt16BE(loca.offset + numGlyphs * 2) * 2;
    expect(numGlyphs).toBeGreaterThan(100);
    expect(last).toBe(tables.get("glyf").length);
  });

  it("rejects anything that is not woff2", () => {
    expect(() => woff2ToTtf(Buffer.from("wOFF0000"))).toThrow(/signature/);
  });
});
