import { m } from "~/paraglide/messages.js";
import { localeOfRequest, localizePath, useLocale } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogListPage } from "~/content/item-pages.server";
import { itemSeo, pageContext } from "~/lib/seo";

export function loader({ params, request }: LoaderFunctionArgs) {
  return blogListPage(Number(params.page), localeOfRequest(request));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const path = localizePath(`/blog/page/${loaderData.n}`, locale);
  const heading = m["items.blogList.pageHeading"]({ n: loaderData.n }, { locale });
  return itemSeo({
    path,
    title: m["items.blogList.pageTitle"]({ n: loaderData.n }, { locale }),
    description: m["items.blogList.pageDescription"]({ n: loaderData.n }, { locale }),
    section: "blog",
    crumbs: [
      { name: m["breadcrumb.home"]({}, { locale }), path: localizePath("/", locale) },
      { name: m["items.crumb.blog"]({}, { locale }), path: localizePath("/blog", locale) },
      { name: heading, path },
    ],
  }, context);
};

/** /blog/page/2 onwards: the older posts, /blog's page size, same layout as /blog. */
export default function BlogPageRoute() {
  const locale = useLocale();
  const { n, count, posts, pagination, sidebar } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={m["items.blogList.pageHeading"]({ n }, { locale })}
        trail={[{ label: m["items.crumb.blog"]({}, { locale }), href: "/blog" }]}
        intro={m["items.blogList.pageIntro"]({ n, count }, { locale })}
      />
      <BlogList
        id="articles"
        title={m["items.blogList.listTitle"]({}, { locale })}
        posts={posts}
        layout="rows"
        pagination={pagination}
        current={n}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </>
  );
}
