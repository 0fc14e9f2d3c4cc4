import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay, type ItemSay } from "~/lib/item-words";
import { localeOfRequest, delocalizePath, localizePath } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogTermPage } from "~/content/item-pages.server";
import { itemSeo, pageContext } from "~/lib/seo";

/** /blog/category/<name> and /blog/tag/<name> share this module (two ids in app/routes.ts). */
export const loader = ({ params, request }: LoaderFunctionArgs) => ({
  ...blogTermPage(
    delocalizePath(new URL(request.url).pathname).startsWith("/blog/category/") ? "category" : "tag",
    params.name ?? "",
    localeOfRequest(request),
  ),
  words: itemWords(localeOfRequest(request), "blogList"),
});

function termWords(kind: "category" | "tag", label: string, say: ItemSay) {
  return kind === "category"
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
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const say = itemSay(loaderData.words);
  const { heading, description } = termWords(loaderData.kind, loaderData.label, say);
  return itemSeo(
    {
      path: loaderData.path,
      title: `${heading}${say("items.blogList.termTitleSuffix")}`,
      description,
      section: "blog",
      crumbs: [
        { name: say("breadcrumb.home"), path: localizePath("/", locale) },
        { name: say("items.crumb.blog"), path: localizePath("/blog", locale) },
        { name: heading, path: loaderData.path },
      ],
    },
    context,
  );
};

/** The posts of one category or tag, newest first, in /blog's layout. */
export default function BlogTermRoute() {
  const data = useLoaderData<typeof loader>();
  const { kind, label, path, posts, sidebar } = data;
  const say = itemSay(data.words);
  const { heading } = termWords(kind, label, say);
  const intro =
    kind === "category"
      ? say("items.blogList.categoryIntro", { count: posts.length, name: label })
      : say("items.blogList.tagIntro", { count: posts.length, name: label });
  return (
    <ItemWordsProvider words={data.words}>
      <PageHeader
        title={heading}
        trail={[{ label: say("items.crumb.blog"), href: "/blog" }]}
        intro={intro}
      />
      <BlogList
        id="articles"
        title={say("items.blogList.listTitle")}
        posts={posts}
        layout="rows"
        pagination={{ pages: [{ number: 1, href: path }], count: 1 }}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </ItemWordsProvider>
  );
}
