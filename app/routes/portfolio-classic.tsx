import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/portfolio-classic");

export const meta = () => seo("/portfolio-classic");

export default function PortfolioClassicPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
