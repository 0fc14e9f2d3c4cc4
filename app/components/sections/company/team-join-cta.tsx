import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Avatar } from "~/components/ui/avatar";
import type { TeamMember } from "~/content/types";
import type { teamJoinCtaCopy } from "~/content/copy/company";
import { cn } from "~/lib/cn";

/**
 * The portraits the band has room for: whole rows of three, at most two (a seventh person would
 * hang alone under the first column), or everyone when there are fewer than three.
 */
export const band = <T,>(members: readonly T[]): readonly T[] =>
  members.length < 3
    ? members
    : members.slice(0, Math.min(6, members.length - (members.length % 3)));

/**
 * The "Join Our Team" call to action. The spec sends its button to /team; a second link
 * leads to the open roles, where joining actually starts.
 */
export function TeamJoinCta({
  id = "join-team",
  copy,
  members,
}: {
  id?: string;
  copy: { [K in keyof typeof teamJoinCtaCopy]: string };
  /** Whose portraits decorate the band. */
  members: readonly Pick<TeamMember, "slug" | "portrait">[];
}) {
  return (
    <section aria-labelledby={id} className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="on-dark bg-band relative isolate overflow-hidden rounded-[28px] px-6 py-12 text-white md:px-14 md:py-16">
          <div aria-hidden="true" className="glow glow-mirrored absolute inset-0 -z-10" />
          <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <p className="eyebrow text-mint">{copy.eyebrow}</p>
              <h2 id={id} className="h2 mt-3 max-w-xl text-white">
                {copy.title}
              </h2>
              <p className="text-on-dark-muted mt-4 max-w-xl">{copy.text}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink to="/team" variant="on-dark" size="lg">
                  {copy.joinAction}
                </ButtonLink>
                <ButtonLink to="/career" variant="ghost-dark" size="lg">
                  {copy.rolesAction}
                  <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
                </ButtonLink>
              </div>
            </div>
            <div aria-hidden="true" className="hidden justify-center lg:flex">
              <div className="grid grid-cols-3 gap-x-5 gap-y-8 pb-6">
                {band(members).map((member, i) => (
                  <Avatar
                    key={member.slug}
                    portrait={member.portrait}
                    size={104}
                    className={cn(
                      "border-band-soft size-26 border-4",
                      i % 2 === 1 ? "translate-y-6" : "",
                    )}
                  />
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
