import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { posts } from "~/content/blog";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { blogCopy } from "~/content/copy/pages";

const page = getPage("/blog");

export const meta = () => seo("/blog");

/** Spec §2: three posts, pagination (page 1 current, page 2, next) and the sidebar. */
export default function BlogPage() {
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
        posts={posts.slice(0, 3)}
        layout="rows"
        pages={["/blog", "/blog-column-one"]}
        sidebar={<BlogSidebar listed={posts.slice(3, 6)} />}
      />
    </>
  );
}
