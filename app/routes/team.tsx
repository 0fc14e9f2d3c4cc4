import type { RouteHandle } from "~/lib/route-handle";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { TeamJoinCta } from "~/components/sections/company/team-join-cta";
import { TeamMembers } from "~/components/sections/company/team-members";
import { PageHeader } from "~/components/ui/page-header";
import { collections } from "~/content/collections/load.server";
import { listTeamCards } from "~/content/collections/queries.server";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { seo } from "~/lib/seo";

/**
 * The page's words in its language (app/content/<locale>/…, docs/i18n.md): read at prerender,
 * they reach the browser in the HTML and the loader data, not in the page's JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { getPage } = localized("pages", locale) as typeof import("~/content/pages");
  const { teamCopy } = localized("copy/pages", locale) as typeof import("~/content/copy/pages");
  const { teamJoinCtaCopy } = localized(
    "copy/company",
    locale,
  ) as typeof import("~/content/copy/company");
  const team = listTeamCards(collections(locale));
  return {
    page: getPage("/team"),
    copy: {
      intro: teamCopy.designersEngineersAndFinance,
      eyebrow: teamCopy.membersEyebrow,
      title: teamCopy.thePeopleBehindFinlo,
      membersIntro: teamCopy.intro(team.length),
    },
    joinCopy: teamJoinCtaCopy,
    team,
  };
}

export const handle = { search: "page" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/team", { location, data: loaderData, ...(loaderData ? { page: loaderData.page } : {}) });

export default function TeamPage() {
  const { page, copy, joinCopy, team } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={page.heading} crumb={page.label} intro={copy.intro} />
      <TeamMembers
        id="team-members"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.membersIntro}
        members={team}
      />
      <TeamJoinCta copy={joinCopy} members={team} />
    </>
  );
}
