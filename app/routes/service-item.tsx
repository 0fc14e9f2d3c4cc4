import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { itemEntry } from "~/lib/search";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServicePage } from "~/components/sections/items/service-page";
import { servicePage } from "~/content/item-pages.server";
import { serviceMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const page = servicePage(params.slug ?? "", locale);
  return {
    ...page,
    words: itemWords(locale, "service"),
    search: itemEntry("service", "service")(page),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData
    ? serviceMeta(loaderData.service, pageContext(location, loaderData), itemSay(loaderData.words))
    : [];

/** A service of content/services/ at /service/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <ServicePage {...data} />
    </ItemWordsProvider>
  );
}
