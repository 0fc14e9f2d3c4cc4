import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { PortfolioFilter } from "~/components/widgets/portfolio-filter";
import { collections } from "~/content/collections/load.server";
import { listProjects } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { portfolioFilters } from "~/content/portfolio";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { portfolioGridCopy } = localized(
    "copy/pages",
    locale,
  ) as typeof import("~/content/copy/pages");
  return {
    words: itemWords(locale, "portfolioList"),
    page: getPage("/portfolio-grid"),
    copy: portfolioGridCopy,
    projects: listProjects(collections(locale)),
    portfolioCrumb: m["items.crumb.portfolio"]({}, { locale }),
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/portfolio-grid", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

/** Only this route references the animation library, and only loads it on intent. */
const loadAnimation = () => import("@formkit/auto-animate");

/** Spec §2: the filterable grid (All, Branding, UI/UX, Website), animated when filtered. */
export default function PortfolioGridPage() {
  const { page, copy, projects, portfolioCrumb, words } = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        trail={[{ label: portfolioCrumb, href: "/portfolio-classic" }]}
        intro={copy.brandSystemsProductDesign}
      />
      <section aria-labelledby="projects-title" className="section-y bg-surface-soft">
        <div className="container-site">
          <h2 id="projects-title" className="sr-only">
            {copy.listTitle}
          </h2>
          <PortfolioFilter
            items={projects}
            filters={portfolioFilters}
            loadAnimation={loadAnimation}
          />
        </div>
      </section>
    </ItemWordsProvider>
  );
}
