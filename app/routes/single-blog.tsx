import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/single-blog");

export const meta = () => seo("/single-blog");

export default function SingleBlogPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
