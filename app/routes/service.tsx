import { ServiceCatalog } from "~/components/sections/services/service-catalog";
import { ServiceProcess } from "~/components/sections/services/service-process";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { useLoaderData } from "react-router";
import { listServices } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";
import { serviceCopy } from "~/content/copy/pages";

const page = getPage("/service");

export const loader = () => ({ services: listServices() });

export const meta = () => seo("/service");

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
