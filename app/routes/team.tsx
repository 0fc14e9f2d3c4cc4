import type { RouteHandle } from "~/lib/route-handle";
import type { MetaFunction } from "react-router";
import type { LoaderFunctionArgs } from "react-router";
import { collections } from "~/content/collections/load.server";
import { localeOfRequest } from "~/lib/i18n";
import { TeamJoinCta } from "~/components/sections/company/team-join-cta";
import { TeamMembers } from "~/components/sections/company/team-members";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { useLoaderData } from "react-router";
import { listTeam } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";
import { teamCopy } from "~/content/copy/pages";

const page = getPage("/team");

export const loader = ({ request }: LoaderFunctionArgs) => ({
  team: listTeam(collections(localeOfRequest(request))),
});

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/team", { location, data: loaderData });

export default function TeamPage() {
  const { team } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro={teamCopy.designersEngineersAndFinance}
      />
      <TeamMembers
        id="team-members"
        eyebrow="Our people"
        title={teamCopy.thePeopleBehindFinlo}
        intro={teamCopy.intro(team.length)}
        members={team}
      />
      <TeamJoinCta members={team} />
    </>
  );
}
