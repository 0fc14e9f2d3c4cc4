import type { MetaDescriptor } from "react-router";
import {
  getPage,
  NOT_FOUND,
  pages,
  TITLE_MAX,
  type PageInfo,
  type PagePath,
} from "~/content/pages";
import { site } from "~/content/site";
import { breadcrumbList, structuredDataFor, type Crumb, type JsonLd } from "./structured-data";
import {
  alternatesOf,
  baseLocale,
  localeOf,
  localizePath,
  locales,
  ogLocale,
  type Alternates,
  type Locale,
} from "./i18n";
import { m } from "~/paraglide/messages.js";

type Section = PageInfo["section"];

/**
 * Words on each section's 1200×630 social image (drawn by scripts/og-images.mjs at build time).
 * They also feed og:image:alt, so the alt text says what the picture says.
 */
export function socialImages(
  locale: Locale,
): Record<Section, { eyebrow: string; headline: string }> {
  const o = { locale };
  return {
    home: { eyebrow: m["og.home.eyebrow"]({}, o), headline: m["og.home.headline"]({}, o) },
    company: {
      eyebrow: m["og.company.eyebrow"]({}, o),
      headline: m["og.company.headline"]({ brand: site.name }, o),
    },
    blog: { eyebrow: m["og.blog.eyebrow"]({}, o), headline: m["og.blog.headline"]({}, o) },
    work: { eyebrow: m["og.work.eyebrow"]({}, o), headline: m["og.work.headline"]({}, o) },
    product: { eyebrow: m["og.product.eyebrow"]({}, o), headline: m["og.product.headline"]({}, o) },
    account: { eyebrow: m["og.account.eyebrow"]({}, o), headline: m["og.account.headline"]({}, o) },
  };
}

/** Social images of another language live under og/<locale>/ (og/de/blog.png). */
export const ogPath = (path: string, locale: Locale) =>
  locale === baseLocale ? `/og/${path}` : `/og/${locale}/${path}`;

export const socialImageSize = { width: 1200, height: 630 } as const;

/**
 * The canonical origin: VITE_SITE_ORIGIN at build time, else app/content/site.ts. The sitemap,
 * robots.txt and the RSS feed (scripts/seo-files.mjs) read it from here too.
 */
export function siteOrigin(): string {
  const configured =
    (import.meta.env.VITE_SITE_ORIGIN as string | undefined)?.trim() || site.origin;
  const url = new URL(configured);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`VITE_SITE_ORIGIN must be an http(s) origin, got ${configured}`);
  }
  return url.origin;
}

/** Absolute URL on the production origin (canonical, Open Graph). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString();
}

/**
 * The page's <title>: its title, its suffix and the brand ("Backend Engineer – Careers | Finlo"),
 * the longest of those that search results show uncut (TITLE_MAX): the brand goes first, then the
 * suffix. A title too long on its own is kept whole; `npm run content:check` advises on it.
 */
export function pageTitle(page: Pick<PageInfo, "title" | "titleSuffix">): string {
  const full = `${page.title}${page.titleSuffix ?? ""}`;
  const candidates = [
    ...(full.includes(site.name) ? [] : [`${full} | ${site.name}`]),
    ...(page.titleSuffix ? [full] : []),
  ];
  return (
    candidates.find((title) => title.length <= TITLE_MAX) ?? (page.titleSuffix ? page.title : full)
  );
}

export function socialImagePath(page: PageInfo, locale: Locale = baseLocale): string {
  return ogPath(`${page.section}.png`, locale);
}

/** Routes search engines should list: the sitemap is built from these and checked against the build. */
export const indexablePages: readonly PageInfo[] = /* @__PURE__ */ pages.filter(
  (page: PageInfo) => !page.noindex,
);

/**
 * JSON-LD is written into the prerendered HTML only: it is for crawlers, which read each page's
 * HTML, so the client bundle does not carry the builders and content (~8 KiB brotli). React 19
 * leaves the prerendered <script type="application/ld+json"> in <head> alone when hydrating.
 */
export const WITH_STRUCTURED_DATA = import.meta.env.SSR || import.meta.env.MODE === "test";

/**
 * A collection item's page (a post, job, member, service or project, content/<collection>/):
 * its own title, description, social image (og/<collection>/<slug>.png, scripts/seo-files.mjs)
 * and JSON-LD. `path` is the item's own URL, the canonical also of the /single-* sample routes.
 */
export type ItemSeo = {
  path: string;
  title: string;
  /** What follows the title when it fits (" – Careers"); see pageTitle. */
  titleSuffix?: string;
  description: string;
  section: Section;
  /** Path of the item's social image and the words drawn on it (for its alt text); else the section's. */
  image?: { path: string; alt: string };
  /** The visible breadcrumb, Home first. */
  crumbs: Crumb[];
  noindex?: boolean;
  article?: { published: string; modified?: string; author: string; section: string };
  /**
   * Only the prerender builds it: pass it as `...(WITH_STRUCTURED_DATA && { jsonLd })`, so the
   * client bundle, where that constant is false, drops the builders it names.
   */
  jsonLd?: (origin: string) => JsonLd[];
};

export function itemSeo(
  item: ItemSeo,
  context: PageContext = englishContext(item.path),
): MetaDescriptor[] {
  const origin = siteOrigin();
  const page: PageInfo = {
    path: item.path,
    heading: item.title,
    label: item.title,
    title: item.title,
    ...(item.titleSuffix ? { titleSuffix: item.titleSuffix } : {}),
    description: item.description,
    section: item.section,
    ...(item.noindex ? { noindex: true } : {}),
  };
  return seoFor(page, [], {
    context,
    ...(item.image ? { image: item.image } : {}),
    ...(item.article ? { article: item.article } : {}),
    ...(WITH_STRUCTURED_DATA && {
      structuredData: () => [
        ...structuredDataFor(page, origin, [], context.locale),
        breadcrumbList(origin, item.crumbs),
        ...(item.jsonLd?.(origin) ?? []),
      ],
    }),
  });
}

/**
 * The language a page is in and where it is in each language (app/lib/i18n.ts): from the
 * meta function's location and the route's loader data.
 */
export type PageContext = {
  locale: Locale;
  alternates: Alternates;
  /** Set when the page only repeats another one (an untranslated item): its canonical address. */
  canonical?: string;
  /** The route's loader data (its words in the page's language, for the JSON-LD). */
  data?: unknown;
};

export function pageContext(location: { pathname: string }, data?: unknown): PageContext {
  const pathname = location.pathname.replace(/(.)\/$/, "$1");
  const alternates = alternatesOf(pathname, data);
  const canonical = (data as { canonical?: string } | null | undefined)?.canonical;
  return { locale: localeOf(pathname), alternates, data, ...(canonical ? { canonical } : {}) };
}

const englishContext = (path: string): PageContext => pageContext({ pathname: path });

type Overrides = {
  context?: PageContext;
  image?: ItemSeo["image"];
  article?: ItemSeo["article"];
  structuredData?: () => JsonLd[];
};

/** Every tag a route needs for search engines and link previews, from app/content/pages.ts. */
export function seoFor(
  page: PageInfo,
  extra: MetaDescriptor[] = [],
  overrides: Overrides = {},
): MetaDescriptor[] {
  const origin = siteOrigin();
  const context = overrides.context ?? englishContext(page.path);
  const { locale } = context;
  const isNotFound = page.path === NOT_FOUND.path;
  // The catch-all answers for any address, so it has no address of its own to point at.
  const path = localizePath(page.path, locale);
  const url = isNotFound ? undefined : absoluteUrl(context.canonical ?? path);
  const title = pageTitle(page);
  const image = absoluteUrl(overrides.image?.path ?? socialImagePath(page, locale));
  // The image's words are for link previews, which read the prerendered HTML: the browser's copy
  // of this builder leaves them out, and with them every language's headlines (docs/performance.md).
  const imageAlt = !WITH_STRUCTURED_DATA
    ? undefined
    : overrides.image
      ? `${site.name}: ${overrides.image.alt}`
      : `${site.name}: ${socialImages(locale)[page.section].headline}`;
  // hreflang: every language the page exists in, and x-default (the base language's page).
  const same = context.alternates.same;
  const hreflang =
    isNotFound || context.canonical || Object.keys(same).length < 2
      ? []
      : [
          ...locales.flatMap((l) =>
            same[l]
              ? [{ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(same[l]) }]
              : [],
          ),
          ...(same[baseLocale]
            ? [
                {
                  tagName: "link",
                  rel: "alternate",
                  hrefLang: "x-default",
                  href: absoluteUrl(same[baseLocale]),
                },
              ]
            : []),
        ];
  const isArticle = Boolean(overrides.article);
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...hreflang,
    { property: "og:type", content: isArticle ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale(locale) },
    ...locales
      .filter((l) => l !== locale && same[l])
      .map((l) => ({ property: "og:locale:alternate", content: ogLocale(l) })),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    // Article facts are for crawlers and link previews, which read the prerendered HTML.
    ...(overrides.article && WITH_STRUCTURED_DATA ? articleMeta(overrides.article) : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: image.endsWith(".jpeg") ? "image/jpeg" : "image/png" },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
    ...(WITH_STRUCTURED_DATA
      ? (
          overrides.structuredData?.() ??
          structuredDataFor(
            page,
            origin,
            undefined,
            locale,
            context.data as Parameters<typeof structuredDataFor>[4],
          )
        ).map((data) => ({
          "script:ld+json": data,
        }))
      : []),
    ...extra,
  ];
}

function articleMeta(article: NonNullable<ItemSeo["article"]>): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: article.published },
    ...(article.modified ? [{ property: "article:modified_time", content: article.modified }] : []),
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.section },
  ];
}

/**
 * A static page's tags: the words its loader sends (`page`, in the page's language, docs/i18n.md),
 * in the language of its address. Without them (the prerender always has them; a browser that
 * failed to load a page's data does not), only the title: the words of app/content/pages.ts
 * stay out of the browser's JavaScript (docs/performance.md).
 */
export function seo(
  path: PagePath,
  args: { location: { pathname: string }; data?: unknown; page?: PageInfo } = {
    location: { pathname: path },
  },
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const context = pageContext(args.location, args.data);
  if (args.page) return seoFor(args.page, extra, { context });
  // The prerender and the unit tests (WITH_STRUCTURED_DATA) can read app/content/pages.ts.
  return WITH_STRUCTURED_DATA ? seoFor(getPage(path), extra, { context }) : [{ title: site.name }];
}
