/**
 * What the build writes from the collections besides the pages (scripts/seo-files.mjs): the
 * sitemap's entries, the feeds' posts and the words of each item's social image.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderMarkdown } from "../markdown.server";
import { mediaOutputs } from "../media.server";
import { isPhoto, itemSocialImage } from "../pictures";
import type { Picture } from "../types";
import { collections, type Collections } from "./load.server";
import {
  blogPage,
  blogPageCount,
  blogPageHref,
  blogTaxonomy,
  postsInCategory,
  postsWithTag,
  termSlug,
} from "./queries.server";
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
  const { categories, tags } = blogTaxonomy(c);
  return [
    ...c.entries.blog.map((e) => ({
      path: `${itemBase.blog}/${e.slug}`,
      lastmod: e.data.updated ?? e.data.date,
      noindex: false,
    })),
    ...categories
      .filter((t) => t.count > 0)
      .map((t) => ({
        path: t.href,
        lastmod: newest(postsInCategory(termSlug(t.name), c)?.posts ?? []),
        noindex: false,
      })),
    ...tags.map((t) => ({
      path: t.href,
      lastmod: newest(postsWithTag(termSlug(t.name), c)?.posts ?? []),
      noindex: false,
    })),
    ...Array.from({ length: blogPageCount(c) - 1 }, (_, i) => ({
      path: blogPageHref(i + 2),
      lastmod: newest(blogPage(i + 2, c) ?? []),
      noindex: false,
    })),
    ...c.jobs.flatMap((j) => [
      { path: j.href, lastmod: j.datePosted, noindex: j.closed },
      ...(j.closed ? [] : [{ path: `${j.href}/apply`, noindex: true }]),
    ]),
    ...(["team", "services", "portfolio"] as const).flatMap((collection) =>
      c.entries[collection].map((e) => ({
        path: `${itemBase[collection]}/${e.slug}`,
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
  return c.posts.slice(0, FEED_SIZE).map((post) => {
    const e = c.bySlug.blog.get(post.slug)!;
    const source = readFileSync(join(process.cwd(), e.file), "utf8");
    const author = c.bySlug.team.get(e.data.author);
    return {
      ...post,
      updated: e.data.updated ?? e.data.date,
      tags: e.data.tags,
      authorEmail: author?.data.email,
      html: renderMarkdown(source, { path: e.file, origin, media: c.media.library }).html,
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
  return [
    ...c.posts.map((p) => ({
      path: itemSocialImage("blog", p.slug, p.image).slice(1),
      ...socialPhoto(c, p.image),
      section: "blog",
      eyebrow: `Blog · ${p.category}`,
      headline: p.title,
    })),
    ...c.jobs.map((j) => ({
      path: `og/careers/${j.slug}.png`,
      section: "company",
      eyebrow: `Careers · ${j.location}`,
      headline: j.title,
    })),
    ...c.team.map((m) => ({
      path: `og/team/${m.slug}.png`,
      section: "company",
      eyebrow: `Team · ${m.role}`,
      headline: m.name,
    })),
    ...c.services.map((s) => ({
      path: `og/services/${s.slug}.png`,
      section: "product",
      eyebrow: "Services",
      headline: s.title,
    })),
    ...c.projects.map((p) => ({
      path: itemSocialImage("portfolio", p.slug, p.image).slice(1),
      ...socialPhoto(c, p.image),
      section: "work",
      eyebrow: `Case study · ${p.category}`,
      headline: p.title,
    })),
  ];
}
