import { TeamJoinCta } from "~/components/sections/company/team-join-cta";
import { TeamMembers } from "~/components/sections/company/team-members";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { team } from "~/content/team";
import { seo } from "~/lib/seo";

const page = getPage("/team");

export const meta = () => seo("/team");

export default function TeamPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.label}
        intro="Designers, engineers and finance experts who build Finlo together, and answer your emails too."
      />
      <TeamMembers
        id="team-members"
        eyebrow="Our people"
        title="The people behind Finlo"
        intro="Six leads, one shared goal: make business money simple, clear and calm for everyone who uses it."
        members={team}
      />
      <TeamJoinCta />
    </>
  );
}
