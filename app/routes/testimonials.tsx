import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CtaBand } from "~/components/sections/shared/cta-band";
import { MessageCircleQuestion } from "~/components/ui/icons";
import { useChrome } from "~/lib/chrome";
import { TestimonialsSection } from "~/components/sections/shared/testimonials-section";
import { PageHeader } from "~/components/ui/page-header";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words and testimonials in its language (app/content/<locale>/…, docs/i18n.md): read
 * at prerender, they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { testimonialsCopy } = localized(
    "copy/pages",
    locale,
  ) as typeof import("~/content/copy/pages");
  const { testimonialsSectionCopy, questionsCtaCopy } = localized(
    "copy/shared",
    locale,
  ) as typeof import("~/content/copy/shared");
  const { testimonials, averageRating } = localized(
    "testimonials",
    locale,
  ) as typeof import("~/content/testimonials");
  return {
    words: itemWords(locale, "testimonials"),
    page: getPage("/testimonials"),
    copy: testimonialsCopy,
    testimonials,
    rating: averageRating,
    sectionWords: testimonialsSectionCopy,
    cta: { title: questionsCtaCopy.stillYouHaveAny, text: questionsCtaCopy.ourTeamAnswersEvery },
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/testimonials", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export default function TestimonialsPage() {
  const say = useChrome();
  const { page, copy, testimonials, rating, sectionWords, cta, words } =
    useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.intro} />
      <TestimonialsSection
        eyebrow={copy.eyebrow}
        title={copy.title}
        testimonials={testimonials}
        rating={rating}
        words={sectionWords}
        layout="grid"
        showButton={false}
      />
      <CtaBand
        id="questions-cta"
        icon={MessageCircleQuestion}
        copy={{ ...cta, action: say("nav.link.contactUs") }}
        repeated
      />
    </ItemWordsProvider>
  );
}
