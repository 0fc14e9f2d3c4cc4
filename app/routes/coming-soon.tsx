import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/coming-soon");

export const meta = () => seo("/coming-soon");

export default function ComingSoonPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
