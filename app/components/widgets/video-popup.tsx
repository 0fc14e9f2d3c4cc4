import { Play, X } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { usePausedOffscreen } from "~/lib/offscreen";

/** The only host the CSP lets frame (scripts/security-headers.mjs). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function embedUrl(videoId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

type Props = {
  videoId: string;
  /** Names the dialog and the player frame. */
  title: string;
  /** Visible text of the "button" trigger; the accessible name of the "round" one. */
  label?: string;
  /** "button": a pill with a play icon and the label; "round": a large play disc over a visual. */
  variant?: "button" | "round";
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  className?: string;
};

/**
 * A play button that opens the video in a modal (spec §4). Nothing from the video host loads
 * until a visitor presses play: the iframe exists only while the dialog is open, and closing it
 * (close button, backdrop click or Escape) removes the frame, so playback stops, and returns
 * focus to the play button. Built on the native modal <dialog>, which makes the page behind
 * inert and handles Escape.
 */
export function VideoPopup({
  videoId,
  title,
  label = "Watch A Demo",
  variant = "button",
  closeLabel,
  className = "",
}: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pulse = usePausedOffscreen<HTMLSpanElement>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add("overflow-hidden");
    }
  }, [open]);

  // Whatever closed it, drop the player and give focus back to the play button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      document.documentElement.classList.remove("overflow-hidden");
      setOpen(false);
      triggerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("close", onClose);
      document.documentElement.classList.remove("overflow-hidden");
    };
  }, []);

  const close = () => dialogRef.current?.close();

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      {variant === "round" ? (
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          aria-label={label}
          onClick={() => setOpen(true)}
          className={cn(
            "group text-primary shadow-lift relative inline-flex size-20 items-center justify-center rounded-full border border-transparent bg-white transition duration-200 ease-out hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 md:size-24",
            className,
          )}
        >
          <span
            ref={pulse}
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-white/40 motion-safe:animate-ping motion-safe:[animation-duration:2.4s]"
          />
          <Play
            aria-hidden="true"
            className="relative ml-1 size-8 fill-current md:size-9"
            strokeWidth={1.5}
          />
        </button>
      ) : (
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={buttonClasses("secondary", "lg", `pr-7 pl-2 ${className}`)}
        >
          <span
            aria-hidden="true"
            className="bg-primary inline-flex size-9 items-center justify-center rounded-full text-white"
          >
            <Play className="ml-0.5 size-4 fill-current" strokeWidth={1.5} />
          </span>
          {label}
        </button>
      )}

      {/* The dialog's own click handler only detects backdrop clicks; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClick={onDialogClick}
        className="backdrop:bg-band/80 m-auto w-[min(960px,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:frosted"
      >
        <div className="bg-band shadow-lift rounded-[20px] p-3 md:p-4">
          <div className="flex items-center justify-between gap-4 px-2 pb-3 md:pb-4">
            <h2 id={titleId} className="truncate text-base font-semibold text-white">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={closeLabel}
              className="focus-visible:outline-mint inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2"
            >
              <X aria-hidden="true" className="size-5" strokeWidth={2} />
            </button>
          </div>
          <div className="aspect-video overflow-hidden rounded-[12px] bg-black">
            {open ? (
              <iframe
                src={embedUrl(videoId)}
                title={title}
                width={960}
                height={540}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="size-full border-0"
              />
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
