import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { prefixedLocales } from "./content/locales";

/**
 * Every route of spec §2, in its order, then one page per collection item (content/)
 * and the catch-all not-found screen.
 */
const english = [
  index("routes/home.tsx"),
  route("home-2", "routes/home-2.tsx"),
  route("home-3", "routes/home-3.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog-column-one", "routes/blog-column-one.tsx"),
  route("blog-column-two", "routes/blog-column-two.tsx"),
  route("single-blog", "routes/single-blog.tsx"),
  route("service", "routes/service.tsx"),
  route("single-service", "routes/single-service.tsx"),
  route("team", "routes/team.tsx"),
  route("single-team", "routes/single-team.tsx"),
  route("career", "routes/career.tsx"),
  route("single-career", "routes/single-career.tsx"),
  route("portfolio-grid", "routes/portfolio-grid.tsx"),
  route("portfolio-classic", "routes/portfolio-classic.tsx"),
  route("single-portfolio", "routes/single-portfolio.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("faq", "routes/faq.tsx"),
  route("integrations", "routes/integrations.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  route("errors-404", "routes/errors-404.tsx"),
  // Site search's page, /search?q=… (app/lib/search.ts).
  route("search", "routes/search.tsx"),
  // Collection items and the blog's lists; their paths come from content/ (react-router.config.ts).
  route("blog/:slug", "routes/blog-post.tsx"),
  route("blog/page/:page", "routes/blog-page.tsx"),
  // A category's or tag's first page, and /page/2 onwards when it has more posts than one holds.
  route("blog/category/:name/page?/:page?", "routes/blog-term.tsx", { id: "blog-category" }),
  route("blog/tag/:name/page?/:page?", "routes/blog-term.tsx", { id: "blog-tag" }),
  route("career/:slug", "routes/career-job.tsx"),
  route("career/:slug/apply", "routes/career-apply.tsx"),
  route("team/:slug", "routes/team-member.tsx"),
  route("service/:slug", "routes/service-item.tsx"),
  route("portfolio/:slug", "routes/portfolio-item.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfigEntry[];

/**
 * The same routes under each other language's prefix (docs/i18n.md): /de, /de/pricing,
 * /de/blog/<slug> … render the same modules, which read the page's language from its address.
 * /de/* is the German not-found page; an unknown prefix (/fr/…) is the English one.
 */
function localized(locale: string, entry: RouteConfigEntry): RouteConfigEntry {
  const id = `${locale}/${entry.id ?? entry.file.replace(/\.tsx$/, "")}`;
  const path = entry.index ? locale : `${locale}/${entry.path}`;
  return { id, path, file: entry.file };
}

export default [
  ...english,
  ...prefixedLocales.flatMap((locale) => english.map((entry) => localized(locale, entry))),
] satisfies RouteConfig;
