import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/home-3");

export const meta = () => seo("/home-3");

export default function HomeThreePage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
