import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay, type ItemSay } from "~/lib/item-words";
import { m } from "~/paraglide/messages.js";
import { localeOfRequest, delocalizePath, localizePath, useLocale, type Locale } from "~/lib/i18n";
import { categoryLabel } from "~/content/terms";
import type { BlogCategory } from "~/content/types";
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

function termWords(kind: "category" | "tag", name: string, locale: Locale, say: ItemSay) {
  const label = kind === "category" ? categoryLabel(name as BlogCategory, locale) : name;
  return kind === "category"
    ? {
        heading: say("items.blogList.categoryHeading", { name: label }),
        description: say("items.blogList.categoryDescription", {
          name: label,
          lowerName: label.toLowerCase(),
        }),
      }
    : {
        heading: say("items.blogList.tagHeading", { name }),
        description: say("items.blogList.tagDescription", { name }),
      };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const say = itemSay(loaderData.words);
  const { heading, description } = termWords(loaderData.kind, loaderData.name, locale, say);
  return itemSeo(
    {
      path: loaderData.path,
      title: `${heading}${say("items.blogList.termTitleSuffix")}`,
      description,
      section: "blog",
      crumbs: [
        { name: m["breadcrumb.home"]({}, { locale }), path: localizePath("/", locale) },
        { name: say("items.crumb.blog"), path: localizePath("/blog", locale) },
        { name: heading, path: loaderData.path },
      ],
    },
    context,
  );
};

/** The posts of one category or tag, newest first, in /blog's layout. */
export default function BlogTermRoute() {
  const locale = useLocale();
  const data = useLoaderData<typeof loader>();
  const { kind, name, path, posts, sidebar } = data;
  const say = itemSay(data.words);
  const { heading } = termWords(kind, name, locale, say);
  const label = kind === "category" ? categoryLabel(name as BlogCategory, locale) : name;
  const intro =
    kind === "category"
      ? say("items.blogList.categoryIntro", { count: posts.length, name: label })
      : say("items.blogList.tagIntro", { count: posts.length, name });
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
