import { X } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";
import { SearchPanel } from "./search-panel";

type Props = {
  onClose: () => void;
};

/**
 * The search dialog: a native modal <dialog> (the page behind it inert, Escape closes it) around
 * the search box. Its code is a chunk of its own, fetched when a visitor first opens it
 * (search-button.tsx); the index follows as it opens (pagefind.ts).
 */
export default function SearchDialog({ onClose }: Props) {
  const locale = useLocale();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const openedAt = useRef(key);

  // The dialog belongs to the page it was opened on: Back or Forward while it is open (a phone's
  // back gesture) closes it, rather than changing the page behind it.
  useEffect(() => {
    if (key !== openedAt.current) ref.current?.close();
  }, [key]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Into the search box, not the first button the browser would pick.
    dialog.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
    document.documentElement.classList.add("overflow-hidden");
    const closed = () => onClose();
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      document.documentElement.classList.remove("overflow-hidden");
    };
  }, [onClose]);

  const close = () => ref.current?.close();

  return (
    // A click on the backdrop (the dialog element itself, outside its panel) closes it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="search-dialog backdrop:bg-band/60 bg-transparent p-0 max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none sm:mx-auto sm:mt-[8vh] sm:w-[min(42rem,calc(100%-2rem))]"
    >
      <div className="bg-page text-ink shadow-lift sm:border-border flex max-h-dvh flex-col overflow-y-auto overscroll-contain p-4 max-sm:h-dvh sm:max-h-[80vh] sm:rounded-[20px] sm:border sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {m["search.title"]({}, { locale })}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={m["search.close"]({}, { locale })}
            className="text-ink hover:bg-surface-soft inline-flex size-10 items-center justify-center rounded-full"
          >
            <X aria-hidden="true" className="size-5" strokeWidth={1.75} />
          </button>
        </div>
        <SearchPanel mode="dialog" onChoose={close} onEscape={close} />
      </div>
    </dialog>
  );
}
