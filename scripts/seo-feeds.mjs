// Pure builders for the files search engines and feed readers fetch: sitemap.xml, robots.txt and
// the RSS feed, plus a reader for the tags the prerendered pages carry. Used by scripts/seo-files.mjs
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

/**
 * RSS 2.0 with an atom:link to itself (what validators ask for).
 * @param {{ title: string, description: string, link: string, self: string,
 *   items: { title: string, link: string, guid: string, date: string, author: string,
 *   category: string, description: string }[] }} feed
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
        `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
        `      <pubDate>${rssDate(item.date)}</pubDate>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `      <category>${escapeXml(item.category)}</category>`,
        `      <description>${escapeXml(item.description)}</description>`,
        "    </item>",
      ].join("\n"),
    )
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
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
 * The sitemap's lastmod: SOURCE_DATE_EPOCH when set (reproducible builds), else the date of the
 * last commit that touched the site's source, else today.
 * @param {string} cwd
 */
export function contentDate(cwd, env = process.env) {
  if (env.SOURCE_DATE_EPOCH)
    return new Date(Number(env.SOURCE_DATE_EPOCH) * 1000).toISOString().slice(0, 10);
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", "app", "public"], {
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
