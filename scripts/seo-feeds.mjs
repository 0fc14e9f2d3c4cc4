// Pure builders for the files search engines and feed readers fetch: sitemap.xml, robots.txt,
// the RSS feed and the JSON Feed, plus a reader for the tags the prerendered pages carry. Used by scripts/seo-files.mjs
// and unit-tested in scripts/seo-feeds.test.mjs.
import { execFileSync } from "node:child_process";

/** @param {string} text */
export function escapeXml(text) {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** @param {string} text */
function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag) {
  const attrs = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g))
    attrs[match[1].toLowerCase()] = decodeEntities(match[2]);
  return attrs;
}

/**
 * What a prerendered page says about itself in its <head>.
 * @param {string} html
 * @returns {{ title: string | undefined, canonical: string | undefined, noindex: boolean }}
 */
export function readPageHead(html) {
  const end = html.indexOf("</head>");
  const head = end === -1 ? html : html.slice(0, end);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  let canonical;
  let noindex = false;
  for (const [tag] of head.matchAll(/<(?:link|meta)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (tag.startsWith("<link") && attrs.rel === "canonical") canonical = attrs.href;
    if (
      tag.startsWith("<meta") &&
      attrs.name === "robots" &&
      /\b(noindex|none)\b/i.test(attrs.content ?? "")
    )
      noindex = true;
  }
  return { title: title === undefined ? undefined : decodeEntities(title), canonical, noindex };
}

/**
 * @param {{ loc: string, lastmod: string }[]} entries
 */
export function sitemapXml(entries) {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled (noindex pages must be crawled to see their noindex). */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin)}\n`;
}

/** RFC 822 date for RSS, at noon UTC so the day is the same in every time zone's reader. */
export function rssDate(isoDate) {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString().replace("GMT", "+0000");
}

/** CDATA for HTML in XML; a "]]>" inside the text is split across two sections. */
export function cdata(text) {
  return `<![CDATA[${String(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/**
 * RSS 2.0 with an atom:link to itself (what validators ask for), each item with its full
 * content (content:encoded) and its category and tags.
 * @param {{ title: string, description: string, link: string, self: string,
 *   items: { title: string, link: string, guid: string, date: string, author: string,
 *   category: string, tags?: string[], description: string, html?: string }[] }} feed
 */
export function rssXml(feed) {
  const newest = [...feed.items]
    .map((item) => item.date)
    .sort()
    .at(-1);
  const items = feed.items
    .map((item) =>
      [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="${item.guid === item.link}">${escapeXml(item.guid)}</guid>`,
        `      <pubDate>${rssDate(item.date)}</pubDate>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        ...[item.category, ...(item.tags ?? [])].map(
          (name) => `      <category>${escapeXml(name)}</category>`,
        ),
        `      <description>${escapeXml(item.description)}</description>`,
        ...(item.html ? [`      <content:encoded>${cdata(item.html)}</content:encoded>`] : []),
        "    </item>",
      ].join("\n"),
    )
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    "    <language>en</language>",
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1) with each post's full HTML.
 * @param {{ title: string, description: string, link: string, self: string, icon?: string,
 *   items: { title: string, link: string, guid: string, date: string, updated?: string,
 *   author: string, category: string, tags?: string[], description: string, html?: string }[] }} feed
 */
export function jsonFeed(feed) {
  const at = (date) => `${date}T12:00:00Z`;
  return `${JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title: feed.title,
      home_page_url: feed.link,
      feed_url: feed.self,
      description: feed.description,
      ...(feed.icon ? { icon: feed.icon } : {}),
      language: "en",
      items: feed.items.map((item) => ({
        id: item.guid,
        url: item.link,
        title: item.title,
        summary: item.description,
        content_html: item.html ?? `<p>${escapeXml(item.description)}</p>`,
        date_published: at(item.date),
        ...(item.updated ? { date_modified: at(item.updated) } : {}),
        authors: [{ name: item.author }],
        tags: [item.category, ...(item.tags ?? [])],
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * The date of the last commit that touched one file (a Markdown item without dates in its
 * frontmatter), else the build's content date.
 * @param {string} cwd
 * @param {string} file
 */
export function fileDate(cwd, file, env = process.env) {
  if (!env.SOURCE_DATE_EPOCH) {
    try {
      const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], {
        cwd,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
      if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
    } catch {
      // Not a git checkout: fall through.
    }
  }
  return contentDate(cwd, env);
}

/**
 * The sitemap's lastmod: SOURCE_DATE_EPOCH when set (reproducible builds), else the date of the
 * last commit that touched the site's source, else today.
 * @param {string} cwd
 */
export function contentDate(cwd, env = process.env) {
  if (env.SOURCE_DATE_EPOCH)
    return new Date(Number(env.SOURCE_DATE_EPOCH) * 1000).toISOString().slice(0, 10);
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", "app", "public", "content"], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // Not a git checkout (a tarball, a CI cache): fall through to the build date.
  }
  return new Date().toISOString().slice(0, 10);
}
