import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { MemberPage } from "~/components/sections/items/member-page";
import { memberPage } from "~/content/item-pages.server";
import { memberMeta } from "~/lib/item-meta";

export function loader({ params }: LoaderFunctionArgs) {
  return memberPage(params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? memberMeta(loaderData.member) : [];

/** A member of content/team/ at /team/<slug>. */
export default function Route() {
  const data = useLoaderData<typeof loader>();
  return <MemberPage {...data} />;
}
