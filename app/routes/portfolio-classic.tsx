import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { PageHeader } from "~/components/ui/page-header";
import { PortfolioFilter } from "~/components/widgets/portfolio-filter";
import { getPage } from "~/content/pages";
import { useLoaderData } from "react-router";
import { listProjects } from "~/content/collections/queries.server";
import { CLASSIC_COUNT, classicFilters } from "~/content/portfolio";
import { seo } from "~/lib/seo";
import { portfolioClassicCopy } from "~/content/copy/pages";

const page = getPage("/portfolio-classic");

export const loader = ({ request }: LoaderFunctionArgs) => ({
  projects: listProjects(collections(localeOfRequest(request))).slice(0, CLASSIC_COUNT),
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/portfolio-classic", { location, data: loaderData });

/** Spec §2: "Our successful work", a working category filter and the four classic cards. */
export default function PortfolioClassicPage() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={portfolioClassicCopy.fourProjectsFourDisciplines}
      />
      <section aria-labelledby="case-studies-title" className="section-y bg-surface-soft">
        <div className="container-site">
          <h2 id="case-studies-title" className="sr-only">
            Case studies
          </h2>
          <PortfolioFilter items={projects} filters={classicFilters} variant="classic" />
        </div>
      </section>
    </>
  );
}
