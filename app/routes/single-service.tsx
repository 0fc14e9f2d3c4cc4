import { ServiceDetail } from "~/components/sections/services/service-detail";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { featuredService, serviceDetail } from "~/content/service-detail";
import { services } from "~/content/services";
import { seo } from "~/lib/seo";
import { singleServiceCopy } from "~/content/copy/pages";

const page = getPage("/single-service");

export const meta = () => seo("/single-service");

export default function SingleServicePage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.heading}
        trail={[{ label: "Our Services", href: "/service" }]}
        intro={singleServiceCopy.bookkeepingInvoicingAndTax}
      />
      <ServiceDetail service={featuredService} detail={serviceDetail} services={services} />
    </>
  );
}
