import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/service");

export const meta = () => seo("/service");

export default function ServicePage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
