import { useLoaderData, type MetaFunction } from "react-router";
import { JobPage } from "~/components/sections/items/job-page";
import { featured } from "~/content/item-pages.server";
import { jobMeta } from "~/lib/item-meta";

export function loader() {
  return featured.job();
}

/** Its canonical is the job's own URL (/career/<slug>). */
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? jobMeta(loaderData.job) : [];

/** Spec §2: the sample job, now the featured job of content/careers/. */
export default function SingleCareerPage() {
  const data = useLoaderData<typeof loader>();
  return <JobPage {...data} />;
}
