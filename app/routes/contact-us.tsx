import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ContactChannels } from "~/components/sections/company/contact-channels";
import { ContactFormSection } from "~/components/sections/company/contact-form";
import { FaqSection } from "~/components/sections/shared/faq-section";
import { PageHeader } from "~/components/ui/page-header";
import { contactSection } from "~/content/contact-section.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/** The page's words in its language (docs/i18n.md), in its HTML and loader data, not its JS. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { contactUsCopy } = localized(
    "copy/pages",
    locale,
  ) as typeof import("~/content/copy/pages");
  const { faqSectionCopy } = localized(
    "copy/shared",
    locale,
  ) as typeof import("~/content/copy/shared");
  const { faqs } = localized("faq", locale) as typeof import("~/content/faq");
  return {
    words: itemWords(locale, "contact"),
    page: getPage("/contact-us"),
    copy: contactUsCopy,
    contact: contactSection(locale),
    faq: { title: faqSectionCopy.frequentlyAskedQuestions, items: faqs },
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/contact-us", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export default function ContactUsPage() {
  const { page, copy, contact, faq, words } = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.questionsAboutFinloPricing} />
      <ContactFormSection form={contact.form} socials={contact.socials} />
      <ContactChannels {...contact.channels} />
      <FaqSection title={faq.title} intro={copy.quickAnswersToWhat} items={faq.items} />
    </ItemWordsProvider>
  );
}
