import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/pricing");

export const meta = () => seo("/pricing");

export default function PricingPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
