import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { itemEntry } from "~/lib/search";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PostPage } from "~/components/sections/items/post-page";
import { postPage } from "~/content/item-pages.server";
import { postMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const page = postPage(params.slug ?? "", locale);
  return { ...page, words: itemWords(locale, "post"), search: itemEntry("post", "post")(page) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData
    ? postMeta(loaderData.post, pageContext(location, loaderData), itemSay(loaderData.words))
    : [];

/** A post of content/blog/ at /blog/<slug>. */
export default function BlogPostRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <PostPage {...data} />
    </ItemWordsProvider>
  );
}
