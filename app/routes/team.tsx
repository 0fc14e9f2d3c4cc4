import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/team");

export const meta = () => seo("/team");

export default function TeamPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
