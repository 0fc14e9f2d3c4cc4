import { useChrome } from "~/lib/chrome";
import { SocialIcon } from "~/components/ui/social-icon";
import type { Social } from "~/content/types";
import { cn } from "~/lib/cn";

/** External social profiles: new tab, no opener, no referrer, each with its own name. */
export function SocialLinks({
  items,
  tone = "dark",
  label,
}: {
  items: readonly Social[];
  tone?: "dark" | "light";
  label?: string;
}) {
  const say = useChrome();
  return (
    <ul aria-label={label ?? say("social.list")} className="flex flex-wrap gap-3">
      {items.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={say("social.link", { label: social.label })}
            className={cn(
              "inline-flex size-11 items-center justify-center rounded-full border transition",
              tone === "dark"
                ? "hover:border-mint hover:text-mint border-white/15 text-white"
                : "border-border text-ink hover:border-violet hover:text-violet",
            )}
          >
            <SocialIcon name={social.network} className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
