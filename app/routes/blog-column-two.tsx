import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/blog-column-two");

export const meta = () => seo("/blog-column-two");

export default function BlogColumnTwoPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
