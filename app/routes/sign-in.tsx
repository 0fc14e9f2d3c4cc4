import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/sign-in");

export const meta = () => seo("/sign-in");

export default function SignInPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
