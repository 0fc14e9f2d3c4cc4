import type { RouteHandle } from "~/lib/route-handle";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { CtaBand } from "~/components/sections/shared/cta-band";
import { MessageCircleQuestion } from "~/components/ui/icons";
import { useChrome } from "~/lib/chrome";
import { PageHeader } from "~/components/ui/page-header";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { faqCopy } = localized("copy/pages", locale) as typeof import("~/content/copy/pages");
  const { questionsCtaCopy } = localized(
    "copy/shared",
    locale,
  ) as typeof import("~/content/copy/shared");
  const { faqs } = localized("faq", locale) as typeof import("~/content/faq");
  return {
    page: getPage("/faq"),
    intro: faqCopy.freeTrialsBillingSecurity,
    title: faqCopy.answersToCommonQuestions,
    more: faqCopy.canTFindWhat,
    faqs,
    cta: { title: questionsCtaCopy.stillYouHaveAny, text: questionsCtaCopy.ourTeamAnswersEvery },
  };
}

export const handle = { search: "faq" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/faq", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export default function FaqPage() {
  const say = useChrome();
  const { page, intro, title, more, faqs, cta } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={page.heading} crumb={page.label} intro={intro} />
      <FaqSection eyebrow="FAQ" title={title} intro={more} items={faqs} searchable />
      <CtaBand
        id="questions-cta"
        icon={MessageCircleQuestion}
        copy={{ ...cta, action: say("nav.link.contactUs") }}
        repeated
      />
    </>
  );
}
