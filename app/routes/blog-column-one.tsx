import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { localized } from "~/content/localized.server";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
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
    shown: { from: 4, total: posts.length },
    page: (localized("pages", localeOfRequest(request)) as typeof import("~/content/pages")).getPage("/blog-column-one"),
    intro: (localized("copy/pages", localeOfRequest(request)) as typeof import("~/content/copy/pages")).blogColumnOneCopy.fourMoreReadsOn,
    words: itemWords(localeOfRequest(request), "blogList"),
    sidebar: blogSidebar(posts.slice(3, 7).map((p) => p.slug), 3, c),
  };
};

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/blog-column-one", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

/** Spec §2: four posts in one reading column, pagination and the sidebar. */
export default function BlogColumnOnePage() {
  const data = useLoaderData<typeof loader>();
  const { posts, sidebar, page, intro } = data;
  const say = itemSay(data.words);
  return (
    <ItemWordsProvider words={data.words}>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: say("items.crumb.blog"), href: "/blog" }]}
        intro={intro}
      />
      <BlogList
        id="more-articles"
        title={say("blog.list.moreArticles")}
        posts={posts}
        layout="column"
        shown={data.shown}
        pagination={{
          pages: [
            { number: 1, href: "/blog-column-one" },
            { number: 2, href: "/blog-column-two" },
          ],
          count: 2,
          next: "/blog-column-two",
        }}
        sidebar={<BlogSidebar {...sidebar} listTitle={say("blog.sidebar.recent")} />}
      />
    </ItemWordsProvider>
  );
}
