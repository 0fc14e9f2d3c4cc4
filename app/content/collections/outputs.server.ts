/**
 * What the build writes from the collections besides the pages (scripts/seo-files.mjs): the
 * sitemap's entries, the feeds' posts and the words of each item's social image.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderMarkdown } from "../markdown.server";
import { mediaOutputs } from "../media.server";
import { isPhoto } from "../pictures";
import { itemSocialImage } from "../social-image";
import type { Picture } from "../types";
import { collections, type Collections } from "./load.server";
import {
  blogPage,
  blogPageCount,
  blogPageHref,
  termPages,
} from "./queries.server";
import { baseLocale, localizePath } from "../locales";
import { m } from "../../paraglide/messages.js";
import { categoryLabel, portfolioTagLabel } from "../terms";
import { itemBase } from "./schemas.server";

/** Files the build writes beside the pages; content may link to them. */
export const generatedFiles = ["/rss.xml", "/atom.xml", "/feed.json", "/sitemap.xml", "/robots.txt"];

export type SitemapItem = {
  path: string;
  /** From the frontmatter (updated, else date); absent for collections without dates. */
  lastmod?: string;
  /** The Markdown file, for a lastmod from its last commit when the frontmatter has no date. */
  file?: string;
  noindex: boolean;
};

/** Every page the collections add, as the sitemap builder needs them. */
export function collectionSitemap(c = collections()): SitemapItem[] {
  const lastmodOf = (slug: string) => {
    const data = c.bySlug.blog.get(slug)?.data;
    return data ? (data.updated ?? data.date) : undefined;
  };
  const newest = (posts: readonly { slug: string }[]) =>
    posts
      .map((p) => lastmodOf(p.slug))
      .sort()
      .at(-1);
  const dated = (item: SitemapItem): SitemapItem => {
    const { lastmod, ...rest } = item;
    return lastmod ? { ...rest, lastmod } : rest;
  };
  return [
    // An item another language shows in English is that language's copy of the English page
    // (its canonical points there): it stays out of the language's sitemap.
    ...c.entries.blog.filter((e) => e.lang === c.locale).map((e) => ({
      path: localizePath(`${itemBase.blog}/${e.slug}`, c.locale),
      lastmod: e.data.updated ?? e.data.date,
      noindex: false,
    })),
    // Each page of each category and tag, dated by its newest post.
    ...termPages(c).map((page) => ({ path: page.path, lastmod: newest(page.posts), noindex: false })),
    ...Array.from({ length: blogPageCount(c) - 1 }, (_, i) => ({
      path: blogPageHref(i + 2, c.locale),
      lastmod: newest(blogPage(i + 2, c) ?? []),
      noindex: false,
    })),
    ...c.jobs.filter((j) => !j.lang).flatMap((j) => [
      { path: j.href, lastmod: j.datePosted, noindex: j.closed },
      ...(j.closed ? [] : [{ path: `${j.href}/apply`, noindex: true }]),
    ]),
    ...(["team", "services", "portfolio"] as const).flatMap((collection) =>
      c.entries[collection].filter((e) => e.lang === c.locale).map((e) => ({
        path: localizePath(`${itemBase[collection]}/${e.slug}`, c.locale),
        file: e.file,
        noindex: false,
      })),
    ),
  ].map(dated);
}

/** The owners' pictures as the build serves them: [address, cached file] (scripts/seo-files.mjs links them in). */
export const mediaFiles = (c = collections()): [string, string][] => mediaOutputs(c.media.library);

/** The feeds carry the newest posts, in full: what a reader subscribes for, at a size feed readers take. */
export const FEED_SIZE = 20;

/** The feeds' entries: the newest posts, with their full HTML and absolute links. */
export function feedPosts(origin: string, c = collections()) {
  // Each language's feed carries the posts written in it.
  return c.posts.filter((post) => !post.lang).slice(0, FEED_SIZE).map((post) => {
    const e = c.bySlug.blog.get(post.slug)!;
    // A translation without a text of its own shows its original's, on the page and here.
    const file = e.bodyLang ? e.file.replace(`content/${c.locale}/`, "content/") : e.file;
    const source = readFileSync(join(c.media.root, file), "utf8");
    const author = c.bySlug.team.get(e.data.author);
    return {
      ...post,
      updated: e.data.updated ?? e.data.date,
      tags: e.data.tags,
      authorEmail: author?.data.email,
      html: renderMarkdown(source, {
        path: file,
        origin,
        page: post.href,
        media: c.media.library,
        lang: e.bodyLang ?? e.lang,
        pageLocale: c.locale,
      }).html,
    };
  });
}

/**
 * A social image's photo: the cover's source file (read by the social image renderer, which
 * makes its own upright, metadata-free crop), its content's cache key and the focus of the crop.
 */
export type SocialPhoto = { file: string; key: string; focus?: string };

function socialPhoto(c: Collections, cover: Picture): { photo?: SocialPhoto } {
  if (!isPhoto(cover) || !cover.widths.length) return {};
  const file = [...c.media.library.values()].find((f) => cover.src === f.stem);
  return file ? { photo: { file: join(c.media.root, file.file), key: file.key, ...(cover.focus ? { focus: cover.focus } : {}) } } : {};
}

/** What each item's social image says and, for an item with a cover photo, shows (scripts/og-images.mjs draws one per item). */
export function socialCards(c = collections()): {
  path: string;
  section: string;
  eyebrow: string;
  headline: string;
  photo?: SocialPhoto;
}[] {
  // Another language's cards are under og/<locale>/, for the items written in it (an item shown
  // in English there uses its English card).
  const locale = c.locale;
  const o = { locale };
  const dir = locale === baseLocale ? "og" : `og/${locale}`;
  const own = <T extends { lang?: string }>(items: T[]) => items.filter((item) => !item.lang);
  return [
    ...own(c.posts).map((p) => ({
      path: `${dir}/${itemSocialImage("blog", p.slug, p.image).slice("/og/".length)}`,
      ...socialPhoto(c, p.image),
      section: "blog",
      eyebrow: m["og.card.blog"]({ category: categoryLabel(p.category, locale) }, o),
      headline: p.title,
    })),
    ...own(c.jobs).map((j) => ({
      path: `${dir}/careers/${j.slug}.png`,
      section: "company",
      eyebrow: m["og.card.careers"]({ location: j.location }, o),
      headline: j.title,
    })),
    ...own(c.team).map((member) => ({
      path: `${dir}/team/${member.slug}.png`,
      section: "company",
      eyebrow: m["og.card.team"]({ role: member.role }, o),
      headline: member.name,
    })),
    ...own(c.services).map((s) => ({
      path: `${dir}/services/${s.slug}.png`,
      section: "product",
      eyebrow: m["og.card.services"]({}, o),
      headline: s.title,
    })),
    ...own(c.projects).map((p) => ({
      path: `${dir}/${itemSocialImage("portfolio", p.slug, p.image).slice("/og/".length)}`,
      ...socialPhoto(c, p.image),
      section: "work",
      eyebrow: m["og.card.portfolio"]({ category: portfolioTagLabel(p.category, locale) }, o),
      headline: p.title,
    })),
  ];
}
