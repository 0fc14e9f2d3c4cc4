import { FaqSection } from "~/components/sections/shared/faq-section";
import { QuestionsCta } from "~/components/sections/shared/questions-cta";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/faq");

export const meta = () => seo("/faq");

export default function FaqPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Free trials, billing, security and integrations: the answers people look for most."
      />
      <FaqSection
        eyebrow="FAQ"
        title="Answers to common questions"
        intro="Can’t find what you are looking for? Our team is one message away."
      />
      <QuestionsCta />
    </>
  );
}
