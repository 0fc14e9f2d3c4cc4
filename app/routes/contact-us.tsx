import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import { ContactChannels } from "~/components/sections/company/contact-channels";
import { ContactFormSection } from "~/components/sections/company/contact-form";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { contactUsCopy } from "~/content/copy/pages";

const page = getPage("/contact-us");

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/contact-us", { location, data: loaderData });

export default function ContactUsPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={contactUsCopy.questionsAboutFinloPricing}
      />
      <ContactFormSection />
      <ContactChannels />
      <FaqSection intro={contactUsCopy.quickAnswersToWhat} />
    </>
  );
}
