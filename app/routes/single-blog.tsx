import { useLoaderData, type MetaFunction } from "react-router";
import { PostPage } from "~/components/sections/items/post-page";
import { featured } from "~/content/item-pages.server";
import { postMeta } from "~/lib/item-meta";

export function loader() {
  return featured.post();
}

/** Its canonical is the post's own URL (/blog/<slug>), so search engines list that one. */
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? postMeta(loaderData.post) : [];

/** Spec §2: the sample article, now the featured post of content/blog/. */
export default function SingleBlogPage() {
  const data = useLoaderData<typeof loader>();
  return <PostPage {...data} />;
}
