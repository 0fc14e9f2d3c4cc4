import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/about-us");

export const meta = () => seo("/about-us");

export default function AboutUsPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
