import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "~/components/sections/blog/blog-list";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { PageHeader } from "~/components/ui/page-header";
import { blogListCopy } from "~/content/copy/items";
import { blogTermPage } from "~/content/item-pages.server";
import { itemSeo } from "~/lib/seo";

/** /blog/category/<name> and /blog/tag/<name> share this module (two ids in app/routes.ts). */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  blogTermPage(
    new URL(request.url).pathname.startsWith("/blog/category/") ? "category" : "tag",
    params.name ?? "",
  );

function words(kind: "category" | "tag", name: string) {
  return kind === "category"
    ? {
        heading: blogListCopy.categoryHeading(name),
        description: blogListCopy.categoryDescription(name),
      }
    : { heading: blogListCopy.tagHeading(name), description: blogListCopy.tagDescription(name) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [];
  const { heading, description } = words(loaderData.kind, loaderData.name);
  return itemSeo({
    path: loaderData.path,
    title: `${heading} – Blog`,
    description,
    section: "blog",
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: heading, path: loaderData.path },
    ],
  });
};

/** The posts of one category or tag, newest first, in /blog's layout. */
export default function BlogTermRoute() {
  const { kind, name, path, posts, sidebar } = useLoaderData<typeof loader>();
  const { heading } = words(kind, name);
  const intro =
    kind === "category"
      ? blogListCopy.categoryIntro(posts.length, name)
      : blogListCopy.tagIntro(posts.length, name);
  return (
    <>
      <PageHeader title={heading} trail={[{ label: "Blog", href: "/blog" }]} intro={intro} />
      <BlogList
        id="articles"
        title={blogListCopy.listTitle}
        posts={posts}
        layout="rows"
        pagination={{ pages: [{ number: 1, href: path }], count: 1 }}
        sidebar={<BlogSidebar {...sidebar} />}
      />
    </>
  );
}
