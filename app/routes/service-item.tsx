import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServicePage } from "~/components/sections/items/service-page";
import { servicePage } from "~/content/item-pages.server";
import { serviceMeta } from "~/lib/item-meta";

export function loader({ params }: LoaderFunctionArgs) {
  return servicePage(params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? serviceMeta(loaderData.service) : [];

/** A service of content/services/ at /service/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return <ServicePage {...data} />;
}
