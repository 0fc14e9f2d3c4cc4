import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { useLoaderData } from "react-router";
import { blogSidebar, listPosts } from "~/content/collections/queries.server";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { blogColumnOneCopy } from "~/content/copy/pages";

const page = getPage("/blog-column-one");

/** Posts four to seven, in one reading column; the sidebar lists the three newest. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const c = collections(localeOfRequest(request));
  const posts = listPosts(c);
  return {
    posts: posts.slice(3, 7),
    sidebar: blogSidebar(posts.slice(3, 7).map((p) => p.slug), 3, c),
  };
};

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/blog-column-one", { location, data: loaderData });

/** Spec §2: four posts in one reading column, pagination and the sidebar. */
export default function BlogColumnOnePage() {
  const { posts, sidebar } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: "Blog", href: "/blog" }]}
        intro={blogColumnOneCopy.fourMoreReadsOn}
      />
      <BlogList
        id="more-articles"
        title="More articles"
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
