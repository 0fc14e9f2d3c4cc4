import { TeamJoinCta } from "~/components/sections/company/team-join-cta";
import { TeamMembers } from "~/components/sections/company/team-members";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { useLoaderData } from "react-router";
import { listTeam } from "~/content/collections/queries.server";
import { seo } from "~/lib/seo";
import { teamCopy } from "~/content/copy/pages";

const page = getPage("/team");

export const loader = () => ({ team: listTeam() });

export const meta = () => seo("/team");

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
