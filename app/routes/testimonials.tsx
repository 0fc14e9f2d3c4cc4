import { QuestionsCta } from "~/components/sections/shared/questions-cta";
import { TestimonialsSection } from "~/components/sections/shared/testimonials-section";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";

const page = getPage("/testimonials");

export const meta = () => seo("/testimonials");

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Finance leads, founders and sales teams on what changed after they moved to Finlo."
      />
      <TestimonialsSection
        eyebrow="Testimonials"
        title="Trusted by teams who count every dollar"
        layout="grid"
        showButton={false}
      />
      <QuestionsCta />
    </>
  );
}
