import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/testimonials");

export const meta = () => seo("/testimonials");

export default function TestimonialsPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
