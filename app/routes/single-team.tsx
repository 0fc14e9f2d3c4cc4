import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/single-team");

export const meta = () => seo("/single-team");

export default function SingleTeamPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
