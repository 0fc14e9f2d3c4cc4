import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/sign-up");

export const meta = () => seo("/sign-up");

export default function SignUpPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
