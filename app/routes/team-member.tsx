import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { itemEntry } from "~/lib/search";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { MemberPage } from "~/components/sections/items/member-page";
import { memberPage } from "~/content/item-pages.server";
import { memberMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const page = memberPage(params.slug ?? "", locale);
  return {
    ...page,
    words: itemWords(locale, "member"),
    search: itemEntry("person", "member", { titleField: "name" })(page),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData
    ? memberMeta(loaderData.member, pageContext(location, loaderData), itemSay(loaderData.words))
    : [];

/** A member of content/team/ at /team/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <MemberPage {...data} />
    </ItemWordsProvider>
  );
}
