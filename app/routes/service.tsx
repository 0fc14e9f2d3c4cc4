import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { ServiceCatalog } from "~/components/sections/services/service-catalog";
import { ServiceProcess } from "~/components/sections/services/service-process";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { useLoaderData } from "react-router";
import { listServices } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";
import { serviceCopy } from "~/content/copy/pages";

const page = getPage("/service");

export const loader = ({ request }: LoaderFunctionArgs) => ({
  services: listServices(collections(localeOfRequest(request))),
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/service", { location, data: loaderData });

export default function ServicePage() {
  const { services } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={serviceCopy.softwareAndPeopleFor}
      />
      <ServiceCatalog
        eyebrow={serviceCopy.whatWeDo}
        title={serviceCopy.servicesTitle(services.length)}
        intro={serviceCopy.pickOneOrCombine}
        services={services}
      />
      <ServiceProcess />
    </>
  );
}
