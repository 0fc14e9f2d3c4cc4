// After `react-router build`, before postbuild: sitemap.xml, robots.txt, the blog's feeds
// (rss.xml, atom.xml, feed.json), the social images (og/<section>.png and
// og/<collection>/<slug>.png, or .jpeg from a cover photo), the app icons and the owners'
// pictures (assets/media/, encoded and cached while content/ was read), written into <BUILD_DIR>/client.
// Content comes from the app's own TypeScript modules (via Vite's module runner); the sitemap is
// built from the prerendered pages themselves and must agree with app/content/pages.ts.
// See docs/decisions/0006-seo-build-files.md.
import {
  copyFileSync,
  existsSync,
  linkSync,
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
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { runnerImport } from "vite";
import { cacheKey, cacheRoot } from "./build-cache.mjs";
import { buildDir, projectRoot } from "./build-dir.mjs";
import { ICON_FILES, renderIcons, renderOgImage, undrawable } from "./og-images.mjs";
import { brand, markSvg, palette, webManifest } from "./palette.mjs";
import {
  contentDate,
  feeds,
  fileDate,
  readPageHead,
  robotsTxt,
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
  source.locales.flatMap((locale) =>
    Object.entries(source.sampleRoute).map(([collection, path]) => [
      source.localizePath(path, locale),
      url(source.localizePath(`${source.itemBase[collection]}/${source.featuredSlug(collection)}`, locale)),
    ]),
  ),
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
// Each language's pages, each with its addresses in the other languages as its head lists them.
const alternatesOf = (head) => (head.alternates.length > 1 ? head.alternates : []);
const englishStatic = [];
/** A sample route (/single-career …) is indexed as the item it shows is: a closed role is not. */
function itemNoindex(canonical) {
  const file = join(client, new URL(canonical).pathname, "index.html");
  return existsSync(file) ? readPageHead(readFileSync(file, "utf8")).noindex : false;
}
for (const locale of source.locales)
  for (const page of source.pages) {
    const path = source.localizePath(page.path, locale);
    const shown = sampleCanonical.get(path);
    const head = checkPage(path, Boolean(page.noindex) || (shown !== undefined && itemNoindex(shown)));
    if (head?.canonical === url(path) && !head.noindex) {
      listed.push({ loc: head.canonical, lastmod, alternates: alternatesOf(head) });
      if (locale === source.baseLocale) englishStatic.push(head.canonical);
    }
  }
for (const locale of source.locales)
  for (const item of source.collectionSitemap(source.collections(locale))) {
    const head = checkPage(item.path, item.noindex);
    if (head && !head.noindex)
      listed.push({
        loc: head.canonical,
        lastmod: item.lastmod ?? (item.file ? fileDate(projectRoot, item.file) : lastmod),
        alternates: alternatesOf(head),
      });
  }
const expected = source.indexablePages
  .filter((page) => !sampleCanonical.has(page.path))
  .map((page) => url(page.path));
if (englishStatic.join() !== expected.join()) problems.push("sitemap does not match the indexable pages");
// Every hreflang pair points both ways: a page that names its twin is named by it.
const byLoc = new Map(listed.map((entry) => [entry.loc, entry]));
for (const entry of listed)
  for (const alt of entry.alternates)
    if (alt.hreflang !== "x-default" && alt.href !== entry.loc) {
      const twin = byLoc.get(alt.href);
      if (twin && !twin.alternates.some((back) => back.href === entry.loc))
        problems.push(`${entry.loc}: hreflang ${alt.hreflang} → ${alt.href}, which does not name it back`);
    }
if (problems.length)
  throw new Error(
    `seo-files: the prerendered pages disagree with app/content/pages.ts and content/:\n  ${problems.join("\n  ")}`,
  );

writeFileSync(join(client, "sitemap.xml"), sitemapXml(listed));
writeFileSync(join(client, "robots.txt"), robotsTxt(origin));
// Old addresses and their pages (content/redirects.yaml): postbuild writes them for each host.
writeFileSync(join(buildDir, "redirects.json"), JSON.stringify(source.collections().redirects));

// Social images, one per section and one per collection item (its words on its section's
// mock-up), and the icons from the brand's mark (app/brand.ts). Each image is cached by
// everything it is drawn from, in one folder every build directory shares; the missing ones
// are drawn on every core.
const host = new URL(origin).host.replace(/^www\./, "");
const favicon = markSvg();
writeFileSync(join(client, "favicon.svg"), favicon);
const require = createRequire(import.meta.url);
const versions = ["satori", "@resvg/resvg-js", "sharp", "subset-font", brand.font.package, "@fontsource-variable/noto-sans"].map(
  (name) => `${name}@${JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version}`,
);
const renderer = cacheKey(
  readFileSync(new URL("./og-images.mjs", import.meta.url)),
  JSON.stringify([palette, brand, versions]),
);
const ogCache = join(cacheRoot, "og");
mkdirSync(ogCache, { recursive: true });
const images = source.locales.flatMap((locale) => [
  ...Object.entries(source.socialImages(locale)).map(([section, copy]) => ({
    path: source.ogPath(`${section}.png`, locale).slice(1),
    card: { section, ...copy, host },
  })),
  ...source.socialCards(source.collections(locale)).map(({ path, ...card }) => ({ path, card: { ...card, host } })),
]).map((image) => {
  // A photo's card is cached by the photo's content and focus, not by where its file is.
  const { photo, ...words } = image.card;
  const key = cacheKey(renderer, photo ? { ...words, photo: { key: photo.key, focus: photo.focus } } : words);
  return { ...image, file: join(ogCache, `${key}${image.path.slice(image.path.lastIndexOf("."))}`) };
});
// Letters no font of the images has (Chinese, Arabic …) are left out of the picture: say where.
for (const image of images) {
  const letters = undrawable(`${image.card.eyebrow} ${image.card.headline}`);
  if (letters.length)
    console.warn(
      `seo-files: /${image.path} leaves out ${letters.join("")}: the social images draw Latin, Greek and Cyrillic letters only`,
    );
}
const missing = [...new Map(images.filter((i) => !existsSync(i.file)).map((i) => [i.file, i])).values()];
if (missing.length) await drawInParallel(missing);
for (const image of images) {
  const target = join(client, image.path);
  mkdirSync(dirname(target), { recursive: true });
  place(image.file, target);
}

// Feeds: the newest posts in full, newest first: RSS 2.0, Atom and JSON Feed, one set per
// language (/rss.xml, /de/rss.xml …), each with the posts written in that language, and each
// post with its social image (drawn above), the picture a feed reader shows beside it.
let feedCount = 0;
for (const locale of source.locales) {
  const at = (path) => url(source.localizePath(path, locale));
  const file = (name) => (locale === source.baseLocale ? name : `${locale}/${name}`);
  const blog = source.localized("pages", locale).getPage("/blog");
  const posts = source.feedPosts(origin, source.collections(locale));
  if (locale === source.baseLocale) feedCount = posts.length;
  const written = feeds({
    title: source.m["feed.title"]({ name: source.site.name }, { locale }),
    description: blog.description,
    link: at("/blog"),
    language: locale,
    icon: url("/icon-512.png"),
    favicon: url("/favicon.ico"),
    copyright: `© ${source.site.name}`,
    links: { rss: url(`/${file("rss.xml")}`), atom: url(`/${file("atom.xml")}`), json: url(`/${file("feed.json")}`) },
    items: posts.map((post) => ({
      title: post.title,
      link: url(post.href),
      date: post.date,
      updated: post.updated,
      author: {
        name: post.author,
        link: url(post.authorHref),
        ...(post.authorEmail ? { email: post.authorEmail } : {}),
      },
      categories: [post.category, ...post.tags],
      description: post.description,
      html: post.html,
      image: socialImageOf(post.href),
    })),
  });
  mkdirSync(dirname(join(client, file("rss.xml"))), { recursive: true });
  writeFileSync(join(client, file("rss.xml")), written.rss);
  writeFileSync(join(client, file("atom.xml")), written.atom);
  writeFileSync(join(client, file("feed.json")), written.json);
}

/** A page's social image as its head names it, with its type and size, for a feed's enclosure. */
function socialImageOf(path) {
  const page = join(client, path, "index.html");
  const image = existsSync(page) ? readPageHead(readFileSync(page, "utf8")).image : undefined;
  if (!image?.startsWith(origin)) return undefined;
  const file = join(client, decodeURIComponent(new URL(image).pathname));
  if (!existsSync(file)) return undefined;
  return { url: image, type: file.endsWith(".jpeg") ? "image/jpeg" : "image/png", length: statSync(file).size };
}

const iconCache = join(cacheRoot, "icons", cacheKey(renderer, favicon));
if (!ICON_FILES.every((name) => existsSync(join(iconCache, name)))) {
  const draft = `${iconCache}.${process.pid}`;
  mkdirSync(draft, { recursive: true });
  for (const [name, data] of Object.entries(await renderIcons(favicon)))
    writeFileSync(join(draft, name), data);
  rmSync(iconCache, { recursive: true, force: true });
  renameSync(draft, iconCache);
}
for (const name of ICON_FILES) place(join(iconCache, name), join(client, name));

// The owners' pictures: each variant the pipeline made, linked from the build cache.
const media = source.mediaFiles();
const mediaUsed = new Set();
for (const [address, cached] of media) {
  const target = join(client, address);
  mkdirSync(dirname(target), { recursive: true });
  place(cached, target);
  mediaUsed.add(dirname(cached));
}
for (const dir of mediaUsed) utimesSync(dir, new Date(), new Date());
forgetUnused(["og", "icons", "markdown", "compressed", "media"].map((dir) => join(cacheRoot, dir)));

/**
 * Draws `jobs` into their cache files on every core: this thread and one worker per other core
 * (none for a handful of images, where starting a worker costs more than it saves).
 */
async function drawInParallel(jobs) {
  const queue = [...jobs];
  const threads = jobs.length < 8 ? 0 : Math.min(availableParallelism() - 1, Math.ceil(jobs.length / 8));
  const workers = Array.from({ length: threads }, () => new Worker(new URL("./og-worker.mjs", import.meta.url)));
  const inWorker = (worker) =>
    new Promise((done, fail) => {
      const next = () => {
        const job = queue.shift();
        if (!job) return done();
        worker.once("message", ({ error }) => (error ? fail(new Error(error)) : next()));
        worker.postMessage({ card: job.card, file: job.file });
      };
      worker.once("error", fail);
      next();
    });
  const here = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const draft = `${job.file}.${process.pid}.tmp`;
      writeFileSync(draft, await renderOgImage(job.card));
      renameSync(draft, job.file);
    }
  };
  try {
    await Promise.all([here(), ...workers.map(inWorker)]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** A cached file into the build: a hard link (no copy), else a copy; its use keeps it cached. */
function place(cached, target) {
  rmSync(target, { force: true });
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
  utimesSync(cached, new Date(), new Date());
}

/** Forget drawings no build has used for a week. */
function forgetUnused(dirs) {
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const dir of dirs)
    for (const name of existsSync(dir) ? readdirSync(dir) : [])
      if (statSync(join(dir, name)).mtimeMs < weekAgo)
        rmSync(join(dir, name), { recursive: true, force: true });
}

// The web app manifest, in the brand's colours (scripts/palette.mjs).
const manifest = webManifest();
writeFileSync(join(client, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(
  `seo-files: sitemap (${listed.length} URLs), robots.txt, rss.xml, atom.xml and feed.json per language (${feedCount} posts in English), ` +
    `${images.length} social images (${missing.length} drawn, the rest cached), ${ICON_FILES.length} icons ` +
    `and ${media.length} picture files ` +
    `for ${origin} in ${Date.now() - started}ms`,
);
