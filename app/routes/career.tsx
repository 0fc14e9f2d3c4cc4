import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/career");

export const meta = () => seo("/career");

export default function CareerPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
