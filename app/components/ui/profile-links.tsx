import { cn } from "~/lib/cn";
import { SocialIcon } from "./social-icon";
import type { TeamCardMember } from "~/content/types";

/**
 * A person's public profiles (content/team/<slug>.md `socials`), each a round icon link named
 * for the person and the network; nothing at all when they list none, so no empty list is read.
 */
export function ProfileLinks({
  member,
  size = "size-10",
  className,
}: {
  member: Pick<TeamCardMember, "social" | "socialLabel">;
  /** The round button's size: size-10 on cards, size-11 on the person's page. */
  size?: "size-10" | "size-11";
  className?: string;
}) {
  if (!member.social.length) return null;
  return (
    <ul aria-label={member.socialLabel} className={cn("flex gap-2", className)}>
      {member.social.map(({ network, href, linkLabel }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={linkLabel}
            className={cn(
              "border-border text-ink hover:border-violet hover:text-violet inline-flex items-center justify-center rounded-full border transition",
              size,
            )}
          >
            <SocialIcon name={network} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
