import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { PortfolioFilter } from "~/components/widgets/portfolio-filter";
import { collections } from "~/content/collections/load.server";
import { listProjects } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { CLASSIC_COUNT, classicFilters } from "~/content/portfolio";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { portfolioClassicCopy } = localized(
    "copy/pages",
    locale,
  ) as typeof import("~/content/copy/pages");
  return {
    words: itemWords(locale, "portfolioList"),
    page: getPage("/portfolio-classic"),
    copy: portfolioClassicCopy,
    projects: listProjects(collections(locale)).slice(0, CLASSIC_COUNT),
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/portfolio-classic", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

/** Spec §2: "Our successful work", a working category filter and the four classic cards. */
export default function PortfolioClassicPage() {
  const { page, copy, projects, words } = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={copy.fourProjectsFourDisciplines}
      />
      <section aria-labelledby="case-studies-title" className="section-y bg-surface-soft">
        <div className="container-site">
          <h2 id="case-studies-title" className="sr-only">
            {copy.listTitle}
          </h2>
          <PortfolioFilter items={projects} filters={classicFilters} variant="classic" />
        </div>
      </section>
    </ItemWordsProvider>
  );
}
