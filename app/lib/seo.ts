import type { MetaDescriptor } from "react-router";
import { getPage, notFoundPage, type PageInfo, type PagePath } from "~/content/pages";
import { site } from "~/content/site";

/** Absolute URL on the production origin (canonical, Open Graph). */
export function absoluteUrl(path: string): string {
  const origin = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) || site.origin;
  return new URL(path, origin).toString();
}

export function pageTitle(page: PageInfo): string {
  return page.title.includes(site.name) ? page.title : `${page.title} | ${site.name}`;
}

/** Every tag a route needs for search engines and link previews, from app/content/pages.ts. */
export function seoFor(page: PageInfo, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const url = absoluteUrl(page.path === "/404" ? "/404.html" : page.path);
  const title = pageTitle(page);
  const image = absoluteUrl(`/og/${page.section}.png`);
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...(page.noindex && page.path === "/404" ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: page.path === "/single-blog" ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: ${page.label}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...extra,
  ];
}

export function seo(path: PagePath, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  return seoFor(getPage(path), extra);
}

export function notFoundSeo(): MetaDescriptor[] {
  return seoFor(notFoundPage);
}
