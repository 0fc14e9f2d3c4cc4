import { localized } from "~/content/localized.server";
import { m } from "~/paraglide/messages.js";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest, useLocale } from "~/lib/i18n";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { useLoaderData } from "react-router";
import { blogSidebar, listPosts } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";


/** Posts four to seven, in one reading column; the sidebar lists the three newest. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const c = collections(localeOfRequest(request));
  const posts = listPosts(c);
  return {
    posts: posts.slice(3, 7),
    page: (localized("pages", localeOfRequest(request)) as typeof import("~/content/pages")).getPage("/blog-column-one"),
    intro: (localized("copy/pages", localeOfRequest(request)) as typeof import("~/content/copy/pages")).blogColumnOneCopy.fourMoreReadsOn,
    sidebar: blogSidebar(posts.slice(3, 7).map((p) => p.slug), 3, c),
  };
};

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/blog-column-one", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

/** Spec §2: four posts in one reading column, pagination and the sidebar. */
export default function BlogColumnOnePage() {
  const locale = useLocale();
  const { posts, sidebar, page, intro } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: m["items.crumb.blog"]({}, { locale }), href: "/blog" }]}
        intro={intro}
      />
      <BlogList
        id="more-articles"
        title={m["blog.list.moreArticles"]({}, { locale })}
        posts={posts}
        layout="column"
        pagination={{
          pages: [
            { number: 1, href: "/blog-column-one" },
            { number: 2, href: "/blog-column-two" },
          ],
          count: 2,
          next: "/blog-column-two",
        }}
        sidebar={<BlogSidebar {...sidebar} listTitle="Recent posts" />}
      />
    </>
  );
}
