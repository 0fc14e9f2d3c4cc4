/**
 * The editor-written collections: one Markdown file per blog post, job, team member, service and
 * portfolio project in content/<collection>/<slug>.md (content/README.md is the editor's guide).
 *
 * Read and validated at build time only: route loaders call these functions while the site is
 * prerendered (and on each request of `npm run dev`), react-router.config.ts lists the item
 * paths from them, and scripts/seo-files.mjs builds the sitemap and feeds from them. A `.server`
 * module never reaches the browser; pages receive only the fields their loader returns.
 *
 * A broken file stops the build with its path, the field and what was expected (ContentError).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import GithubSlugger from "github-slugger";
import { z } from "zod";
import { blogCategories } from "./blog";
import { coverPalette, coverPaletteNames } from "./covers";
import { portfolioTags } from "./portfolio";
import { portraits } from "./portraits";
import type {
  BlogPost,
  BlogPostDetail,
  IconName,
  ItemLink,
  Job,
  JobDetail,
  PortfolioDetail,
  PortfolioItem,
  Service,
  ServiceDetail,
  Tag,
  TeamMember,
  TeamMemberDetail,
} from "./types";
import { readingMinutes, renderMarkdown } from "./markdown.server";

export class ContentError extends Error {
  override name = "ContentError";
}

const isoDate = z.iso.date().describe("a calendar date, YYYY-MM-DD");
const text = z.string().trim().min(1);
const slugRef = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a slug like my-item");
/** A cover drawn by <Cover>: its second word names a palette of app/content/covers.ts. */
const cover = z
  .string()
  .trim()
  .refine((name) => coverPalette(name) !== undefined, {
    error: `expected a cover name like cover-finance-1: a word, then one of ${coverPaletteNames.join(", ")}, then anything`,
  });
const featured = z
  .boolean()
  .optional()
  .describe("shown on the collection's sample route (/single-blog …); else the first item");

const icons = [
  "headset",
  "kanban",
  "mail",
  "users",
  "calculator",
  "shield",
  "lock",
  "plug",
  "coins",
  "piggy-bank",
  "receipt",
  "wifi-off",
  "globe",
  "line-chart",
  "rocket",
  "heart-handshake",
  "graduation-cap",
  "plane",
  "laptop",
  "sparkles",
  "target",
  "zap",
  "lightbulb",
  "badge-check",
] as const satisfies readonly IconName[];

/** Frontmatter of every collection. Field descriptions are the editor's reference. */
export const schemas = {
  blog: z.strictObject({
    title: text.describe("the headline, also the page's h1"),
    description: text.describe("one or two sentences for cards, search results and feeds"),
    date: isoDate.describe("publication date, YYYY-MM-DD"),
    updated: isoDate.optional().describe("date of the last real change, YYYY-MM-DD"),
    author: slugRef.describe("the slug of a file in content/team/"),
    category: z.enum(blogCategories).describe("one of app/content/blog.ts blogCategories"),
    tags: z.array(text).min(1).describe("one or more tags; each gets a /blog/tag/<tag> page"),
    cover: cover.describe("the drawn cover; its second word picks the colours"),
    featured,
  }),
  careers: z.strictObject({
    title: text,
    description: text.describe("one sentence for the job list"),
    department: text,
    location: text.describe('a city and country ("Berlin, Germany") or "Anywhere in …"'),
    type: z.enum(["Full-Time", "Remote"]),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]),
    remote: z.boolean(),
    applicantLocation: z.array(text).optional().describe("countries or regions, remote roles"),
    salary: z.strictObject({
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      currency: z.string().length(3),
      unit: z.enum(["HOUR", "MONTH", "YEAR"]),
    }),
    datePosted: isoDate,
    validThrough: isoDate.describe("after this date the role closes at the next build"),
    featured,
  }),
  team: z.strictObject({
    name: text,
    role: text,
    summary: text.describe("one or two sentences for cards and author boxes"),
    order: z.number().int().describe("position in the team lists"),
    portrait: z.string().describe("a key of app/content/portraits.ts"),
    location: text,
    joined: z.number().int().min(1990),
    email: z.email(),
    socials: z.strictObject({ linkedin: z.url().optional(), x: z.url().optional() }),
    expertise: z.array(text).min(1),
    featured,
  }),
  services: z.strictObject({
    title: text,
    description: text.describe("one sentence for the service cards"),
    icon: z.enum(icons),
    order: z.number().int().describe("position in the service lists"),
    outcomes: z.array(text).min(1),
    video: z.strictObject({ id: text, title: text }).optional(),
    featured,
  }),
  portfolio: z.strictObject({
    title: text,
    description: text.describe("one sentence for the portfolio cards"),
    client: text,
    category: z.enum(portfolioTags),
    tags: z.array(z.enum(portfolioTags)).min(1).describe("the filters that show this project"),
    order: z.number().int().describe("position in the portfolio lists"),
    year: z.number().int(),
    duration: text.optional(),
    url: z.url().optional().describe("the live project, when public"),
    services: z.array(slugRef).min(1).describe("slugs of files in content/services/"),
    cover: cover.describe("the drawn cover; its second word picks the colours"),
    results: z.array(z.strictObject({ label: text, value: text })).min(1),
    gallery: z
      .array(z.strictObject({ image: cover, caption: text }))
      .optional()
      .describe("side images (cover names) with captions; else the cover alone"),
    featured,
  }),
};

export type CollectionName = keyof typeof schemas;

/** The URL prefix of each collection's item pages. */
export const itemBase = {
  blog: "/blog",
  careers: "/career",
  team: "/team",
  services: "/service",
  portfolio: "/portfolio",
} as const satisfies Record<CollectionName, string>;

/** The spec's sample route of each collection, which shows its featured item. */
export const sampleRoute = {
  blog: "/single-blog",
  careers: "/single-career",
  team: "/single-team",
  services: "/single-service",
  portfolio: "/single-portfolio",
} as const satisfies Record<CollectionName, string>;

type Entry<C extends CollectionName> = {
  slug: string;
  file: string;
  data: z.infer<(typeof schemas)[C]>;
  html: string;
  toc: ReturnType<typeof renderMarkdown>["toc"];
  words: number;
};

/**
 * Validates one file: its frontmatter against the collection's schema. Throws a ContentError
 * naming the file, each wrong field and what was expected.
 */
export function parseEntry<C extends CollectionName>(
  collection: C,
  file: string,
  source: string,
): Entry<C> {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new ContentError(`${file}: the file name must be a slug (lower-case words joined by -)`);
  let rendered;
  try {
    rendered = renderMarkdown(source, file);
  } catch (error) {
    throw new ContentError(`${file}: cannot read the frontmatter: ${(error as Error).message}`);
  }
  const result = schemas[collection].safeParse(rendered.data ?? {});
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const field = issue.path.length ? issue.path.join(".") : "(frontmatter)";
      return `  field "${field}": ${issue.message}`;
    });
    throw new ContentError(`${file}: invalid frontmatter\n${lines.join("\n")}`);
  }
  return {
    slug,
    file,
    html: rendered.html,
    toc: rendered.toc,
    words: rendered.words,
    data: result.data as Entry<C>["data"],
  };
}

const contentRoot = () => join(process.cwd(), "content");

function readCollection<C extends CollectionName>(collection: C): Entry<C>[] {
  const dir = join(contentRoot(), collection);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) =>
      parseEntry(
        collection,
        `content/${collection}/${name}`,
        readFileSync(join(dir, name), "utf8"),
      ),
    );
}

/** The day the build runs (SOURCE_DATE_EPOCH for reproducible builds): jobs close against it. */
export function buildDate(env: Record<string, string | undefined> = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  return (epoch ? new Date(Number(epoch) * 1000) : new Date()).toISOString().slice(0, 10);
}

const slugger = new GithubSlugger();
/** "Cash flow" → "cash-flow", the same slug wherever a tag or category is linked. */
export function termSlug(name: string): string {
  slugger.reset();
  return slugger.slug(name);
}
export const categoryHref = (name: string) => `/blog/category/${termSlug(name)}`;
export const tagHref = (name: string) => `/blog/tag/${termSlug(name)}`;

/** "$100K", "£80K", "$72,500": the currency's own symbol, thousands as K when round. */
const money = (value: number, currency: string) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
    ...(value % 1000 === 0 ? { notation: "compact" } : {}),
  }).format(value);

export type Collections = ReturnType<typeof loadAll>;

function loadAll(today: string) {
  const teamEntries = readCollection("team").sort((a, b) => a.data.order - b.data.order);
  const serviceEntries = readCollection("services").sort((a, b) => a.data.order - b.data.order);
  const projectEntries = readCollection("portfolio").sort((a, b) => a.data.order - b.data.order);
  const postEntries = readCollection("blog").sort(
    (a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug),
  );
  const jobEntries = readCollection("careers").sort(
    (a, b) => b.data.datePosted.localeCompare(a.data.datePosted) || a.slug.localeCompare(b.slug),
  );

  const problems: string[] = [];
  const href = (c: CollectionName, slug: string) => `${itemBase[c]}/${slug}`;

  const team = teamEntries.map((e): TeamMember => ({
    slug: e.slug,
    href: href("team", e.slug),
    name: e.data.name,
    role: e.data.role,
    image: e.data.portrait,
    bio: e.data.summary,
    social: [
      ...(e.data.socials.x
        ? [{ network: "x" as const, label: "X (Twitter)", href: e.data.socials.x }]
        : []),
      ...(e.data.socials.linkedin
        ? [{ network: "linkedin" as const, label: "LinkedIn", href: e.data.socials.linkedin }]
        : []),
    ],
  }));
  const memberBySlug = new Map(team.map((m) => [m.slug, m]));

  const services = serviceEntries.map((e): Service => ({
    slug: e.slug,
    href: href("services", e.slug),
    title: e.data.title,
    icon: e.data.icon,
    description: e.data.description,
  }));
  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));

  const projects = projectEntries.map((e): PortfolioItem => ({
    slug: e.slug,
    href: href("portfolio", e.slug),
    title: e.data.title,
    category: e.data.category,
    tags: e.data.tags,
    image: e.data.cover,
    summary: e.data.description,
  }));

  const posts = postEntries.map((e): BlogPost => {
    const author = memberBySlug.get(e.data.author);
    if (!author) problems.push(`${e.file}: field "author": no content/team/${e.data.author}.md`);
    return {
      slug: e.slug,
      href: href("blog", e.slug),
      image: e.data.cover,
      category: e.data.category,
      date: e.data.date,
      title: e.data.title,
      description: e.data.description,
      author: author?.name ?? e.data.author,
      authorHref: author?.href ?? "/team",
      readMinutes: readingMinutes(e.words),
    };
  });

  const allJobs = jobEntries.map((e): JobDetail => {
    const { salary } = e.data;
    if (salary.min > salary.max) problems.push(`${e.file}: field "salary": min is above max`);
    if (e.data.validThrough < e.data.datePosted)
      problems.push(`${e.file}: field "validThrough": before datePosted`);
    return {
      slug: e.slug,
      href: href("careers", e.slug),
      title: e.data.title,
      description: e.data.description,
      location: e.data.location,
      type: e.data.type,
      salary: `${money(salary.min, salary.currency)} – ${money(salary.max, salary.currency)}`,
      department: e.data.department,
      html: e.html,
      toc: e.toc,
      datePosted: e.data.datePosted,
      validThrough: e.data.validThrough,
      closed: e.data.validThrough < today,
      employmentType: e.data.employmentType,
      remote: e.data.remote,
      applicantLocation: e.data.applicantLocation ?? [],
      salaryRange: salary,
    };
  });

  for (const e of projectEntries)
    for (const s of e.data.services)
      if (!serviceBySlug.has(s))
        problems.push(`${e.file}: field "services": no content/services/${s}.md`);
  for (const e of teamEntries)
    if (!(e.data.portrait in portraits))
      problems.push(`${e.file}: field "portrait": not a key of app/content/portraits.ts`);

  if (problems.length) throw new ContentError(`Broken references:\n  ${problems.join("\n  ")}`);

  const pick = (entries: { slug: string; data: { featured?: boolean } }[]) => {
    const chosen = entries.find((e) => e.data.featured) ?? entries[0];
    if (!chosen) throw new ContentError("A collection in content/ has no files.");
    return chosen.slug;
  };
  const featured: Record<CollectionName, string> = {
    blog: pick(postEntries),
    careers: pick(jobEntries),
    team: pick(teamEntries),
    services: pick(serviceEntries),
    portfolio: pick(projectEntries),
  };

  const entries = {
    blog: new Map(postEntries.map((e) => [e.slug, e])),
    team: new Map(teamEntries.map((e) => [e.slug, e])),
    services: new Map(serviceEntries.map((e) => [e.slug, e])),
    portfolio: new Map(projectEntries.map((e) => [e.slug, e])),
  };

  return {
    featured,
    entries,
    team,
    teamEntries,
    services,
    serviceEntries,
    projects,
    projectEntries,
    posts,
    postEntries,
    allJobs,
    today,
  };
}

let cache: { key: string; value: Collections } | undefined;

/** Every collection, validated; re-read on each call in `npm run dev`, once per build otherwise. */
export function collections(): Collections {
  const today = buildDate();
  const dev = process.env.NODE_ENV === "development";
  if (!dev && cache?.key === today) return cache.value;
  const value = loadAll(today);
  cache = { key: today, value };
  return value;
}

/** The item each sample route (/single-*) shows. */
export function featuredSlug(collection: CollectionName): string {
  return collections().featured[collection];
}

// ---------------------------------------------------------------------------------------------
// What each kind of page gets (only the fields it shows).

export const listPosts = (): BlogPost[] => collections().posts;
export const listTeam = (): TeamMember[] => collections().team;
export const listServices = (): Service[] => collections().services;
export const listProjects = (): PortfolioItem[] => collections().projects;
/** Open roles only: a job past validThrough leaves every list, the sitemap and the feeds. */
export const listJobs = (): Job[] =>
  collections()
    .allJobs.filter((job) => !job.closed)
    .map(({ slug, href, title, description, location, type, salary, department }) => ({
      slug,
      href,
      title,
      description,
      location,
      type,
      salary,
      department,
    }));

export type TermCount = { name: string; href: string; count: number };

/** Categories (every one of blogCategories, with its post count) and tags, for the sidebar. */
export function blogTaxonomy(): { categories: TermCount[]; tags: TermCount[] } {
  const { postEntries } = collections();
  const categories = blogCategories.map((name) => ({
    name,
    href: categoryHref(name),
    count: postEntries.filter((e) => e.data.category === name).length,
  }));
  const tagCounts = new Map<string, number>();
  for (const e of postEntries)
    for (const t of e.data.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  const tags = [...tagCounts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({ name, href: tagHref(name), count }));
  return { categories, tags };
}

export function postsInCategory(slug: string): { name: string; posts: BlogPost[] } | undefined {
  const name = blogCategories.find((c) => termSlug(c) === slug);
  if (!name) return undefined;
  return { name, posts: collections().posts.filter((p) => p.category === name) };
}

export function postsWithTag(slug: string): { name: string; posts: BlogPost[] } | undefined {
  const { postEntries, posts } = collections();
  const name = blogTaxonomy().tags.find((t) => termSlug(t.name) === slug)?.name;
  if (!name) return undefined;
  const slugs = new Set(postEntries.filter((e) => e.data.tags.includes(name)).map((e) => e.slug));
  return { name, posts: posts.filter((p) => slugs.has(p.slug)) };
}

/** /blog's page size: the spec's /blog shows three posts. */
export const BLOG_PAGE_SIZE = 3;

export function blogPageCount(): number {
  return Math.max(1, Math.ceil(collections().posts.length / BLOG_PAGE_SIZE));
}

/** The posts of page n (1-based) of /blog, or undefined past the last page. */
export function blogPage(n: number): BlogPost[] | undefined {
  if (!Number.isInteger(n) || n < 1 || n > blogPageCount()) return undefined;
  return collections().posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE);
}

/** /blog/page/n for n ≥ 2; page 1 is /blog itself. */
export const blogPageHref = (n: number) => (n === 1 ? "/blog" : `/blog/page/${n}`);

const link = (item: { slug: string; title: string; href: string }): ItemLink => ({
  slug: item.slug,
  title: item.title,
  href: item.href,
});

export function postDetail(slug: string): BlogPostDetail | undefined {
  const { entries, posts, team } = collections();
  const index = posts.findIndex((p) => p.slug === slug);
  const post = posts[index];
  const entry = entries.blog.get(slug);
  if (!post || !entry) return undefined;
  const tags = entry.data.tags;
  // Related: most shared tags, then same category, then newest.
  const related = posts
    .filter((p) => p.slug !== slug)
    .map((p) => {
      const other = entries.blog.get(p.slug);
      const shared = other ? other.data.tags.filter((t) => tags.includes(t)).length : 0;
      return { post: p, score: shared + (p.category === post.category ? 1 : 0) };
    })
    .sort((a, b) => b.score - a.score || b.post.date.localeCompare(a.post.date))
    .slice(0, 3)
    .map((r) => r.post);
  const newer = posts[index - 1];
  const older = posts[index + 1];
  const author = team.find((m) => m.slug === entry.data.author);
  if (!author) return undefined;
  return {
    ...post,
    ...(entry.data.updated ? { updated: entry.data.updated } : {}),
    categoryHref: categoryHref(post.category),
    tags: tags.map((name): Tag => ({ name, href: tagHref(name) })),
    authorMember: author,
    html: entry.html,
    toc: entry.toc,
    ...(older ? { previous: link(older) } : {}),
    ...(newer ? { next: link(newer) } : {}),
    related,
  };
}

export function jobDetail(slug: string): JobDetail | undefined {
  return collections().allJobs.find((job) => job.slug === slug);
}

export function memberDetail(slug: string): TeamMemberDetail | undefined {
  const { team, entries, posts } = collections();
  const member = team.find((m) => m.slug === slug);
  const e = entries.team.get(slug);
  if (!member || !e) return undefined;
  return {
    ...member,
    html: e.html,
    toc: e.toc,
    location: e.data.location,
    joined: e.data.joined,
    email: e.data.email,
    expertise: e.data.expertise,
    posts: posts.filter((p) => p.authorHref === member.href),
  };
}

export function serviceDetail(slug: string): ServiceDetail | undefined {
  const { services, entries, projects } = collections();
  const item = services.find((s) => s.slug === slug);
  const e = entries.services.get(slug);
  if (!item || !e) return undefined;
  return {
    ...item,
    html: e.html,
    toc: e.toc,
    outcomes: e.data.outcomes,
    ...(e.data.video ? { video: e.data.video } : {}),
    projects: projects.filter((p) => entries.portfolio.get(p.slug)?.data.services.includes(slug)),
  };
}

export function projectDetail(slug: string): PortfolioDetail | undefined {
  const { projects, entries, services } = collections();
  const project = projects.find((p) => p.slug === slug);
  const e = entries.portfolio.get(slug);
  if (!project || !e) return undefined;
  return {
    ...project,
    html: e.html,
    toc: e.toc,
    client: e.data.client,
    year: e.data.year,
    ...(e.data.duration ? { duration: e.data.duration } : {}),
    ...(e.data.url ? { url: e.data.url } : {}),
    services: e.data.services.flatMap((s) => {
      const service = services.find((x) => x.slug === s);
      return service ? [link(service)] : [];
    }),
    results: e.data.results,
    gallery: e.data.gallery ?? [{ image: e.data.cover, caption: e.data.title }],
  };
}

/** Every prerendered path the collections add (react-router.config.ts). */
export function collectionPaths(): string[] {
  const c = collections();
  const { categories, tags } = blogTaxonomy();
  return [
    ...c.posts.map((p) => p.href),
    ...categories.filter((t) => t.count > 0).map((t) => t.href),
    ...tags.map((t) => t.href),
    ...Array.from({ length: blogPageCount() - 1 }, (_, i) => blogPageHref(i + 2)),
    ...c.allJobs.map((j) => j.href),
    ...c.allJobs.filter((j) => !j.closed).map((j) => `${j.href}/apply`),
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

/** The blog sidebar: categories and tags with counts, and a short list of other posts. */
export function blogSidebar(exclude: readonly string[] = [], count = 3) {
  const { categories, tags } = blogTaxonomy();
  return {
    listed: collections()
      .posts.filter((p) => !exclude.includes(p.slug))
      .slice(0, count),
    categories,
    tags: tags.slice(0, 12),
  };
}

export type SitemapItem = {
  path: string;
  /** From the frontmatter (updated, else date); absent for collections without dates. */
  lastmod?: string;
  /** The Markdown file, for a lastmod from its last commit when the frontmatter has no date. */
  file?: string;
  noindex: boolean;
};

/** Every page the collections add, as the sitemap builder needs them (scripts/seo-files.mjs). */
export function collectionSitemap(): SitemapItem[] {
  const items: SitemapItem[] = [];
  const c = collections();
  const newest = (posts: readonly BlogPost[]) =>
    posts
      .map((p) => c.entries.blog.get(p.slug)?.data.updated ?? p.date)
      .sort()
      .at(-1);
  const { categories, tags } = blogTaxonomy();
  return [
    ...c.postEntries.map((e) => ({
      path: `${itemBase.blog}/${e.slug}`,
      lastmod: e.data.updated ?? e.data.date,
      noindex: false,
    })),
    ...categories
      .filter((t) => t.count > 0)
      .map((t) => ({
        path: t.href,
        lastmod: newest(postsInCategory(termSlug(t.name))?.posts ?? []),
        noindex: false,
      })),
    ...tags.map((t) => ({
      path: t.href,
      lastmod: newest(postsWithTag(termSlug(t.name))?.posts ?? []),
      noindex: false,
    })),
    ...Array.from({ length: blogPageCount() - 1 }, (_, i) => ({
      path: blogPageHref(i + 2),
      lastmod: newest(blogPage(i + 2) ?? []),
      noindex: false,
    })),
    ...c.allJobs.flatMap((j) => [
      { path: j.href, lastmod: j.datePosted, noindex: j.closed },
      ...(j.closed ? [] : [{ path: `${j.href}/apply`, noindex: true }]),
    ]),
    ...c.teamEntries.map((e) => ({
      path: `${itemBase.team}/${e.slug}`,
      file: e.file,
      noindex: false,
    })),
    ...c.serviceEntries.map((e) => ({
      path: `${itemBase.services}/${e.slug}`,
      file: e.file,
      noindex: false,
    })),
    ...c.projectEntries.map((e) => ({
      path: `${itemBase.portfolio}/${e.slug}`,
      file: e.file,
      noindex: false,
    })),
  ].flatMap((item): SitemapItem[] => {
    const { lastmod, ...rest } = item as SitemapItem;
    return [{ ...rest, ...(lastmod ? { lastmod } : {}) }];
  }).concat(items);
}

/** The feeds' entries: every post, newest first, with its full HTML and absolute links. */
export function feedPosts(origin: string) {
  const c = collections();
  return c.postEntries.map((e) => {
    const post = c.posts.find((p) => p.slug === e.slug) as BlogPost;
    return {
      ...post,
      updated: e.data.updated ?? e.data.date,
      tags: e.data.tags,
      html: renderMarkdown(readFileSync(join(process.cwd(), e.file), "utf8"), e.file, origin).html,
    };
  });
}

/** What each item's social image says (scripts/og-images.mjs draws one per item). */
export function socialCards(): {
  path: string;
  section: string;
  eyebrow: string;
  headline: string;
}[] {
  const c = collections();
  return [
    ...c.posts.map((p) => ({
      path: `og/blog/${p.slug}.png`,
      section: "blog",
      eyebrow: `Blog · ${p.category}`,
      headline: p.title,
    })),
    ...c.allJobs.map((j) => ({
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
      path: `og/portfolio/${p.slug}.png`,
      section: "work",
      eyebrow: `Case study · ${p.category}`,
      headline: p.title,
    })),
  ];
}
