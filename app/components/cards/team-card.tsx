import { Link } from "~/components/ui/link";
import { ProfileLinks } from "~/components/ui/profile-links";
import { Avatar } from "~/components/ui/avatar";
import type { TeamCardMember } from "~/content/types";

/** A team member: portrait, name (links to the profile), role and social profiles. */
export function TeamCard({
  member,
  headingLevel: Heading = "h3",
}: {
  member: TeamCardMember;
  headingLevel?: "h2" | "h3";
}) {
  return (
    // A card repeats its item, which search finds at its own page.
    <article
      data-pagefind-ignore
      className="group border-border shadow-soft hover:shadow-lift bg-surface flex flex-col items-center rounded-[20px] border p-6 text-center wrap-anywhere transition duration-200 ease-out hover:-translate-y-0.5 md:p-8"
    >
      <Avatar portrait={member.portrait} size={144} className="size-36" />
      <Heading lang={member.lang} className="mt-6 text-xl leading-7 font-bold">
        <Link to={member.href} className="hover:text-violet">
          {member.name}
        </Link>
      </Heading>
      <p lang={member.lang} className="text-muted mt-1 text-base">
        {member.role}
      </p>
      <ProfileLinks member={member} className="mt-5" />
    </article>
  );
}
