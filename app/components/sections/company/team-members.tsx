import type { ReactNode } from "react";
import { TeamCard } from "~/components/cards/team-card";
import { SectionHeading } from "~/components/ui/section-heading";
import type { TeamCardMember } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  members: readonly TeamCardMember[];
  tone?: "white" | "soft";
  /** Shown under the grid (e.g. a "Join Our Team" button on the about page's teaser). */
  action?: ReactNode;
  /** False where the section repeats what other pages hold (a person's page ends with the others). */
  searchable?: boolean;
};

/** A grid of team member cards under a section heading: /team, the about teaser, /single-team. */
export function TeamMembers({
  id,
  eyebrow,
  title,
  intro,
  members,
  tone = "white",
  action,
  searchable = true,
}: Props) {
  return (
    <section
      aria-labelledby={id}
      {...(searchable ? {} : { "data-pagefind-ignore": "" })}
      className={cn("section-y", tone === "soft" && "bg-surface-soft")}
    >
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-8">
          {members.map((member) => (
            <li key={member.slug}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
        {action ? (
          <div className="mt-12 flex flex-wrap justify-center gap-3 md:mt-14">{action}</div>
        ) : null}
      </div>
    </section>
  );
}
