import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import type { RouteHandle } from "~/lib/route-handle";
import { localized } from "~/content/localized.server";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogListPage } from "~/content/item-pages.server";
import { seo } from "~/lib/seo";


export const loader = ({ request }: LoaderFunctionArgs) => ({
  ...blogListPage(1, localeOfRequest(request)),
  words: itemWords(localeOfRequest(request), "blogList"),
    page: (localized("pages", localeOfRequest(request)) as typeof import("~/content/pages")).getPage("/blog"),
    intro: (localized("copy/pages", localeOfRequest(request)) as typeof import("~/content/copy/pages")).blogCopy.practicalIdeasOnBusiness,
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/blog", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

/** Spec §2: the newest posts (one page of /blog's size), real pagination and the sidebar. */
export default function BlogPage() {
  const data = useLoaderData<typeof loader>();
  const { posts, pagination, sidebar, page, intro } = data;
  const say = itemSay(data.words);
  return (
    <ItemWordsProvider words={data.words}>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={intro}
      />
      <BlogList
        id="latest-articles"
        title={say("blog.latestArticles")}
        posts={posts}
        layout="rows"
        pagination={pagination}
        shown={data.shown}
        current={1}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </ItemWordsProvider>
  );
}
