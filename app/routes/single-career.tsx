import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/single-career");

export const meta = () => seo("/single-career");

export default function SingleCareerPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
