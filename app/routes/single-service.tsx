import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/single-service");

export const meta = () => seo("/single-service");

export default function SingleServicePage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
