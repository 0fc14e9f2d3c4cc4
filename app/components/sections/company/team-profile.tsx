import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { SocialIcon } from "~/components/ui/social-icon";
import { Avatar } from "~/components/ui/picture";
import type { TeamMember } from "~/content/types";
import { teamProfileCopy } from "~/content/copy/company";
import { cn } from "~/lib/cn";

type Detail = {
  email: string;
  phone: string;
  phoneHref: string;
  location: string;
  story: readonly string[];
  focus: readonly string[];
  experience: readonly { period: string; role: string; company: string }[];
};

const networks = [
  ["twitter", "x", "X (Twitter)"],
  ["facebook", "facebook", "Facebook"],
  ["linkedin", "linkedin", "LinkedIn"],
] as const;

/** A member's profile: portrait card with contact and socials beside their story. */
export function TeamProfile({ member, detail }: { member: TeamMember; detail: Detail }) {
  const firstName = member.name.split(" ")[0];
  const id = "member-about";
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site grid gap-12 lg:grid-cols-[400px_1fr] lg:gap-20">
        <div className="border-border shadow-soft self-start rounded-[28px] border bg-surface p-5 lg:sticky lg:top-28">
          <div className="flex justify-center rounded-[20px] bg-[radial-gradient(80%_80%_at_50%_100%,var(--color-violet-soft),var(--color-surface-soft))] pt-10">
            <Avatar name={member.image} size={240} className="size-60 bg-transparent" />
          </div>
          <div className="px-2 pt-6 pb-2">
            <p className="text-xl leading-7 font-bold">{member.name}</p>
            <p className="text-muted mt-1 text-base">{member.role}</p>
            <ul className="border-border mt-6 space-y-3 border-t pt-6 text-base">
              <li>
                <a
                  href={`mailto:${detail.email}`}
                  className="hover:text-violet inline-flex items-center gap-3 break-all"
                >
                  <Mail
                    aria-hidden="true"
                    className="text-violet size-5 shrink-0"
                    strokeWidth={1.75}
                  />
                  {detail.email}
                </a>
              </li>
              <li>
                <a
                  href={detail.phoneHref}
                  className="hover:text-violet inline-flex items-center gap-3"
                >
                  <Phone
                    aria-hidden="true"
                    className="text-violet size-5 shrink-0"
                    strokeWidth={1.75}
                  />
                  {detail.phone}
                </a>
              </li>
              <li className="text-muted flex items-center gap-3">
                <MapPin
                  aria-hidden="true"
                  className="text-violet size-5 shrink-0"
                  strokeWidth={1.75}
                />
                {detail.location}
              </li>
            </ul>
            <ul aria-label={`${member.name} on social media`} className="mt-6 flex gap-2">
              {networks.map(([key, icon, label]) => (
                <li key={key}>
                  <a
                    href={member.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${member.name} on ${label} (opens in a new tab)`}
                    className="border-border text-ink hover:border-violet hover:text-violet inline-flex size-11 items-center justify-center rounded-full border transition"
                  >
                    <SocialIcon name={icon} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="min-w-0">
          <p className="eyebrow">{member.role}</p>
          <h2 id={id} className="h2 mt-3">
            {`About ${firstName}`}
          </h2>
          <p className="text-ink mt-6 text-lg leading-8 md:text-xl md:leading-8">{member.bio}</p>
          <div className="prose-site text-muted mt-5">
            {detail.story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>

          <h3 className="h3 mt-12">{teamProfileCopy.areasOfFocus}</h3>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {detail.focus.map((item) => (
              <li
                key={item}
                className="border-border bg-surface-soft rounded-full border px-4 py-2 text-base font-medium"
              >
                {item}
              </li>
            ))}
          </ul>

          <h3 className="h3 mt-12">Experience</h3>
          <ol className="mt-6 space-y-0">
            {detail.experience.map((job, i) => (
              <li
                key={job.period}
                className="relative grid gap-1 pb-8 pl-8 last:pb-0 sm:grid-cols-[150px_1fr] sm:gap-6"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-2 left-0 size-3 rounded-full",
                    i === 0 ? "bg-primary ring-violet-soft ring-4" : "bg-border",
                  )}
                />
                {i < detail.experience.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="bg-border absolute top-6 bottom-1 left-[5px] w-0.5"
                  />
                ) : null}
                <span className="text-violet text-base font-semibold">{job.period}</span>
                <span>
                  <span className="block font-bold">{job.role}</span>
                  <span className="text-muted block text-base">{job.company}</span>
                </span>
              </li>
            ))}
          </ol>

          <div className="mt-12 flex flex-wrap gap-3">
            <ButtonLink to="/contact-us" size="lg">
              {teamProfileCopy.getInTouch}
            </ButtonLink>
            <ButtonLink to="/team" variant="secondary" size="lg">
              {teamProfileCopy.meetTheWholeTeam}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
