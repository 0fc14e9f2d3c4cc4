import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServiceCatalog } from "~/components/sections/services/service-catalog";
import { ServiceProcess } from "~/components/sections/services/service-process";
import { PageHeader } from "~/components/ui/page-header";
import { collections } from "~/content/collections/load.server";
import { listServices } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { serviceCopy } = localized("copy/pages", locale) as typeof import("~/content/copy/pages");
  const { serviceProcessCopy } = localized(
    "copy/services",
    locale,
  ) as typeof import("~/content/copy/services");
  const services = listServices(collections(locale));
  return {
    words: itemWords(locale, "services"),
    page: getPage("/service"),
    copy: {
      intro: serviceCopy.softwareAndPeopleFor,
      eyebrow: serviceCopy.whatWeDo,
      title: serviceCopy.servicesTitle(services.length),
      catalogIntro: serviceCopy.pickOneOrCombine,
    },
    processCopy: serviceProcessCopy,
    services,
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/service", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export default function ServicePage() {
  const { page, copy, processCopy, services, words } = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.intro} />
      <ServiceCatalog
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.catalogIntro}
        services={services}
      />
      <ServiceProcess copy={processCopy} />
    </ItemWordsProvider>
  );
}
