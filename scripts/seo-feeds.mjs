// Pure builders for the files search engines and feed readers fetch: sitemap.xml, robots.txt and
// the blog's feeds, plus a reader for the tags the prerendered pages carry. Used by
// scripts/seo-files.mjs and unit-tested in scripts/seo-feeds.test.mjs.
import { execFileSync } from "node:child_process";
import { Feed } from "feed";

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
 * @returns {{ title: string | undefined, canonical: string | undefined, image: string | undefined, noindex: boolean }}
 */
export function readPageHead(html) {
  const end = html.indexOf("</head>");
  const head = end === -1 ? html : html.slice(0, end);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  let canonical;
  /** Its social image (og:image). */
  let image;
  let noindex = false;
  /** The page's hreflang links: its address in each language, and x-default. */
  const alternates = [];
  for (const [tag] of head.matchAll(/<(?:link|meta)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (tag.startsWith("<link") && attrs.rel === "canonical") canonical = attrs.href;
    if (tag.startsWith("<meta") && attrs.property === "og:image") image = attrs.content;
    if (tag.startsWith("<link") && attrs.rel === "alternate" && attrs.hreflang)
      alternates.push({ hreflang: attrs.hreflang, href: attrs.href });
    if (
      tag.startsWith("<meta") &&
      attrs.name === "robots" &&
      /\b(noindex|none)\b/i.test(attrs.content ?? "")
    )
      noindex = true;
  }
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    canonical,
    image,
    noindex,
    alternates,
  };
}

/**
 * Every page with its lastmod and, where it has them, its addresses in the other languages
 * (xhtml:link hreflang, the same list as the page's own head).
 * @param {{ loc: string, lastmod: string, alternates?: { hreflang: string, href: string }[] }[]} entries
 */
export function sitemapXml(entries) {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n` +
        (entry.alternates ?? [])
          .map(
            (alt) =>
              `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>\n`,
          )
          .join("") +
        `  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled (noindex pages must be crawled to see their noindex). */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin)}\n`;
}

/** A calendar date at noon UTC, so the day is the same in every time zone's reader. */
const noon = (isoDate) => new Date(`${isoDate}T12:00:00Z`);

/**
 * The blog's feeds, written by the `feed` library: RSS 2.0 (with content:encoded), Atom 1.0 and
 * JSON Feed, each with every item's full HTML, categories and author.
 * @param {{ title: string, description: string, link: string, language: string, icon: string,
 *   favicon: string, copyright: string, links: { rss: string, atom: string, json: string },
 *   items: { title: string, link: string, date: string, updated?: string,
 *   author: { name: string, link?: string, email?: string }, categories: string[],
 *   description: string, html: string, image?: { url: string, type: string, length: number } }[] }} blog
 * @returns {{ rss: string, atom: string, json: string }}
 */
export function feeds(blog) {
  const newest = blog.items.map((item) => item.updated ?? item.date).sort().at(-1);
  const feed = new Feed({
    title: blog.title,
    description: blog.description,
    id: blog.link,
    link: blog.link,
    language: blog.language,
    image: blog.icon,
    favicon: blog.favicon,
    copyright: blog.copyright,
    generator: blog.title,
    // The newest post's date, not the clock: the same content writes the same feed.
    updated: newest ? noon(newest) : new Date(0),
    feedLinks: blog.links,
  });
  for (const item of blog.items)
    feed.addItem({
      title: item.title,
      id: item.link,
      link: item.link,
      date: noon(item.updated ?? item.date),
      published: noon(item.date),
      description: item.description,
      content: item.html,
      author: [item.author],
      category: item.categories.map((name) => ({ name })),
      // Its social image, which feed readers show as the item's picture (an enclosure in RSS
      // and Atom, `image` in JSON Feed).
      ...(item.image ? { image: item.image } : {}),
    });
  return { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() };
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
