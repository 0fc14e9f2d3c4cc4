import { ContactChannels } from "~/components/sections/company/contact-channels";
import { ContactFormSection } from "~/components/sections/company/contact-form";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/contact-us");

export const meta = () => seo("/contact-us");

export default function ContactUsPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Questions about Finlo, pricing or a partnership? We reply within one business day."
      />
      <ContactFormSection />
      <ContactChannels />
      <FaqSection intro="Quick answers to what people ask us most. Anything else, just send us a message." />
    </>
  );
}
