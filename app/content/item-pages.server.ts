/**
 * Loader data of each item page: /blog/<slug> and /single-blog share postPage, and so on.
 * Only what the page shows is returned; it is serialised into the prerendered HTML.
 */
import { commentFields, sampleComments, sampleCommentsPost } from "./blog";
import {
  BLOG_PAGE_SIZE,
  blogPage,
  blogPageCount,
  blogPageHref,
  categoryHref,
  postsInCategory,
  postsWithTag,
  tagHref,
  TERM_PAGE_SIZE,
  termPage,
  termPageCount,
  termPageHref,
  blogSidebar,
  featuredSlug,
  found,
  jobDetail,
  listJobs,
  listProjects,
  listTeamCards,
  portfolioCard,
  serviceLink,
  memberDetail,
  postDetail,
  projectDetail,
  serviceDetail,
  listServices,
} from "./collections/queries.server";
import { collections, type Collections } from "./collections/load.server";
import { itemBase, type CollectionName } from "./collections/schemas.server";
import { baseLocale, localizePath, locales, type Locale } from "./locales";
import { categoryLabel } from "./terms";
import type { BlogCategory } from "./types";

/**
 * Where a page that exists in one language only is in the others (app/lib/i18n.ts): itself in
 * its own, and `closest` (a list page) in each other language.
 */
export function onlyHere(path: string, locale: Locale, closest: string) {
  return {
    same: { [locale]: path },
    closest: Object.fromEntries(
      locales.filter((l) => l !== locale).map((l) => [l, localizePath(closest, l)]),
    ),
  };
}

/**
 * An item's page in each language it is written in (hreflang, the switcher); a page showing an
 * item in English on another language's page points its canonical at the English page.
 */
function itemAlternates(collection: CollectionName, slug: string, locale: Locale) {
  const base = `${itemBase[collection]}/${slug}`;
  const same = Object.fromEntries(
    locales
      .filter((l) => collections(l).bySlug[collection].get(slug)?.lang === l)
      .map((l) => [l, localizePath(base, l)]),
  );
  const lang = collections(locale).bySlug[collection].get(slug)?.lang ?? locale;
  return {
    alternates: {
      same,
      closest: Object.fromEntries(locales.map((l) => [l, localizePath(base, l)])),
    },
    ...(lang !== locale ? { canonical: localizePath(base, lang) } : {}),
  };
}

/**
 * On the dev server, a draft or a scheduled post says so on its page (app/components/layout/
 * preview-notice.tsx); a build never publishes one, so its pages carry nothing.
 */
function previewNote(collection: CollectionName, slug: string, locale: Locale) {
  const path = localizePath(`${itemBase[collection]}/${slug}`, locale);
  const note = collections(locale).previewed.find((p) => p.path === path);
  return note ? { preview: { reason: note.reason, file: note.file, date: note.date } } : {};
}

export function postPage(slug: string, locale: Locale = baseLocale) {
  const post = found(postDetail(slug, collections(locale)));
  return {
    post,
    comments: slug === sampleCommentsPost && locale === baseLocale ? sampleComments : [],
    commentFields: commentFields(locale),
    ...itemAlternates("blog", slug, locale),
    ...previewNote("blog", slug, locale),
  };
}

export function jobPage(slug: string, locale: Locale = baseLocale) {
  const c = collections(locale);
  const job = found(jobDetail(slug, c));
  return {
    job,
    others: listJobs(c).filter((j) => j.slug !== slug),
    ...itemAlternates("careers", slug, locale),
    ...previewNote("careers", slug, locale),
  };
}

export function memberPage(slug: string, locale: Locale = baseLocale) {
  const c = collections(locale);
  const member = found(memberDetail(slug, c));
  return {
    member,
    others: listTeamCards(c)
      .filter((m) => m.slug !== slug)
      .slice(0, 3),
    ...itemAlternates("team", slug, locale),
    ...previewNote("team", slug, locale),
  };
}

export function servicePage(slug: string, locale: Locale = baseLocale) {
  const c = collections(locale);
  const service = found(serviceDetail(slug, c));
  return {
    service,
    services: listServices(c).map(serviceLink),
    ...itemAlternates("services", slug, locale),
    ...previewNote("services", slug, locale),
  };
}

export function projectPage(slug: string, locale: Locale = baseLocale) {
  const c = collections(locale);
  const project = found(projectDetail(slug, c));
  const all = listProjects(c);
  const index = all.findIndex((p) => p.slug === slug);
  // The next two projects, wrapping around, so every project leads somewhere new.
  const more = [1, 2]
    .map((step) => all[(index + step) % all.length])
    .filter((p): p is (typeof all)[number] => p !== undefined && p.slug !== slug)
    .map(portfolioCard);
  return {
    project,
    more,
    ...itemAlternates("portfolio", slug, locale),
    ...previewNote("portfolio", slug, locale),
  };
}

/** A sample route (/single-blog …) is itself in every language: the item's alternates are not its own. */
const asSample = <T extends { alternates?: unknown; canonical?: string }>({
  alternates: _alternates,
  canonical: _canonical,
  ...page
}: T) => page;

export const featured = {
  post: (locale: Locale = baseLocale) => asSample(postPage(featuredSlug("blog"), locale)),
  job: (locale: Locale = baseLocale) => asSample(jobPage(featuredSlug("careers"), locale)),
  member: (locale: Locale = baseLocale) => asSample(memberPage(featuredSlug("team"), locale)),
  service: (locale: Locale = baseLocale) => asSample(servicePage(featuredSlug("services"), locale)),
  project: (locale: Locale = baseLocale) =>
    asSample(projectPage(featuredSlug("portfolio"), locale)),
};

/**
 * The pages the pagination of page `current` of `count` links to: all of them when there are
 * few, else the first, the last and two either side of the current one.
 */
export function pageWindow(count: number, current: number, hrefOf: (n: number) => string) {
  const shown = Array.from({ length: count }, (_, i) => i + 1).filter(
    (n) => count <= 7 || n === 1 || n === count || Math.abs(n - current) <= 2,
  );
  return {
    pages: shown.map((number) => ({ number, href: hrefOf(number) })),
    count,
    ...(current > 1 ? { previous: hrefOf(current - 1) } : {}),
    ...(current < count ? { next: hrefOf(current + 1) } : {}),
  };
}

/** Page n of /blog (n = 1 is /blog itself). */
export function blogListPage(n: number, locale: Locale = baseLocale) {
  const c = collections(locale);
  const posts = found(blogPage(n, c));
  const count = blogPageCount(c);
  return {
    n,
    posts,
    pagination: pageWindow(count, n, (page) => blogPageHref(page, locale)),
    count,
    /** Where this page's posts sit among all of them. */
    shown: { from: (n - 1) * BLOG_PAGE_SIZE + 1, total: c.posts.length },
    sidebar: blogSidebar(
      posts.map((p) => p.slug),
      3,
      c,
    ),
  };
}

/** A category's or a tag's posts in a collection, by its address's slug. */
const termPosts = (kind: "category" | "tag", slug: string, c: Collections) => {
  const term = kind === "category" ? postsInCategory(slug, c) : postsWithTag(slug, c);
  return term && term.posts.length > 0 ? term : undefined;
};
const termHref = (kind: "category" | "tag", name: string, locale: Locale) =>
  kind === "category" ? categoryHref(name, locale) : tagHref(name, locale);

/**
 * Page n of a category or tag in each language. A tag is worded per language: its twin is the
 * other language's tag at the same address where that language's posts have one ("CRM" in
 * both). Where the other language has the term but fewer pages, the switcher leads to its first
 * page; where it lacks the term, to that blog.
 */
function termAlternates(
  kind: "category" | "tag",
  slug: string,
  n: number,
  path: string,
  locale: Locale,
  of: (locale: Locale) => Collections,
) {
  const alternates = onlyHere(path, locale, "/blog");
  for (const other of locales) {
    if (other === locale) continue;
    const twin = termPosts(kind, slug, of(other));
    if (!twin) continue;
    const href = termHref(kind, twin.name, other);
    if (n <= termPageCount(twin.posts.length)) {
      alternates.same[other] = termPageHref(href, n);
      delete alternates.closest[other];
    } else alternates.closest[other] = href;
  }
  return alternates;
}

/**
 * Page n of /blog/category/<slug> or /blog/tag/<slug> (`page` is the address's number, absent
 * on the first page).
 */
export function blogTermPage(
  kind: "category" | "tag",
  slug: string,
  locale: Locale = baseLocale,
  page?: string,
  of: (locale: Locale) => Collections = collections,
) {
  const c = of(locale);
  const term = found(termPosts(kind, slug, c));
  const n = page === undefined ? 1 : /^[1-9][0-9]*$/.test(page) ? Number(page) : NaN;
  // Page 1 has one address only: /page/1 is not a page.
  const posts = found(page === "1" ? undefined : termPage(term.posts, n));
  const first = termHref(kind, term.name, locale);
  const path = termPageHref(first, n);
  const pages = termPageCount(term.posts.length);
  return {
    kind,
    name: term.name,
    /** What the page calls it: a category in the page's language, a tag as it is written. */
    label: kind === "category" ? categoryLabel(term.name as BlogCategory, locale) : term.name,
    path,
    first,
    n,
    total: term.posts.length,
    posts,
    shown: { from: (n - 1) * TERM_PAGE_SIZE + 1, total: term.posts.length },
    pagination: pageWindow(pages, n, (number) => termPageHref(first, number)),
    sidebar: blogSidebar(
      posts.map((p) => p.slug),
      3,
      c,
    ),
    alternates: termAlternates(kind, slug, n, path, locale, of),
  };
}

/** The contact form for an open role, its subject filled in (closed roles have none). */
export function applyPage(slug: string, locale: Locale = baseLocale) {
  const job = found(jobDetail(slug, collections(locale)));
  return {
    // A closed role's application page stays (a shared or bookmarked link, a post that links it)
    // and says the role is closed instead of showing the form.
    closed: job.closed,
    job: {
      title: job.title,
      href: job.href,
      slug: job.slug,
      ...(job.lang ? { lang: job.lang } : {}),
      // Its facts, beside the form.
      department: job.department,
      location: job.location,
      typeLabel: job.typeLabel,
      salary: job.salary,
      datePosted: job.datePosted,
      validThrough: job.validThrough,
    },
  };
}
