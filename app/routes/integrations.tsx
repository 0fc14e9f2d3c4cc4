import type { RouteHandle } from "~/lib/route-handle";
import { itemWords } from "~/lib/item-words.server";
import { ItemWordsProvider } from "~/lib/item-words";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { IntegrationsGrid } from "~/components/sections/company/integrations-grid";
import { CtaBand } from "~/components/sections/shared/cta-band";
import { Plug } from "~/components/ui/icons";
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
  const { integrationsCopy } = localized(
    "copy/pages",
    locale,
  ) as typeof import("~/content/copy/pages");
  const { integrationsRequestCopy } = localized(
    "copy/company",
    locale,
  ) as typeof import("~/content/copy/company");
  const { integrations } = localized(
    "integrations",
    locale,
  ) as typeof import("~/content/integrations");
  return {
    words: itemWords(locale, "integrations"),
    page: getPage("/integrations"),
    copy: integrationsCopy,
    requestCopy: integrationsRequestCopy,
    integrations,
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/integrations", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export default function IntegrationsPage() {
  const { page, copy, requestCopy, integrations, words } = useLoaderData<typeof loader>();
  return (
    <ItemWordsProvider words={words}>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.finloWorksWithThe} />
      <IntegrationsGrid
        eyebrow={copy.eyebrow}
        title={copy.nineToolsOneCalm}
        intro={copy.connectInAFew}
        integrations={integrations}
      />
      {/* "Missing a tool?" */}
      <CtaBand id="integrations-request" icon={Plug} copy={requestCopy} />
    </ItemWordsProvider>
  );
}
