import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay, type ItemSay } from "~/lib/item-words";
import { localeOfRequest, delocalizePath, localizePath } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogTermPage } from "~/content/item-pages.server";
import { itemSeo, pageContext } from "~/lib/seo";

/**
 * /blog/category/<name> and /blog/tag/<name> share this module (two ids in app/routes.ts), and
 * so do their further pages, /blog/tag/<name>/page/2 onwards.
 */
export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const pathname = delocalizePath(new URL(request.url).pathname);
  return {
    ...blogTermPage(
      pathname.startsWith("/blog/category/") ? "category" : "tag",
      params.name ?? "",
      localeOfRequest(request),
      // "/page" without a number is no page (the optional segments of app/routes.ts allow it).
      params.page ?? (/\/page$/.test(pathname) ? "" : undefined),
    ),
    words: itemWords(localeOfRequest(request), "blogList"),
  };
};

type TermPage = { kind: "category" | "tag"; label: string; n: number; pagination: { count: number } };

/** The page's heading and description; a further page says which one it is. */
function termWords({ kind, label, n, pagination }: TermPage, say: ItemSay) {
  const first =
    kind === "category"
      ? {
          heading: say("items.blogList.categoryHeading", { name: label }),
          description: say("items.blogList.categoryDescription", {
            name: label,
            lowerName: label.toLowerCase(),
          }),
        }
      : {
          heading: say("items.blogList.tagHeading", { name: label }),
          description: say("items.blogList.tagDescription", { name: label }),
        };
  if (n === 1) return { ...first, firstHeading: first.heading };
  return {
    firstHeading: first.heading,
    heading: say("items.blogList.termPageHeading", { heading: first.heading, n }),
    description: say("items.blogList.termPageDescription", {
      description: first.description,
      n,
      count: pagination.count,
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const say = itemSay(loaderData.words);
  const { heading, description, firstHeading } = termWords(loaderData, say);
  return itemSeo(
    {
      path: loaderData.path,
      title: `${heading}${say("items.blogList.termTitleSuffix")}`,
      description,
      section: "blog",
      crumbs: [
        { name: say("breadcrumb.home"), path: localizePath("/", locale) },
        { name: say("items.crumb.blog"), path: localizePath("/blog", locale) },
        ...(loaderData.n > 1 ? [{ name: firstHeading, path: loaderData.first }] : []),
        { name: heading, path: loaderData.path },
      ],
    },
    context,
  );
};

/** The posts of one category or tag, newest first, in /blog's layout. */
export default function BlogTermRoute() {
  const data = useLoaderData<typeof loader>();
  const { kind, label, first, n, total, posts, pagination, sidebar } = data;
  const say = itemSay(data.words);
  const { heading, firstHeading } = termWords(data, say);
  const intro =
    kind === "category"
      ? say("items.blogList.categoryIntro", { count: total, name: label })
      : say("items.blogList.tagIntro", { count: total, name: label });
  return (
    <ItemWordsProvider words={data.words}>
      <PageHeader
        title={heading}
        trail={[
          { label: say("items.crumb.blog"), href: "/blog" },
          ...(n > 1 ? [{ label: firstHeading, href: first }] : []),
        ]}
        intro={n > 1 ? say("items.blogList.termPageIntro", { intro, n, count: pagination.count }) : intro}
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
