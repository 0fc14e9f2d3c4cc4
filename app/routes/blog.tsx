import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogListPage } from "~/content/item-pages.server";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { blogCopy } from "~/content/copy/pages";

const page = getPage("/blog");

export const loader = ({ request }: LoaderFunctionArgs) =>
  blogListPage(1, localeOfRequest(request));

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/blog", { location, data: loaderData });

/** Spec §2: the newest posts (one page of /blog's size), real pagination and the sidebar. */
export default function BlogPage() {
  const { posts, pagination, sidebar } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={blogCopy.practicalIdeasOnBusiness}
      />
      <BlogList
        id="latest-articles"
        title="Latest articles"
        posts={posts}
        layout="rows"
        pagination={pagination}
        current={1}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </>
  );
}
