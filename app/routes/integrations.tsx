import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import { IntegrationsGrid } from "~/components/sections/company/integrations-grid";
import { IntegrationsRequest } from "~/components/sections/company/integrations-request";
import { PageHeader } from "~/components/ui/page-header";
import { integrations } from "~/content/integrations";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { integrationsCopy } from "~/content/copy/pages";

const page = getPage("/integrations");

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/integrations", { location, data: loaderData });

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={integrationsCopy.finloWorksWithThe}
      />
      <IntegrationsGrid
        eyebrow="Integrations"
        title={integrationsCopy.nineToolsOneCalm}
        intro={integrationsCopy.connectInAFew}
        integrations={integrations}
      />
      <IntegrationsRequest />
    </>
  );
}
