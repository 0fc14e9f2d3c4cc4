import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/blog");

export const meta = () => seo("/blog");

export default function BlogPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
