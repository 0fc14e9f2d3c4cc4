import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/reset-password");

export const meta = () => seo("/reset-password");

export default function ResetPasswordPage() {
  return <PageHeader title={page.heading} crumb={page.label} />;
}
