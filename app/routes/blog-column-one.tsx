import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/blog-column-one");

export const meta = () => seo("/blog-column-one");

export default function BlogColumnOnePage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
