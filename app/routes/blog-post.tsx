import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PostPage } from "~/components/sections/items/post-page";
import { postPage } from "~/content/item-pages.server";
import { postMeta } from "~/lib/item-meta";

export function loader({ params }: LoaderFunctionArgs) {
  return postPage(params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? postMeta(loaderData.post) : [];

/** A post of content/blog/ at /blog/<slug>. */
export default function BlogPostRoute() {
  const data = useLoaderData<typeof loader>();
  return <PostPage {...data} />;
}
