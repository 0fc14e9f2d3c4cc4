import { useItemWords } from "~/lib/item-words";
import { Link } from "~/components/ui/link";
import { BlogCard } from "~/components/cards/blog-card";
import { TeamMembers } from "~/components/sections/company/team-members";
import { PageHeader } from "~/components/ui/page-header";
import { Avatar } from "~/components/ui/avatar";
import { Prose } from "~/components/ui/prose";
import { SectionHeading } from "~/components/ui/section-heading";
import { ProfileLinks } from "~/components/ui/profile-links";
import type { TeamCardMember, TeamMemberDetail } from "~/content/types";

/**
 * A team member (/team/<slug>, and the spec's /single-team for the featured one): a profile card
 * beside the Markdown bio, the posts they wrote and the rest of the team.
 */
export function MemberPage({
  member,
  others,
}: {
  member: TeamMemberDetail;
  others: readonly TeamCardMember[];
}) {
  const say = useItemWords();
  const facts = [
    [say("items.member.location"), member.location],
    [say("items.member.joined"), String(member.joined)],
  ] as const;
  return (
    <>
      <PageHeader
        title={member.name}
        lang={member.lang}
        trail={[{ label: say("items.crumb.team"), href: "/team" }]}
        intro={member.role}
      />
      <div className="section-y">
        <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-20">
          <aside aria-labelledby="member-profile" className="self-start lg:sticky lg:top-28">
            <div className="border-border shadow-soft bg-surface rounded-[24px] border p-6 text-center md:p-8">
              <Avatar portrait={member.portrait} size={160} className="mx-auto size-40" main />
              <h2 id="member-profile" className="mt-5 text-xl leading-7 font-bold">
                {say("items.member.factsTitle")}
              </h2>
              <dl className="divide-border border-border mt-5 divide-y border-y text-left">
                {facts.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-x-6 py-3 text-base">
                    <dt className="text-muted">{label}</dt>
                    <dd className="text-ink text-right font-semibold">{value}</dd>
                  </div>
                ))}
                {member.email ? (
                  <div className="flex justify-between gap-x-6 py-3 text-base">
                    <dt className="text-muted">{say("items.member.email")}</dt>
                    <dd className="min-w-0 text-right font-semibold">
                      <a
                        href={`mailto:${member.email}`}
                        className="text-violet break-all underline-offset-4 hover:underline"
                      >
                        {member.email}
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
              <ProfileLinks member={member} size="size-11" className="mt-5 justify-center" />
              <h3 className="text-muted mt-6 text-left text-sm font-semibold tracking-wide uppercase">
                {say("items.member.expertise")}
              </h3>
              <ul lang={member.lang} className="mt-3 flex flex-wrap gap-2">
                {member.expertise.map((topic) => (
                  <li
                    key={topic}
                    className="bg-violet-soft text-violet rounded-full px-3 py-1 text-sm font-semibold"
                  >
                    {topic}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
          <div className="min-w-0">
            <p
              lang={member.lang}
              className="text-ink text-xl leading-8 font-medium md:text-[22px] md:leading-9"
            >
              {member.bio}
            </p>
            <Prose html={member.html} lang={member.htmlLang ?? member.lang} className="mt-8" />
          </div>
        </div>
      </div>
      {/* Search finds the posts on their own pages, and a person by their own words, not by the
          headings every person's page ends with. */}
      {member.posts.length ? (
        <section
          aria-labelledby="member-posts"
          data-pagefind-ignore
          data-print="skip"
          className="section-y bg-surface-soft"
        >
          <div className="container-site">
            <SectionHeading
              id="member-posts"
              eyebrow={say("items.member.postsEyebrow")}
              title={say("items.member.postsTitle", { name: member.name })}
            />
            {/* Centred rows: one or two articles sit under the heading, not in a third of it. */}
            <ul className="mt-12 flex flex-wrap justify-center gap-6">
              {member.posts.map((post) => (
                <li
                  key={post.slug}
                  className="flex w-full md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)] [&>article]:w-full"
                >
                  <BlogCard readMore={say("blog.card.readMore")} post={post} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {/* A team of one has no one else to show. */}
      {others.length ? (
        <TeamMembers
          id="more-members"
          eyebrow={say("items.member.moreEyebrow")}
          title={say("items.member.moreTitle")}
          members={others}
          searchable={false}
          action={
            <Link
              to="/team"
              className="text-violet text-base font-semibold underline-offset-4 hover:underline"
            >
              {say("items.member.allMembers")}
            </Link>
          }
        />
      ) : null}
    </>
  );
}
