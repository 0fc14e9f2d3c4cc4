/**
 * What each kind of page gets from the collections, only the fields it shows: route loaders call
 * these while the site is prerendered. Each takes the collections to read (the build's, by
 * default), so tests can pass content of their own and a fixed day.
 */
import GithubSlugger from "github-slugger";
import { blogCategories } from "../blog";
import { galleryOf } from "../pictures";
import type {
  BlogPost,
  BlogPostDetail,
  ItemLink,
  Job,
  JobDetail,
  PortfolioDetail,
  PortfolioCardItem,
  PortfolioItem,
  Service,
  ServiceLink,
  ServiceDetail,
  Tag,
  TeamCardMember,
  TeamMember,
  TeamMemberDetail,
} from "../types";
import { baseLocale, localizePath, type Locale } from "../locales";
import { categoryLabel } from "../terms";
import { collections, type Collections } from "./load.server";
import type { CollectionName } from "./schemas.server";

/** Computes once per set of collections (a build reads them once). */
function perCollections<T>(compute: (c: Collections) => T): (c: Collections) => T {
  const results = new WeakMap<Collections, T>();
  return (c) => {
    if (!results.has(c)) results.set(c, compute(c));
    return results.get(c) as T;
  };
}

/** The item each sample route (/single-*) shows. */
export function featuredSlug(collection: CollectionName, c = collections()): string {
  return c.featured[collection];
}

const slugger = new GithubSlugger();
/**
 * "Cash flow" → "cash-flow", the same slug wherever a tag or category is linked. Letters keep
 * their accents; a run of hyphens left by punctuation becomes one ("Tax & Legal" → "tax-legal").
 * A + or # that ends a word is said, so languages keep addresses of their own: "C++" →
 * "c-plus-plus", "C#" → "c-sharp", "C" → "c".
 */
export function termSlug(name: string): string {
  slugger.reset();
  const said = name.replace(/(?<=[\p{L}\p{N}+])\+/gu, " plus ").replace(/(?<=\p{L})#/gu, " sharp ");
  return slugger.slug(said).replace(/-{2,}/g, "-").replace(/^-|-$/g, "");
}
export const categoryHref = (name: string, locale: Locale = baseLocale) =>
  localizePath(`/blog/category/${termSlug(name)}`, locale);
export const tagHref = (name: string, locale: Locale = baseLocale) =>
  localizePath(`/blog/tag/${termSlug(name)}`, locale);

export const listPosts = (c = collections()): BlogPost[] => c.posts;
export const listTeam = (c = collections()): TeamMember[] => c.team;

/** The team as its cards show it: no bio, no network names (a page's HTML carries its data twice). */
export const listTeamCards = (c = collections()): TeamCardMember[] =>
  c.team.map(({ slug, href, name, role, portrait, socialLabel, lang, social }) => ({
    slug,
    href,
    name,
    role,
    portrait,
    socialLabel,
    ...(lang ? { lang } : {}),
    social: social.map(({ network, href, linkLabel }) => ({ network, href, linkLabel })),
  }));
export const listServices = (c = collections()): Service[] => c.services;
export const listProjects = (c = collections()): PortfolioItem[] => c.projects;

/**
 * A project as a grid card shows it (a page's HTML carries its data twice, in the markup and the
 * loader data, so a list sends no summary and no tags it does not show).
 */
export const portfolioCard = ({
  slug,
  href,
  title,
  category,
  tagLabels,
  image,
  lang,
}: PortfolioItem): PortfolioCardItem => ({
  slug,
  href,
  title,
  category,
  tagLabels: { [category]: tagLabels[category] },
  image,
  ...(lang ? { lang } : {}),
});

/** A service as a list of links names it (no description). */
export const serviceLink = ({ slug, href, title, icon, lang }: Service): ServiceLink => ({
  slug,
  href,
  title,
  icon,
  ...(lang ? { lang } : {}),
});

/** Open roles only: a job past its validThrough leaves every list, the sitemap and the feeds. */
export const listJobs = (c = collections()): Job[] =>
  c.jobs
    .filter((job) => !job.closed)
    .map(
      ({
        lang,
        slug,
        href,
        title,
        description,
        location,
        type,
        typeLabel,
        salary,
        department,
      }) => ({
        ...(lang ? { lang } : {}),
        slug,
        href,
        title,
        description,
        location,
        type,
        typeLabel,
        salary,
        department,
      }),
    );

/** A category or tag: its name in the content, what a page calls it (a category in the page's language), its page. */
export type TermCount = { name: string; label: string; href: string; count: number };

/** Each post's tags by address, once per collections (a post tagged "CRM" and "crm" has one). */
const tagSlugsByPost = perCollections(
  (c) => new Map(c.entries.blog.map((e) => [e.slug, new Set(e.data.tags.map(termSlug))])),
);

const taxonomy = perCollections((c) => {
  const categories = blogCategories.map((name) => ({
    name,
    label: categoryLabel(name, c.locale),
    href: categoryHref(name, c.locale),
    count: c.entries.blog.filter((e) => e.data.category === name).length,
  }));
  // Tags spelled differently with one address ("CRM" and "crm", "Q&A" and "QA") are one tag,
  // named as most posts spell it; on a tie, as the newest does (the posts come newest first).
  const bySlug = new Map<string, { posts: number; spellings: Map<string, number> }>();
  for (const e of c.entries.blog)
    for (const slug of tagSlugsByPost(c).get(e.slug) ?? []) {
      const tag = bySlug.get(slug) ?? { posts: 0, spellings: new Map() };
      tag.posts++;
      for (const name of e.data.tags)
        if (termSlug(name) === slug) tag.spellings.set(name, (tag.spellings.get(name) ?? 0) + 1);
      bySlug.set(slug, tag);
    }
  const tags = [...bySlug.values()]
    .map(({ posts, spellings }) => {
      const name = [...spellings].sort((a, b) => b[1] - a[1])[0]![0];
      return { name, label: name, href: tagHref(name, c.locale), count: posts };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { categories, tags };
});

/** The tags by address. */
const tagsBySlug = perCollections(
  (c) => new Map(taxonomy(c).tags.map((t) => [termSlug(t.name), t])),
);

/** Categories (every one of blogCategories, with its post count) and tags, for the sidebar. */
export function blogTaxonomy(c = collections()): { categories: TermCount[]; tags: TermCount[] } {
  return taxonomy(c);
}

export function postsInCategory(
  slug: string,
  c = collections(),
): { name: string; posts: BlogPost[] } | undefined {
  const name = blogCategories.find((category) => termSlug(category) === slug);
  if (!name) return undefined;
  return { name, posts: c.posts.filter((p) => p.category === name) };
}

export function postsWithTag(
  slug: string,
  c = collections(),
): { name: string; posts: BlogPost[] } | undefined {
  const name = tagsBySlug(c).get(slug)?.name;
  if (!name) return undefined;
  return {
    name,
    posts: c.posts.filter((p) => tagSlugsByPost(c).get(p.slug)?.has(slug)),
  };
}

/** /blog's page size: the spec's /blog shows three posts. */
export const BLOG_PAGE_SIZE = 3;

export function blogPageCount(c = collections()): number {
  return Math.max(1, Math.ceil(c.posts.length / BLOG_PAGE_SIZE));
}

/** The posts of page n (1-based) of /blog, or undefined past the last page. */
export function blogPage(n: number, c = collections()): BlogPost[] | undefined {
  if (!Number.isInteger(n) || n < 1 || n > blogPageCount(c)) return undefined;
  return c.posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE);
}

/** /blog/page/n for n ≥ 2; page 1 is /blog itself (/de/blog/page/n in German). */
export const blogPageHref = (n: number, locale: Locale = baseLocale) =>
  localizePath(n === 1 ? "/blog" : `/blog/page/${n}`, locale);

/**
 * A category's or tag's page size. Its list was one page of every post it has, which at a
 * thousand posts was megabytes of HTML; past this many it continues on /page/2 and so on.
 */
export const TERM_PAGE_SIZE = 10;

export const termPageCount = (posts: number) => Math.max(1, Math.ceil(posts / TERM_PAGE_SIZE));

/** Page n of a category or tag whose first page is `href`: `href` itself, then `href`/page/n. */
export const termPageHref = (href: string, n: number) => (n === 1 ? href : `${href}/page/${n}`);

/** The posts of page n (1-based) of a category's or tag's list, or undefined past the last. */
export function termPage<T>(posts: readonly T[], n: number): T[] | undefined {
  if (!Number.isInteger(n) || n < 1 || n > termPageCount(posts.length)) return undefined;
  return posts.slice((n - 1) * TERM_PAGE_SIZE, n * TERM_PAGE_SIZE);
}

/** Every page of every category (with posts) and tag: first page, posts and the first page's address. */
export function termPages(c = collections()) {
  const { categories, tags } = blogTaxonomy(c);
  return [
    ...categories
      .filter((t) => t.count > 0)
      .map((t) => ({ href: t.href, posts: postsInCategory(termSlug(t.name), c)?.posts ?? [] })),
    ...tags.map((t) => ({ href: t.href, posts: postsWithTag(termSlug(t.name), c)?.posts ?? [] })),
  ].flatMap(({ href, posts }) =>
    Array.from({ length: termPageCount(posts.length) }, (_, i) => ({
      path: termPageHref(href, i + 1),
      posts: termPage(posts, i + 1) ?? [],
    })),
  );
}

/**
 * The blog sidebar: categories and tags with counts, and a short list of other posts. A category
 * without posts has no page (collectionPaths), so it is not listed: a link to it was a 404 on
 * every blog page once an owner removed a category's last post.
 */
export function blogSidebar(exclude: readonly string[] = [], count = 3, c = collections()) {
  const { categories, tags } = blogTaxonomy(c);
  return {
    listed: c.posts.filter((p) => !exclude.includes(p.slug)).slice(0, count),
    categories: categories.filter((t) => t.count > 0),
    tags: tags.slice(0, 12),
  };
}

const link = (item: ItemLink): ItemLink => ({
  slug: item.slug,
  title: item.title,
  href: item.href,
  ...(item.lang ? { lang: item.lang } : {}),
});

const postIndex = perCollections((c) => new Map(c.posts.map((p, i) => [p.slug, i])));

export function postDetail(slug: string, c = collections()): BlogPostDetail | undefined {
  const index = postIndex(c).get(slug);
  const post = index === undefined ? undefined : c.posts[index];
  const entry = c.bySlug.blog.get(slug);
  const author = c.team.find((m) => m.slug === entry?.data.author);
  if (index === undefined || !post || !entry || !author) return undefined;
  const tags = tagSlugsByPost(c).get(slug) ?? new Set<string>();
  // Related: most shared tags, then the same category, then newest.
  const related = c.posts
    .flatMap((p, i) => {
      if (i === index) return [];
      let shared = 0;
      for (const t of tagSlugsByPost(c).get(p.slug) ?? []) if (tags.has(t)) shared++;
      return [{ post: p, score: shared + (p.category === post.category ? 1 : 0) }];
    })
    .sort((a, b) => b.score - a.score || b.post.date.localeCompare(a.post.date))
    .slice(0, 3)
    .map((r) => r.post);
  const newer = c.posts[index - 1];
  const older = c.posts[index + 1];
  return {
    ...post,
    ...(entry.data.updated ? { updated: entry.data.updated } : {}),
    categoryHref: categoryHref(post.category, c.locale),
    // Each tag once, spelled as its page spells it.
    tags: [...tags].flatMap((tagSlug): Tag[] => {
      const tag = tagsBySlug(c).get(tagSlug);
      return tag ? [{ name: tag.name, href: tag.href }] : [];
    }),
    authorMember: author,
    html: entry.html,
    ...(entry.bodyLang ? { htmlLang: entry.bodyLang } : {}),
    toc: entry.toc,
    ...(older ? { previous: link(older) } : {}),
    ...(newer ? { next: link(newer) } : {}),
    related,
  };
}

export function jobDetail(slug: string, c = collections()): JobDetail | undefined {
  return c.jobs.find((job) => job.slug === slug);
}

export function memberDetail(slug: string, c = collections()): TeamMemberDetail | undefined {
  const member = c.team.find((m) => m.slug === slug);
  const e = c.bySlug.team.get(slug);
  if (!member || !e) return undefined;
  return {
    ...member,
    html: e.html,
    ...(e.bodyLang ? { htmlLang: e.bodyLang } : {}),
    location: e.data.location,
    joined: e.data.joined,
    ...(e.data.email ? { email: e.data.email } : {}),
    expertise: e.data.expertise,
    posts: c.posts.filter((p) => p.authorHref === member.href),
  };
}

export function serviceDetail(slug: string, c = collections()): ServiceDetail | undefined {
  const item = c.services.find((s) => s.slug === slug);
  const e = c.bySlug.services.get(slug);
  if (!item || !e) return undefined;
  return {
    ...item,
    html: e.html,
    ...(e.bodyLang ? { htmlLang: e.bodyLang } : {}),
    outcomes: e.data.outcomes,
    ...(e.data.video ? { video: e.data.video } : {}),
    projects: c.projects
      .filter((p) => c.bySlug.portfolio.get(p.slug)?.data.services.includes(slug))
      .map(portfolioCard),
  };
}

export function projectDetail(slug: string, c = collections()): PortfolioDetail | undefined {
  const project = c.projects.find((p) => p.slug === slug);
  const e = c.bySlug.portfolio.get(slug);
  if (!project || !e) return undefined;
  return {
    ...project,
    html: e.html,
    ...(e.bodyLang ? { htmlLang: e.bodyLang } : {}),
    client: e.data.client,
    year: e.data.year,
    ...(e.data.duration ? { duration: e.data.duration } : {}),
    ...(e.data.url ? { url: e.data.url } : {}),
    services: e.data.services.flatMap((s) => {
      const service = c.services.find((x) => x.slug === s);
      return service ? [link(service)] : [];
    }),
    results: e.data.results ?? [],
    gallery: galleryOf(e.data, project.image, c.media.galleries.get(slug)),
  };
}

/** Every prerendered path the collections add (react-router.config.ts), in a stable order. */
export function collectionPaths(c = collections()): string[] {
  return [
    ...c.posts.map((p) => p.href),
    ...termPages(c).map((page) => page.path),
    // /blog/page/1 is /blog's list, noindex (routes/blog-page.tsx); 2 onwards are the older posts.
    localizePath("/blog/page/1", c.locale),
    ...Array.from({ length: blogPageCount(c) - 1 }, (_, i) => blogPageHref(i + 2, c.locale)),
    ...c.jobs.map((j) => j.href),
    // Every role's application page, a closed one's saying so: a role closing never breaks a link
    // to it, and a site whose roles are all closed still builds (React Router needs a path for
    // every route with a loader).
    ...c.jobs.map((j) => `${j.href}/apply`),
    ...c.team.map((m) => m.href),
    ...c.services.map((s) => s.href),
    ...c.projects.map((p) => p.href),
  ];
}

/** Throws the framework's 404 for an unknown slug (the route's loader). */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Response("Not Found", { status: 404 });
  return value;
}
