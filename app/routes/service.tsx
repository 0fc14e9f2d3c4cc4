import { ServiceCatalog } from "~/components/sections/services/service-catalog";
import { ServiceProcess } from "~/components/sections/services/service-process";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { services } from "~/content/services";
import { seo } from "~/lib/seo";

const page = getPage("/service");

export const meta = () => seo("/service");

export default function ServicePage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Software and people for the parts of your company that keep everything else running."
      />
      <ServiceCatalog
        eyebrow="What we do"
        title="Nine services to run your company with less effort"
        intro="Pick one or combine them. Every service shares the same data, so your teams always see the same numbers."
        services={services}
      />
      <ServiceProcess />
    </>
  );
}
