import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/contact-us");

export const meta = () => seo("/contact-us");

export default function ContactUsPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
