import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Search } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useChrome } from "~/lib/chrome";
import { isSearchShortcut } from "~/lib/search-keys";
import dialogUrl from "./search-dialog.tsx?chunk-url";

// The dialog, its search box and Pagefind are fetched when a visitor opens search, never before.
// Its chunk's address, not `import("./search-dialog")`: scripts/chunk-url.ts says why.
const SearchDialog = lazy(
  () => import(/* @vite-ignore */ dialogUrl) as Promise<typeof import("./search-dialog")>,
);

type Props = {
  /** Colour of the header's area at rest (over a dark or light band). */
  tone?: "light" | "dark";
  /** Listen for `/` and Ctrl/⌘+K (one button per page does). */
  shortcuts?: boolean;
  className?: string;
};

/**
 * The search button of the header and the phone menu: opens site search, and shows progress at
 * once while the dialog's code arrives.
 */
export function SearchButton({ tone = "light", shortcuts = false, className }: Props) {
  const say = useChrome();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shortcuts]);

  const label = say("search.open");
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcuts ? "/ Control+K Meta+K" : undefined}
        title={shortcuts ? say("search.shortcut") : undefined}
        aria-label={label}
        onClick={() => setOpen(true)}
        className={cn(
          "search-button inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors",
          tone === "light" ? "text-ink hover:bg-surface-soft" : "text-white hover:bg-white/10",
          className,
        )}
      >
        <Search aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </button>
      {open ? (
        <Suspense fallback={<Opening label={say("search.loading")} />}>
          <SearchDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shown the moment search is asked for, until the dialog's code has arrived. */
function Opening({ label }: { label: string }) {
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-[60] flex justify-center p-4">
      <span className="bg-page text-ink shadow-lift border-border flex items-center gap-3 rounded-full border px-5 py-3 text-base font-semibold">
        <span
          aria-hidden="true"
          className="border-border-strong border-t-violet inline-block size-4 rounded-full border-2 motion-safe:animate-spin"
        />
        {label}
      </span>
    </div>
  );
}
