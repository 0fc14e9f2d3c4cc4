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
import { portfolioFilters } from "~/content/portfolio";
import { seo } from "~/lib/seo";
import { portfolioGridCopy } from "~/content/copy/pages";

const page = getPage("/portfolio-grid");

export const loader = ({ request }: LoaderFunctionArgs) => ({
  projects: listProjects(collections(localeOfRequest(request))),
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/portfolio-grid", { location, data: loaderData });

/** Only this route references the animation library, and only loads it on intent. */
const loadAnimation = () => import("@formkit/auto-animate");

/** Spec §2: the filterable grid (All, Branding, UI/UX, Website), animated when filtered. */
export default function PortfolioGridPage() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: "Portfolio", href: "/portfolio-classic" }]}
        intro={portfolioGridCopy.brandSystemsProductDesign}
      />
      <section aria-labelledby="projects-title" className="section-y bg-surface-soft">
        <div className="container-site">
          <h2 id="projects-title" className="sr-only">
            Projects
          </h2>
          <PortfolioFilter
            items={projects}
            filters={portfolioFilters}
            loadAnimation={loadAnimation}
          />
        </div>
      </section>
    </>
  );
}
