import { useItemWords, type ItemSay } from "~/lib/item-words";
import { Check, Link2, useIconsDrawnLater } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { SocialIcon } from "~/components/ui/social-icon";
import { cn } from "~/lib/cn";

type Props = {
  /** The canonical, absolute URL of the page being shared. */
  url: string;
  title: string;
  className?: string;
};

/** Share endpoints: plain links, so nothing is requested from those hosts until one is chosen. */
export function shareTargets(url: string, title: string, say: ItemSay) {
  const u = encodeURIComponent(url);
  return [
    {
      network: "x",
      label: say("blog.share.x"),
      href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: "facebook",
      label: say("blog.share.facebook"),
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: "linkedin",
      label: say("blog.share.linkedin"),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ] as const;
}

const round =
  "inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-ink transition duration-200 ease-out hover:-translate-y-px hover:border-violet hover:text-violet";

/**
 * Share links plus a "Copy link" button. The button appears only once the page is hydrated and
 * the Clipboard API exists, so it is never a dead control; its result is announced politely.
 */
export function ShareLinks({ url, title, className = "" }: Props) {
  const [canCopy, setCanCopy] = useState(false);
  // The copy button shows once the page runs: the page carries its icon.
  useIconsDrawnLater(Link2);
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const say = useItemWords();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard);
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
    timer.current = setTimeout(() => setStatus("idle"), 4000);
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)} data-pagefind-ignore>
      <ul className="flex items-center gap-2">
        {shareTargets(url, title, say).map((target) => (
          <li key={target.network}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={target.label}
              title={target.label}
              className={round}
            >
              <SocialIcon name={target.network} className="size-[18px]" />
            </a>
          </li>
        ))}
      </ul>
      {canCopy ? (
        <button
          type="button"
          onClick={copy}
          className="border-border text-ink hover:border-violet hover:text-violet bg-surface inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition duration-200 ease-out"
        >
          {status === "copied" ? (
            <Check aria-hidden="true" className="text-violet size-4" strokeWidth={2.25} />
          ) : (
            <Link2 aria-hidden="true" className="size-4" strokeWidth={2} />
          )}
          {say("blog.share.copy")}
        </button>
      ) : null}
      <p role="status" className="text-ink text-sm font-medium">
        {status === "copied" ? say("blog.share.copied") : ""}
        {status === "failed" ? (
          <span className="text-danger">{say("blog.share.failed")}</span>
        ) : null}
      </p>
    </div>
  );
}
