import { IntegrationsGrid } from "~/components/sections/company/integrations-grid";
import { IntegrationsRequest } from "~/components/sections/company/integrations-request";
import { PageHeader } from "~/components/ui/page-header";
import { integrations } from "~/content/integrations";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/integrations");

export const meta = () => seo("/integrations");

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Finlo works with the apps your team already uses, so numbers, customers and conversations stay in sync."
      />
      <IntegrationsGrid
        eyebrow="Integrations"
        title="Nine tools, one calm workspace"
        intro="Connect in a few clicks, no code needed. Each integration syncs both ways and can be switched off at any time."
        integrations={integrations}
      />
      <IntegrationsRequest />
    </>
  );
}
