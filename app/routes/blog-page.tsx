import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { localeOfRequest, localizePath } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogListPage } from "~/content/item-pages.server";
import { itemSeo, pageContext } from "~/lib/seo";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  return { ...blogListPage(Number(params.page), locale), words: itemWords(locale, "blogList") };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const say = itemSay(loaderData.words);
  const path = localizePath(`/blog/page/${loaderData.n}`, locale);
  const heading = say("items.blogList.pageHeading", { n: loaderData.n });
  // Page 1 is /blog's list at another address: built so that the route has a page even when every
  // post fits on /blog (React Router requires one of a route with a loader); it names /blog as
  // its canonical address and stays out of search results and the sitemap.
  const first = loaderData.n === 1;
  return itemSeo({
    path: first ? localizePath("/blog", locale) : path,
    ...(first && { noindex: true }),
    title: say("items.blogList.pageTitle", { n: loaderData.n }),
    description: say("items.blogList.pageDescription", { n: loaderData.n }),
    section: "blog",
    crumbs: [
      { name: say("breadcrumb.home"), path: localizePath("/", locale) },
      { name: say("items.crumb.blog"), path: localizePath("/blog", locale) },
      { name: heading, path },
    ],
  }, context);
};

/** /blog/page/2 onwards: the older posts, /blog's page size, same layout as /blog. */
export default function BlogPageRoute() {
  const data = useLoaderData<typeof loader>();
  const { n, count, posts, pagination, sidebar } = data;
  const say = itemSay(data.words);
  return (
    <ItemWordsProvider words={data.words}>
      <PageHeader
        title={say("items.blogList.pageHeading", { n })}
        trail={[{ label: say("items.crumb.blog"), href: "/blog" }]}
        intro={say("items.blogList.pageIntro", { n, count })}
      />
      <BlogList
        id="articles"
        title={say("items.blogList.listTitle")}
        posts={posts}
        layout="rows"
        pagination={pagination}
        shown={data.shown}
        current={n}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </ItemWordsProvider>
  );
}
