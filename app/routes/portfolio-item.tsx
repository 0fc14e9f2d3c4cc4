import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { itemEntry } from "~/lib/search";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ProjectPage } from "~/components/sections/items/project-page";
import { projectPage } from "~/content/item-pages.server";
import { projectMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const page = projectPage(params.slug ?? "", locale);
  return {
    ...page,
    words: itemWords(locale, "project"),
    search: itemEntry("project", "project")(page),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData
    ? projectMeta(loaderData.project, pageContext(location, loaderData), itemSay(loaderData.words))
    : [];

/** A project of content/portfolio/ at /portfolio/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={data.words}>
      <ProjectPage {...data} />
    </ItemWordsProvider>
  );
}
