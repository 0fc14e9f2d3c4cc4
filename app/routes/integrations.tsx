import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/integrations");

export const meta = () => seo("/integrations");

export default function IntegrationsPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
