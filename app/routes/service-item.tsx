import { itemEntry } from "~/lib/search";
import type { RouteHandle } from "~/lib/route-handle";
import { pageContext } from "~/lib/seo";
import { localeOfRequest } from "~/lib/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServicePage } from "~/components/sections/items/service-page";
import { servicePage } from "~/content/item-pages.server";
import { serviceMeta } from "~/lib/item-meta";

export function loader({ params, request }: LoaderFunctionArgs) {
  return servicePage(params.slug ?? "", localeOfRequest(request));
}

export const handle = { search: itemEntry("service", "service") } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) =>
  loaderData ? serviceMeta(loaderData.service, pageContext(location, loaderData)) : [];

/** A service of content/services/ at /service/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return <ServicePage {...data} />;
}
