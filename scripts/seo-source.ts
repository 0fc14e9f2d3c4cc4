// What scripts/seo-files.mjs needs from the app, loaded through Vite's module runner so the
// sitemap, RSS feed and social images come from the same TypeScript modules as the pages.
export { pages } from "../app/content/pages";
export { posts } from "../app/content/blog";
export { site } from "../app/content/site";
export { indexablePages, siteOrigin, socialImages, socialImageSize } from "../app/lib/seo";
