import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ProjectPage } from "~/components/sections/items/project-page";
import { projectPage } from "~/content/item-pages.server";
import { projectMeta } from "~/lib/item-meta";

export function loader({ params }: LoaderFunctionArgs) {
  return projectPage(params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? projectMeta(loaderData.project) : [];

/** A project of content/portfolio/ at /portfolio/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return <ProjectPage {...data} />;
}
