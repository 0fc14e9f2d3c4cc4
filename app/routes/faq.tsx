import type { MetaFunction } from "react-router";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { QuestionsCta } from "~/components/sections/shared/questions-cta";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { faqCopy } from "~/content/copy/pages";

const page = getPage("/faq");

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/faq", { location, data: loaderData });

export default function FaqPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={faqCopy.freeTrialsBillingSecurity}
      />
      <FaqSection
        eyebrow="FAQ"
        title={faqCopy.answersToCommonQuestions}
        intro={faqCopy.canTFindWhat}
      />
      <QuestionsCta />
    </>
  );
}
