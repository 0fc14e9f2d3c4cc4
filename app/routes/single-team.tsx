import { TeamMembers } from "~/components/sections/company/team-members";
import { TeamProfile } from "~/components/sections/company/team-profile";
import { PageHeader } from "~/components/ui/page-header";
import { getPage } from "~/content/pages";
import { team } from "~/content/team";
import { featuredMember, memberDetail } from "~/content/team-detail";
import { seo } from "~/lib/seo";
import { singleTeamCopy } from "~/content/copy/pages";

const page = getPage("/single-team");

export const meta = () => seo("/single-team");

export default function SingleTeamPage() {
  return (
    <>
      <PageHeader
        title={page.heading}
        crumb={page.heading}
        trail={[{ label: "Our Team", href: "/team" }]}
        intro={featuredMember.role}
      />
      <TeamProfile member={featuredMember} detail={memberDetail} />
      <TeamMembers
        id="more-members"
        eyebrow="Our people"
        title={singleTeamCopy.meetTheRestOf}
        members={team.filter((m) => m.slug !== featuredMember.slug).slice(0, 3)}
        tone="soft"
      />
    </>
  );
}
