import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Check, Monitor, Moon, Sun } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { setTheme, THEMES, useTheme, type Theme } from "~/lib/theme";
import { useChrome } from "~/lib/chrome";

const LABELS = {
  system: "theme.system",
  light: "theme.light",
  dark: "theme.dark",
} as const satisfies Record<Theme, string>;
const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The theme control, in the header and in the phone drawer's header: a menu button with a System / Light / Dark menu of
 * menuitemradio items (WAI-ARIA APG "Menu Button" and "Menu" patterns): Enter, Space or the
 * arrow keys open it on the checked item; arrows, Home and End move; Enter or Space chooses;
 * Escape closes and returns focus; Tab closes and moves on. Hidden without JavaScript
 * (public/noscript.css): the system setting applies then.
 */
export function ThemeMenu({ tone }: { tone: "light" | "dark" }) {
  const say = useChrome();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const focusOnOpen = useRef<number | "checked">("checked");

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>("[role=menuitemradio]") ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    const at = focusOnOpen.current;
    (at === "checked"
      ? list.find((el) => el.getAttribute("aria-checked") === "true")
      : list.at(at)
    )?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const show = (at: number | "checked") => {
    focusOnOpen.current = at;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (next: Theme) => {
    setTheme(next);
    close(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowDown" ? "checked" : -1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[
      event.key
    ];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  const Current = ICONS[theme];
  return (
    <div className="theme-control relative">
      <button
        ref={button}
        type="button"
        aria-label={say("theme.button", { theme: say(LABELS[theme]) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : show("checked"))}
        onKeyDown={onButtonKeyDown}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full border transition-colors",
          tone === "light"
            ? "border-border text-ink hover:border-violet hover:text-violet"
            : "hover:border-mint hover:text-mint border-white/25 text-white",
        )}
      >
        <Current aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </button>
      {open ? (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={say("theme.menu")}
          onKeyDown={onMenuKeyDown}
          className="border-border bg-surface text-ink shadow-lift absolute top-full right-0 z-10 mt-3 w-44 rounded-2xl border p-2"
        >
          {THEMES.map((option) => {
            const Icon = ICONS[option];
            return (
              <li key={option} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={option === theme}
                  tabIndex={-1}
                  onClick={() => choose(option)}
                  className="hover:bg-surface-soft focus-visible:bg-surface-soft aria-checked:text-violet flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-semibold"
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                  {say(LABELS[option])}
                  {/* The chosen theme by a mark, not by its colour alone (WCAG 1.4.1). */}
                  {option === theme ? (
                    <Check aria-hidden="true" className="ml-auto size-4" strokeWidth={2} />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
