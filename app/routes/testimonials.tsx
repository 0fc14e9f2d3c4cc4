import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import { QuestionsCta } from "~/components/sections/shared/questions-cta";
import { TestimonialsSection } from "~/components/sections/shared/testimonials-section";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { seo } from "~/lib/seo";
import { testimonialsCopy } from "~/content/copy/pages";

const page = getPage("/testimonials");

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/testimonials", { location, data: loaderData });

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={testimonialsCopy.financeLeadsFoundersAnd}
      />
      <TestimonialsSection
        eyebrow="Testimonials"
        title={testimonialsCopy.trustedByTeamsWho}
        layout="grid"
        showButton={false}
      />
      <QuestionsCta />
    </>
  );
}
