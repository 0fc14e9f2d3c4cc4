import { BlogLatest } from "~/components/sections/blog/blog-latest";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { posts } from "~/content/blog";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { blogColumnTwoCopy } from "~/content/copy/pages";

const page = getPage("/blog-column-two");

export const meta = () => seo("/blog-column-two");

/** Spec §2: the sidebar's reading list plus a "Latest articles" grid of three. */
export default function BlogColumnTwoPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: "Blog", href: "/blog" }]}
        intro={blogColumnTwoCopy.ourThreeNewestArticles}
      />
      <BlogLatest
        posts={posts.slice(0, 3)}
        sidebar={<BlogSidebar listed={posts.slice(3, 6)} listTitle="Reading list" />}
      />
    </>
  );
}
