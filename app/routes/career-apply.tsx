import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider, itemSay } from "~/lib/item-words";
import { localeOfRequest, localizePath } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ContactFormSection } from "~/components/sections/company/contact-form";
import { ClosedNotice } from "~/components/sections/items/job-closed-notice";
import { JobFacts } from "~/components/sections/items/job-facts";
import { ButtonLink } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { applyPage } from "~/content/item-pages.server";
import { contactSection } from "~/content/contact-section.server";
import { itemSeo, pageContext } from "~/lib/seo";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { form, socials } = contactSection(locale);
  return {
    ...applyPage(params.slug ?? "", locale),
    form,
    socials,
    words: itemWords(locale, "apply"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const context = pageContext(location, loaderData);
  const { locale } = context;
  const { job } = loaderData;
  const say = itemSay(loaderData.words);
  const path = `${job.href}/apply`;
  return itemSeo(
    {
      path,
      title: say("items.apply.heading", { role: job.title }),
      description: say("items.apply.description", { role: job.title }),
      section: "company",
      noindex: true,
      crumbs: [
        { name: say("breadcrumb.home"), path: localizePath("/", locale) },
        { name: say("items.crumb.career"), path: localizePath("/career", locale) },
        { name: job.title, path: job.href },
        { name: say("items.apply.heading", { role: job.title }), path },
      ],
    },
    context,
  );
};

/**
 * Apply Now: the contact form with the role as its subject, in an application's words, beside
 * the role's facts. The site is prerendered
 * (ssr: false), so no render ever sees a query string; each role gets this page at build
 * time instead, and the subject is in its HTML, with or without JavaScript
 * (docs/decisions/0021-markdown-collections.md). A closed role's page says it is closed, with
 * the way to the open ones, instead of the form.
 */
export default function CareerApplyRoute() {
  const data = useLoaderData<typeof loader>();
  const { job, form, socials, closed } = data;
  const say = itemSay(data.words);
  return (
    <ItemWordsProvider words={data.words}>
      <PageHeader
        title={say("items.apply.heading", { role: job.title })}
        trail={[
          { label: say("items.crumb.career"), href: "/career" },
          { label: job.title, href: job.href },
        ]}
        crumb={say("items.apply.heading", { role: job.title })}
        intro={closed ? undefined : say("items.apply.intro")}
      />
      {closed ? (
        <div className="section-y container-site max-w-3xl">
          <ClosedNotice />
        </div>
      ) : (
        <ContactFormSection
          form={form}
          socials={socials}
          subject={say("items.apply.subject", { role: job.title })}
          words={{
            eyebrow: say("items.apply.eyebrow"),
            heading: say("items.apply.formHeading"),
            intro: say("items.apply.formIntro"),
            label: say("items.apply.formLabel"),
            submitLabel: say("items.apply.submit"),
            successMessage: say("items.apply.success"),
            messagePlaceholder: say("items.apply.messagePlaceholder"),
          }}
          aside={
            <section
              aria-labelledby="role-summary"
              className="border-border shadow-soft bg-surface self-start rounded-[24px] border p-6 sm:p-8"
            >
              <h2 id="role-summary" className="h3">
                {say("items.job.factsTitle")}
              </h2>
              <p lang={job.lang} className="text-ink mt-2 font-semibold">
                {job.title}
              </p>
              <JobFacts job={job} />
              <ButtonLink to={job.href} variant="secondary" size="lg" className="mt-6 w-full">
                {say("items.apply.roleLink")}
              </ButtonLink>
            </section>
          }
        />
      )}
    </ItemWordsProvider>
  );
}
