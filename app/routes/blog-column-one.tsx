import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { posts } from "~/content/blog";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { blogColumnOneCopy } from "~/content/copy/pages";

const page = getPage("/blog-column-one");

export const meta = () => seo("/blog-column-one");

/** Spec §2: four posts in one reading column, pagination and the sidebar. */
export default function BlogColumnOnePage() {
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
        posts={posts.slice(3, 7)}
        layout="column"
        pages={["/blog-column-one", "/blog-column-two"]}
        sidebar={<BlogSidebar listed={posts.slice(0, 3)} listTitle="Recent posts" />}
      />
    </>
  );
}
