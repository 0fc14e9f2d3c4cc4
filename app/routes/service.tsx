import { ServiceCatalog } from "~/components/sections/services/service-catalog";
import { ServiceProcess } from "~/components/sections/services/service-process";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { services } from "~/content/services";
import { seo } from "~/lib/seo";
import { serviceCopy } from "~/content/copy/pages";

const page = getPage("/service");

export const meta = () => seo("/service");

export default function ServicePage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={serviceCopy.softwareAndPeopleFor}
      />
      <ServiceCatalog
        eyebrow={serviceCopy.whatWeDo}
        title={serviceCopy.nineServicesToRun}
        intro={serviceCopy.pickOneOrCombine}
        services={services}
      />
      <ServiceProcess />
    </>
  );
}
