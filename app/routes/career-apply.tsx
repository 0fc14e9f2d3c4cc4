import { m } from "~/paraglide/messages.js";
import { localeOfRequest, localizePath, useLocale } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ContactFormSection } from "~/components/sections/company/contact-form";
import { PageHeader } from "~/components/ui/page-header";
import { applyPage } from "~/content/item-pages.server";
import { contactSection } from "~/content/contact-section.server";
import { itemSeo, pageContext } from "~/lib/seo";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { form, socials } = contactSection(locale);
  return { ...applyPage(params.slug ?? "", locale), form, socials };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const { job } = loaderData;
  const path = `${job.href}/apply`;
  return itemSeo({
    path,
    title: m["items.apply.heading"]({ role: job.title }, { locale }),
    description: m["items.apply.description"]({ role: job.title }, { locale }),
    section: "company",
    noindex: true,
    crumbs: [
      { name: m["breadcrumb.home"]({}, { locale }), path: localizePath("/", locale) },
      { name: m["items.crumb.career"]({}, { locale }), path: localizePath("/career", locale) },
      { name: job.title, path: job.href },
      { name: m["items.apply.heading"]({ role: job.title }, { locale }), path },
    ],
  }, context);
};

/**
 * Apply Now: the contact form with the role as its subject. The site is prerendered
 * (ssr: false), so no render ever sees a query string; each open role gets this page at build
 * time instead, and the subject is in its HTML, with or without JavaScript
 * (docs/decisions/0021-markdown-collections.md).
 */
export default function CareerApplyRoute() {
  const locale = useLocale();
  const { job, form, socials } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={m["items.apply.heading"]({ role: job.title }, { locale })}
        trail={[
          { label: m["items.crumb.career"]({}, { locale }), href: "/career" },
          { label: job.title, href: job.href },
        ]}
        crumb={m["items.apply.heading"]({ role: job.title }, { locale })}
        intro={m["items.apply.intro"]({}, { locale })}
      />
      <ContactFormSection
        form={form}
        socials={socials}
        subject={m["items.apply.subject"]({ role: job.title }, { locale })}
      />
    </>
  );
}
