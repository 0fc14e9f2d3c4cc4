import { m } from "~/paraglide/messages.js";
import { localeOfRequest, delocalizePath, localizePath, useLocale, type Locale } from "~/lib/i18n";
import { categoryLabel } from "~/content/terms";
import type { BlogCategory } from "~/content/types";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogTermPage } from "~/content/item-pages.server";
import { itemSeo, pageContext } from "~/lib/seo";

/** /blog/category/<name> and /blog/tag/<name> share this module (two ids in app/routes.ts). */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  blogTermPage(
    delocalizePath(new URL(request.url).pathname).startsWith("/blog/category/") ? "category" : "tag",
    params.name ?? "",
    localeOfRequest(request),
  );

function words(kind: "category" | "tag", name: string, locale: Locale) {
  const label = kind === "category" ? categoryLabel(name as BlogCategory, locale) : name;
  return kind === "category"
    ? {
        heading: m["items.blogList.categoryHeading"]({ name: label }, { locale }),
        description: m["items.blogList.categoryDescription"](
          { name: label, lowerName: label.toLowerCase() },
          { locale },
        ),
      }
    : {
        heading: m["items.blogList.tagHeading"]({ name }, { locale }),
        description: m["items.blogList.tagDescription"]({ name }, { locale }),
      };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const { heading, description } = words(loaderData.kind, loaderData.name, locale);
  return itemSeo(
    {
      path: loaderData.path,
      title: `${heading}${m["items.blogList.termTitleSuffix"]({}, { locale })}`,
      description,
      section: "blog",
      crumbs: [
        { name: m["breadcrumb.home"]({}, { locale }), path: localizePath("/", locale) },
        { name: m["items.crumb.blog"]({}, { locale }), path: localizePath("/blog", locale) },
        { name: heading, path: loaderData.path },
      ],
    },
    context,
  );
};

/** The posts of one category or tag, newest first, in /blog's layout. */
export default function BlogTermRoute() {
  const locale = useLocale();
  const { kind, name, path, posts, sidebar } = useLoaderData<typeof loader>();
  const { heading } = words(kind, name, locale);
  const label = kind === "category" ? categoryLabel(name as BlogCategory, locale) : name;
  const intro =
    kind === "category"
      ? m["items.blogList.categoryIntro"]({ count: posts.length, name: label }, { locale })
      : m["items.blogList.tagIntro"]({ count: posts.length, name }, { locale });
  return (
    <>
      <PageHeader
        title={heading}
        trail={[{ label: m["items.crumb.blog"]({}, { locale }), href: "/blog" }]}
        intro={intro}
      />
      <BlogList
        id="articles"
        title={m["items.blogList.listTitle"]({}, { locale })}
        posts={posts}
        layout="rows"
        pagination={{ pages: [{ number: 1, href: path }], count: 1 }}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </>
  );
}
