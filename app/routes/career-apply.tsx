import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ContactFormSection } from "~/components/sections/company/contact-form";
import { PageHeader } from "~/components/ui/page-header";
import { applyPageCopy } from "~/content/copy/items";
import { applyPage } from "~/content/item-pages.server";
import { itemSeo } from "~/lib/seo";

export function loader({ params }: LoaderFunctionArgs) {
  return applyPage(params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [];
  const { job } = loaderData;
  const path = `${job.href}/apply`;
  return itemSeo({
    path,
    title: applyPageCopy.heading(job.title),
    description: applyPageCopy.description(job.title),
    section: "company",
    noindex: true,
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Career", path: "/career" },
      { name: job.title, path: job.href },
      { name: applyPageCopy.heading(job.title), path },
    ],
  });
};

/**
 * Apply Now: the contact form with the role as its subject. The site is prerendered
 * (ssr: false), so no render ever sees a query string; each open role gets this page at build
 * time instead, and the subject is in its HTML, with or without JavaScript
 * (docs/decisions/0021-markdown-collections.md).
 */
export default function CareerApplyRoute() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={applyPageCopy.heading(job.title)}
        trail={[
          { label: "Career", href: "/career" },
          { label: job.title, href: job.href },
        ]}
        crumb={applyPageCopy.heading(job.title)}
        intro={applyPageCopy.intro}
      />
      <ContactFormSection subject={applyPageCopy.subject(job.title)} />
    </>
  );
}
