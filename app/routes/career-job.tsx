import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { JobPage } from "~/components/sections/items/job-page";
import { jobPage } from "~/content/item-pages.server";
import { jobMeta } from "~/lib/item-meta";

export function loader({ params }: LoaderFunctionArgs) {
  return jobPage(params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? jobMeta(loaderData.job) : [];

/** A job of content/careers/ at /career/<slug>. */
export default function CareerJobRoute() {
  const data = useLoaderData<typeof loader>();
  return <JobPage {...data} />;
}
