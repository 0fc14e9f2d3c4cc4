import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/single-portfolio");

export const meta = () => seo("/single-portfolio");

export default function SinglePortfolioPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
