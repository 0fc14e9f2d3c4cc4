import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { localized } from "~/content/localized.server";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { BlogLatest } from "~/components/sections/blog/blog-latest";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { useLoaderData } from "react-router";
import { blogSidebar, listPosts } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";


export const loader = ({ request }: LoaderFunctionArgs) => {
  const c = collections(localeOfRequest(request));
  const posts = listPosts(c).slice(0, 3);
  return {
    posts,
    words: itemWords(localeOfRequest(request), "blogList"),
    sidebar: blogSidebar(posts.map((p) => p.slug), 3, c),
    page: (localized("pages", localeOfRequest(request)) as typeof import("~/content/pages")).getPage("/blog-column-two"),
    intro: (localized("copy/pages", localeOfRequest(request)) as typeof import("~/content/copy/pages")).blogColumnTwoCopy.ourThreeNewestArticles,
  };
};

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/blog-column-two", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

/** Spec §2: the sidebar's reading list plus a "Latest articles" grid of three. */
export default function BlogColumnTwoPage() {
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
      <BlogLatest posts={posts} sidebar={<BlogSidebar {...sidebar} listTitle={say("blog.list.readingList")} />} />
    </ItemWordsProvider>
  );
}
