// What scripts/seo-files.mjs needs from the app, loaded through Vite's module runner so the
// sitemap, feeds and social images come from the same modules as the pages: app/content for
// the static pages, the Markdown collections of content/ for every post, job, member, service
// and project.
export { pages } from "../app/content/pages";
export { site } from "../app/content/site";
export { collectionSitemap, feedPosts, mediaFiles, socialCards } from "../app/content/collections/outputs.server";
export { collections } from "../app/content/collections/load.server";
export { baseLocale, localizePath, locales, prefixedLocales } from "../app/content/locales";
export { m } from "../app/paraglide/messages.js";
export { featuredSlug } from "../app/content/collections/queries.server";
export { itemBase, sampleRoute } from "../app/content/collections/schemas.server";
export { indexablePages, ogPath, siteOrigin, socialImages, socialImageSize } from "../app/lib/seo";
export { localized } from "../app/content/localized.server";
