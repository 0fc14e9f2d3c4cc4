import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { itemEntry } from "~/lib/search";
import type { RouteHandle } from "~/lib/route-handle";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { MemberPage } from "~/components/sections/items/member-page";
import { memberPage } from "~/content/item-pages.server";
import { memberMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  return { ...memberPage(params.slug ?? "", locale), words: itemWords(locale, "member") };
}

export const handle = { search: itemEntry("person", "member", { titleField: "name" }) } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData ? memberMeta(loaderData.member, pageContext(location, loaderData), itemSay(loaderData.words)) : [];

/** A member of content/team/ at /team/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <MemberPage {...data} />
    </ItemWordsProvider>
  );
}
