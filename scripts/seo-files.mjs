// After `react-router build`, before postbuild: sitemap.xml, robots.txt, rss.xml, the social
// images (og/<section>.png) and the app icons, written into <BUILD_DIR>/client.
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
import { contentDate, readPageHead, robotsTxt, rssXml, sitemapXml } from "./seo-feeds.mjs";

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

// Sitemap: every prerendered route that has a canonical URL and no noindex, in route order.
const lastmod = contentDate(projectRoot);
const listed = [];
const problems = [];
for (const page of source.pages) {
  const file = join(client, page.path === "/" ? "" : page.path, "index.html");
  if (!existsSync(file)) {
    problems.push(`${page.path}: not prerendered`);
    continue;
  }
  const head = readPageHead(readFileSync(file, "utf8"));
  if (!head.title) problems.push(`${page.path}: no <title>`);
  if (head.noindex !== Boolean(page.noindex))
    problems.push(`${page.path}: robots noindex does not match pages.ts`);
  if (head.canonical !== url(page.path))
    problems.push(`${page.path}: canonical is ${head.canonical}, expected ${url(page.path)}`);
  if (head.canonical && !head.noindex) listed.push({ loc: head.canonical, lastmod });
}
const expected = source.indexablePages.map((page) => url(page.path));
if (listed.map((entry) => entry.loc).join() !== expected.join())
  problems.push("sitemap does not match the indexable pages");
if (problems.length)
  throw new Error(
    `seo-files: the prerendered pages disagree with app/content/pages.ts:\n  ${problems.join("\n  ")}`,
  );

writeFileSync(join(client, "sitemap.xml"), sitemapXml(listed));
writeFileSync(join(client, "robots.txt"), robotsTxt(origin));

// RSS: every post, newest first. All sample posts open the one sample article (spec), so each
// item's guid is its slug rather than its link.
const blog = source.pages.find((page) => page.path === "/blog");
const posts = [...source.posts].sort((a, b) => b.date.localeCompare(a.date));
writeFileSync(
  join(client, "rss.xml"),
  rssXml({
    title: `${source.site.name} Blog`,
    description: blog.description,
    link: url("/blog"),
    self: url("/rss.xml"),
    items: posts.map((post) => ({
      title: post.title,
      link: url(post.href),
      guid: `${new URL(origin).host}:post:${post.slug}`,
      date: post.date,
      author: post.author,
      category: post.category,
      description: post.description,
    })),
  }),
);

// Social images, one per section, and the icons, from the brand's mark (app/brand.ts). Drawing
// them takes a few seconds, so they are cached by everything they are drawn from.
const host = new URL(origin).host.replace(/^www\./, "");
const favicon = markSvg();
writeFileSync(join(client, "favicon.svg"), favicon);
const require = createRequire(import.meta.url);
const key = createHash("sha256")
  .update(readFileSync(new URL("./og-images.mjs", import.meta.url)))
  .update(readFileSync(new URL("../app/styles/app.css", import.meta.url)))
  .update(readFileSync(require.resolve(`${brand.font.package}/package.json`)))
  .update(JSON.stringify([source.socialImages, host, favicon, brand, sharp.versions]))
  .digest("hex")
  .slice(0, 16);
const cacheRoot = join(projectRoot, "node_modules/.cache/finlo-seo");
const cache = join(cacheRoot, key);
const imageFiles = [
  ...Object.keys(source.socialImages).map((section) => `og/${section}.png`),
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
mkdirSync(join(client, "og"), { recursive: true });
for (const file of imageFiles) copyFileSync(join(cache, file), join(client, file));

// The web app manifest, in the brand's colours (scripts/palette.mjs).
const manifest = webManifest();
writeFileSync(join(client, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(
  `seo-files: sitemap (${listed.length} URLs, lastmod ${lastmod}), robots.txt, rss.xml (${posts.length} posts), ` +
    `${Object.keys(source.socialImages).length} social images and ${ICON_FILES.length} icons (${cached ? "cached" : "drawn"}) ` +
    `for ${origin} in ${Date.now() - started}ms`,
);
