import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { pageContext } from "~/lib/seo";
import type { LoaderFunctionArgs } from "react-router";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type MetaFunction } from "react-router";
import { JobPage } from "~/components/sections/items/job-page";
import { featured } from "~/content/item-pages.server";
import { jobMeta } from "~/lib/item-meta";

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  return { ...featured.job(locale), words: itemWords(locale, "job") };
}

/** Its canonical is the job's own URL (/career/<slug>). */
export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData ? jobMeta(loaderData.job, pageContext(location, loaderData), itemSay(loaderData.words)) : [];

/** Spec §2: the sample job, now the featured job of content/careers/. */
export default function SingleCareerPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <JobPage {...data} />
    </ItemWordsProvider>
  );
}
