import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogListCopy } from "~/content/copy/items";
import { blogListPage } from "~/content/item-pages.server";
import { itemSeo } from "~/lib/seo";

export function loader({ params }: LoaderFunctionArgs) {
  return blogListPage(Number(params.page));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [];
  const path = `/blog/page/${loaderData.n}`;
  const heading = blogListCopy.pageHeading(loaderData.n);
  return itemSeo({
    path,
    title: blogListCopy.pageTitle(loaderData.n),
    description: blogListCopy.pageDescription(loaderData.n),
    section: "blog",
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: heading, path },
    ],
  });
};

/** /blog/page/2 onwards: the older posts, /blog's page size, same layout as /blog. */
export default function BlogPageRoute() {
  const { n, count, posts, pagination, sidebar } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={blogListCopy.pageHeading(n)}
        trail={[{ label: "Blog", href: "/blog" }]}
        intro={blogListCopy.pageIntro(n, count)}
      />
      <BlogList
        id="articles"
        title={blogListCopy.listTitle}
        posts={posts}
        layout="rows"
        pagination={pagination}
        current={n}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </>
  );
}
