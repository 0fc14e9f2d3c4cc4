import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { pageContext } from "~/lib/seo";
import type { LoaderFunctionArgs } from "react-router";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type MetaFunction } from "react-router";
import { PostPage } from "~/components/sections/items/post-page";
import { featured } from "~/content/item-pages.server";
import { postMeta } from "~/lib/item-meta";

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  return { ...featured.post(locale), words: itemWords(locale, "post") };
}

/** Its canonical is the post's own URL (/blog/<slug>), so search engines list that one. */
export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData ? postMeta(loaderData.post, pageContext(location, loaderData), itemSay(loaderData.words)) : [];

/** Spec §2: the sample article, now the featured post of content/blog/. */
export default function SingleBlogPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <PostPage {...data} />
    </ItemWordsProvider>
  );
}
