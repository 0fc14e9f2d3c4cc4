// After `react-router build`, before postbuild: sitemap.xml, robots.txt, rss.xml and feed.json,
// the social images (og/<section>.png and og/<collection>/<slug>.png) and the app icons,
// written into <BUILD_DIR>/client.
// Content comes from the app's own TypeScript modules (via Vite's module runner); the sitemap is
// built from the prerendered pages themselves and must agree with app/content/pages.ts.
// See docs/decisions/0006-seo-build-files.md.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import sharp from "sharp";
import { runnerImport } from "vite";
import { buildDir, projectRoot } from "./build-dir.mjs";
import { ICON_FILES, renderIcons, renderOgImage } from "./og-images.mjs";
import { brand, markSvg, webManifest } from "./palette.mjs";
import {
  contentDate,
  fileDate,
  jsonFeed,
  readPageHead,
  robotsTxt,
  rssXml,
  sitemapXml,
} from "./seo-feeds.mjs";

const started = Date.now();
const client = join(buildDir, "client");
if (!existsSync(join(client, "index.html")))
  throw new Error(`seo-files: no prerendered site in ${client}`);

const { module: source } = await runnerImport(join(projectRoot, "scripts/seo-source.ts"), {
  root: projectRoot,
  configFile: false,
  logLevel: "error",
  resolve: { alias: { "~": join(projectRoot, "app") } },
});
const origin = source.siteOrigin();
const url = (path) => new URL(path, origin).toString();

// Sitemap: every prerendered route that has a canonical URL of its own and no noindex, in route
// order, then every page of the Markdown collections (content/) with its lastmod.
const lastmod = contentDate(projectRoot);
const listed = [];
const problems = [];
// The spec's sample routes (/single-blog …) show a collection's featured item; their canonical
// is that item's own URL, so search engines list the item, not the sample route.
const sampleCanonical = new Map(
  Object.entries(source.sampleRoute).map(([collection, path]) => [
    path,
    url(`${source.itemBase[collection]}/${source.featuredSlug(collection)}`),
  ]),
);
function checkPage(path, noindex) {
  const file = join(client, path === "/" ? "" : path, "index.html");
  if (!existsSync(file)) {
    problems.push(`${path}: not prerendered`);
    return undefined;
  }
  const head = readPageHead(readFileSync(file, "utf8"));
  const canonical = sampleCanonical.get(path) ?? url(path);
  if (!head.title) problems.push(`${path}: no <title>`);
  if (head.noindex !== noindex) problems.push(`${path}: robots noindex should be ${noindex}`);
  if (head.canonical !== canonical)
    problems.push(`${path}: canonical is ${head.canonical}, expected ${canonical}`);
  return head;
}
for (const page of source.pages) {
  const head = checkPage(page.path, Boolean(page.noindex));
  if (head?.canonical === url(page.path) && !head.noindex)
    listed.push({ loc: head.canonical, lastmod });
}
const staticCount = listed.length;
for (const item of source.collectionSitemap()) {
  const head = checkPage(item.path, item.noindex);
  if (head && !head.noindex)
    listed.push({
      loc: head.canonical,
      lastmod: item.lastmod ?? (item.file ? fileDate(projectRoot, item.file) : lastmod),
    });
}
const expected = source.indexablePages
  .filter((page) => !sampleCanonical.has(page.path))
  .map((page) => url(page.path));
if (
  listed
    .slice(0, staticCount)
    .map((entry) => entry.loc)
    .join() !== expected.join()
)
  problems.push("sitemap does not match the indexable pages");
if (problems.length)
  throw new Error(
    `seo-files: the prerendered pages disagree with app/content/pages.ts and content/:\n  ${problems.join("\n  ")}`,
  );

writeFileSync(join(client, "sitemap.xml"), sitemapXml(listed));
writeFileSync(join(client, "robots.txt"), robotsTxt(origin));

// Feeds: every post, newest first, with its full content: RSS 2.0 and JSON Feed 1.1.
const blog = source.pages.find((page) => page.path === "/blog");
const posts = source.feedPosts(origin);
const feed = {
  title: `${source.site.name} Blog`,
  description: blog.description,
  link: url("/blog"),
  self: url("/rss.xml"),
  items: posts.map((post) => ({
    title: post.title,
    link: url(post.href),
    guid: url(post.href),
    date: post.date,
    updated: post.updated,
    author: post.author,
    category: post.category,
    tags: post.tags,
    description: post.description,
    html: post.html,
  })),
};
writeFileSync(join(client, "rss.xml"), rssXml(feed));
writeFileSync(
  join(client, "feed.json"),
  jsonFeed({ ...feed, self: url("/feed.json"), icon: url("/icon-512.png") }),
);

// Social images, one per section, and the icons, from the brand's mark (app/brand.ts). Drawing
// them takes a few seconds, so they are cached by everything they are drawn from.
const host = new URL(origin).host.replace(/^www\./, "");
// One social image per collection item too: its words on its section's mock-up.
const socialCards = source.socialCards();
const favicon = markSvg();
writeFileSync(join(client, "favicon.svg"), favicon);
const require = createRequire(import.meta.url);
const key = createHash("sha256")
  .update(readFileSync(new URL("./og-images.mjs", import.meta.url)))
  .update(readFileSync(new URL("../app/styles/app.css", import.meta.url)))
  .update(readFileSync(require.resolve(`${brand.font.package}/package.json`)))
  .update(JSON.stringify([source.socialImages, socialCards, host, favicon, brand, sharp.versions]))
  .digest("hex")
  .slice(0, 16);
const cacheRoot = join(projectRoot, "node_modules/.cache/finlo-seo");
const cache = join(cacheRoot, key);
const imageFiles = [
  ...Object.keys(source.socialImages).map((section) => `og/${section}.png`),
  ...socialCards.map((card) => card.path),
  ...ICON_FILES,
];
const cached = imageFiles.every((file) => existsSync(join(cache, file)));
if (!cached) {
  // Drawn into a private folder and renamed into place, so parallel builds never read half a file.
  const draft = `${cache}.${process.pid}`;
  mkdirSync(join(draft, "og"), { recursive: true });
  for (const [section, copy] of Object.entries(source.socialImages)) {
    writeFileSync(
      join(draft, "og", `${section}.png`),
      await renderOgImage({ section, ...copy, host }),
    );
  }
  for (const card of socialCards) {
    mkdirSync(join(draft, card.path, ".."), { recursive: true });
    writeFileSync(join(draft, card.path), await renderOgImage({ ...card, host }));
  }
  for (const [name, data] of Object.entries(await renderIcons(favicon))) {
    writeFileSync(join(draft, name), data);
  }
  if (imageFiles.every((file) => existsSync(join(cache, file)))) {
    rmSync(draft, { recursive: true, force: true }); // a parallel build finished first
  } else {
    rmSync(cache, { recursive: true, force: true });
    renameSync(draft, cache);
  }
  // Forget drawings nobody has used for a week.
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const name of readdirSync(cacheRoot)) {
    const dir = join(cacheRoot, name);
    if (dir !== cache && statSync(dir).mtimeMs < weekAgo)
      rmSync(dir, { recursive: true, force: true });
  }
}
utimesSync(cache, new Date(), new Date());
for (const file of imageFiles) {
  mkdirSync(join(client, file, ".."), { recursive: true });
  copyFileSync(join(cache, file), join(client, file));
}

// The web app manifest, in the brand's colours (scripts/palette.mjs).
const manifest = webManifest();
writeFileSync(join(client, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(
  `seo-files: sitemap (${listed.length} URLs), robots.txt, rss.xml and feed.json (${posts.length} posts), ` +
    `${Object.keys(source.socialImages).length + socialCards.length} social images and ${ICON_FILES.length} icons (${cached ? "cached" : "drawn"}) ` +
    `for ${origin} in ${Date.now() - started}ms`,
);
