import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { BlogLatest } from "~/components/sections/blog/blog-latest";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { useLoaderData } from "react-router";
import { blogSidebar, listPosts } from "~/content/collections/queries.server";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { blogColumnTwoCopy } from "~/content/copy/pages";

const page = getPage("/blog-column-two");

export const loader = ({ request }: LoaderFunctionArgs) => {
  const c = collections(localeOfRequest(request));
  const posts = listPosts(c).slice(0, 3);
  return { posts, sidebar: blogSidebar(posts.map((p) => p.slug), 3, c) };
};

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/blog-column-two", { location, data: loaderData });

/** Spec §2: the sidebar's reading list plus a "Latest articles" grid of three. */
export default function BlogColumnTwoPage() {
  const { posts, sidebar } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: "Blog", href: "/blog" }]}
        intro={blogColumnTwoCopy.ourThreeNewestArticles}
      />
      <BlogLatest posts={posts} sidebar={<BlogSidebar {...sidebar} listTitle="Reading list" />} />
    </>
  );
}
