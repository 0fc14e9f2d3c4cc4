import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/home-2");

export const meta = () => seo("/home-2");

export default function HomeTwoPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
