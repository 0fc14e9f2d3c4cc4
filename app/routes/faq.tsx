import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/faq");

export const meta = () => seo("/faq");

export default function FaqPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
