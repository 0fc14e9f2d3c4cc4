import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/");

export const meta = () => seo("/");

export default function HomePage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
