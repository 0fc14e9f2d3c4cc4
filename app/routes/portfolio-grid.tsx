import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/portfolio-grid");

export const meta = () => seo("/portfolio-grid");

export default function PortfolioGridPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
