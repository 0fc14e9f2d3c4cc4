/**
 * Loader data of each item page: /blog/<slug> and /single-blog share postPage, and so on.
 * Only what the page shows is returned; it is serialised into the prerendered HTML.
 */
import { sampleComments, sampleCommentsPost } from "./blog";
import {
  blogPage,
  blogPageCount,
  blogPageHref,
  categoryHref,
  postsInCategory,
  postsWithTag,
  tagHref,
  blogSidebar,
  featuredSlug,
  found,
  jobDetail,
  listJobs,
  listProjects,
  listTeam,
  memberDetail,
  postDetail,
  projectDetail,
  serviceDetail,
  listServices,
} from "./collections/queries.server";

export function postPage(slug: string) {
  const post = found(postDetail(slug));
  return { post, comments: slug === sampleCommentsPost ? sampleComments : [] };
}

export function jobPage(slug: string) {
  const job = found(jobDetail(slug));
  return { job, others: listJobs().filter((j) => j.slug !== slug) };
}

export function memberPage(slug: string) {
  const member = found(memberDetail(slug));
  return { member, others: listTeam().filter((m) => m.slug !== slug).slice(0, 3) };
}

export function servicePage(slug: string) {
  const service = found(serviceDetail(slug));
  return { service, services: listServices() };
}

export function projectPage(slug: string) {
  const project = found(projectDetail(slug));
  const all = listProjects();
  const index = all.findIndex((p) => p.slug === slug);
  // The next two projects, wrapping around, so every project leads somewhere new.
  const more = [1, 2]
    .map((step) => all[(index + step) % all.length])
    .filter((p): p is (typeof all)[number] => p !== undefined && p.slug !== slug);
  return { project, more };
}

export const featured = {
  post: () => postPage(featuredSlug("blog")),
  job: () => jobPage(featuredSlug("careers")),
  member: () => memberPage(featuredSlug("team")),
  service: () => servicePage(featuredSlug("services")),
  project: () => projectPage(featuredSlug("portfolio")),
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
export function blogListPage(n: number) {
  const posts = found(blogPage(n));
  const count = blogPageCount();
  return {
    n,
    posts,
    pagination: pageWindow(count, n, blogPageHref),
    count,
    sidebar: blogSidebar(posts.map((p) => p.slug)),
  };
}

export function blogTermPage(kind: "category" | "tag", slug: string) {
  const term = found(kind === "category" ? postsInCategory(slug) : postsWithTag(slug));
  return {
    kind,
    name: term.name,
    path: kind === "category" ? categoryHref(term.name) : tagHref(term.name),
    posts: term.posts,
    sidebar: blogSidebar(term.posts.map((p) => p.slug)),
  };
}

/** The contact form for an open role, its subject filled in (closed roles have none). */
export function applyPage(slug: string) {
  const job = found(jobDetail(slug));
  if (job.closed) throw new Response("Not Found", { status: 404 });
  return { job: { title: job.title, href: job.href, slug: job.slug } };
}
