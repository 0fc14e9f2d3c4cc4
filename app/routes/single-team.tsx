import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { pageContext } from "~/lib/seo";
import type { LoaderFunctionArgs } from "react-router";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type MetaFunction } from "react-router";
import { MemberPage } from "~/components/sections/items/member-page";
import { featured } from "~/content/item-pages.server";
import { memberMeta } from "~/lib/item-meta";

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  return { ...featured.member(locale), words: itemWords(locale, "member") };
}

/** Its canonical is the item's own URL, so search engines list that one. */
export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData ? memberMeta(loaderData.member, pageContext(location, loaderData), itemSay(loaderData.words)) : [];

/** Spec §2's sample route: the featured item of its collection, the same screen as its own page. */
export default function SampleRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <MemberPage {...data} />
    </ItemWordsProvider>
  );
}
