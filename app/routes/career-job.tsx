import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { itemEntry } from "~/lib/search";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { JobPage } from "~/components/sections/items/job-page";
import { jobPage } from "~/content/item-pages.server";
import { jobMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const page = jobPage(params.slug ?? "", locale);
  return {
    ...page,
    words: itemWords(locale, "job"),
    search: itemEntry("role", "job", { keepOut: (job) => job.closed === true })(page),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData
    ? jobMeta(loaderData.job, pageContext(location, loaderData), itemSay(loaderData.words))
    : [];

/** A job of content/careers/ at /career/<slug>. */
export default function CareerJobRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <JobPage {...data} />
    </ItemWordsProvider>
  );
}
