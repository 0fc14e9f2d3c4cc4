import { ChevronLeft, ChevronRight, useIconsDrawnLater, X } from "~/components/ui/icons";
import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { Menu } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";
import { headerActions, mainNav } from "~/content/site";
import { cn } from "~/lib/cn";
import { ThemeMenu } from "~/components/widgets/theme-control";
import { useChrome, type ChromeKey } from "~/lib/chrome";
import { LanguageSwitcher } from "./language-switcher";
import { SearchButton } from "~/components/widgets/search/search-button";

/** Matches the CSS `nav` breakpoint (62rem = 992px): the drawer exists at 991px and below. */
export const DESKTOP_QUERY = "(min-width: 992px)";

type Panel = {
  id: string;
  title: ChromeKey;
  entries: Array<
    | { kind: "link"; link: { label: ChromeKey; href: string } }
    | { kind: "panel"; id: string; label: ChromeKey }
  >;
};

/** The drill-down tree, built once from the navigation in content/site.ts. */
function buildPanels(): Record<string, Panel> {
  const panels: Record<string, Panel> = {};
  const root: Panel = { id: "root", title: "nav.menu", entries: [] };
  for (const item of mainNav) {
    if (item.kind === "link") {
      root.entries.push({ kind: "link", link: { label: item.label, href: item.href } });
    } else if (item.kind === "menu") {
      panels[item.id] = {
        id: item.id,
        title: item.label,
        entries: item.links.map((link) => ({ kind: "link", link })),
      };
      root.entries.push({ kind: "panel", id: item.id, label: item.label });
    } else {
      const groupPanel: Panel = { id: item.id, title: item.label, entries: [] };
      for (const group of item.groups) {
        const id = `${item.id}/${group.id}`;
        panels[id] = {
          id,
          title: group.label,
          entries: group.links.map((link) => ({ kind: "link", link })),
        };
        groupPanel.entries.push({ kind: "panel", id, label: group.label });
      }
      panels[item.id] = groupPanel;
      root.entries.push({ kind: "panel", id: item.id, label: item.label });
    }
  }
  panels.root = root;
  return panels;
}

const panels = buildPanels();

/** Elements that take no part in what is shown or focused. */
const UNRENDERED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "LINK", "META", "NOSCRIPT"]);

/**
 * Makes everything outside `keep` inert (every sibling of it and of each of its ancestors up to
 * <body>), and returns what undoes exactly that.
 */
function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || UNRENDERED.has(sibling.tagName) || sibling.hasAttribute("inert"))
        continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute("inert"));
}

type DrawerRef = RefObject<HTMLDialogElement | null>;

/**
 * The phone menu's button. A tap opens the drawer (`MobileDrawer`, rendered by the header as the
 * header's next sibling) in the click handler itself, with no render first: the drawer was built,
 * closed, when the page hydrated, and is memoised. It opens with `show()` as a modal dialog
 * (`aria-modal`, focus kept inside, Escape, the backdrop), so the frame after the tap lays out and
 * paints the drawer only; the page behind is made inert right after that frame. `showModal()`
 * made the page inert before the frame, a style pass over the whole document that was most of the
 * tap at 4× CPU (docs/performance.md, "The phone menu").
 */
export function MobileMenu({ className, dialogRef }: { className: string; dialogRef: DrawerRef }) {
  const say = useChrome();
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const restorePage = useRef<(() => void) | null>(null);

  // Whatever closed the drawer (its button, Escape, the backdrop, a link): the page back, then
  // the focus on this button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      restorePage.current?.();
      restorePage.current = null;
      setExpanded(false);
      buttonRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [dialogRef]);

  const open = () => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.show();
      // After the frame that shows the drawer (a frame, then a task): the rest of the page inert
      // and its scrolling locked.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (!dialog.open || restorePage.current) return;
          restorePage.current = inertOutside(dialog);
          document.documentElement.classList.add("overflow-hidden");
        }),
      );
    }
    setExpanded(true);
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={say("nav.openMenu")}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={open}
      className={className}
    >
      <Menu aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </button>
  );
}

/** The drawer's icons, for the prerendered page to carry (the drawer renders once the page runs). */
export function useDrawerIcons() {
  useIconsDrawnLater(X, ChevronLeft, ChevronRight);
}

/**
 * Slide-in navigation for narrow screens, on a native <dialog> opened as a modal one (see
 * MobileMenu): Escape, the focus wrap, the backdrop (the dialog covers the screen, the sheet is
 * its right-hand part), scroll lock, drill-down stack, and closing when the window grows past
 * 991px. Outside the header, whose sticky state's backdrop filter would contain a fixed child.
 * Memoised: opening it renders nothing.
 */
export const MobileDrawer = memo(function MobileDrawer({ dialogRef }: { dialogRef: DrawerRef }) {
  const say = useChrome();
  const [stack, setStack] = useState<string[]>(["root"]);
  const location = useLocation();
  const lastTrigger = useRef<Record<string, HTMLButtonElement | null>>({});

  // Whatever closed the dialog: scrolling back, and the first panel in front for next time.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onDialogClose = () => {
      document.documentElement.classList.remove("overflow-hidden");
      setStack(["root"]);
    };
    dialog.addEventListener("close", onDialogClose);
    return () => dialog.removeEventListener("close", onDialogClose);
  }, [dialogRef]);

  // Escape closes it wherever the focus is, as a modal dialog's close request does; not when
  // it closes something inside (the theme menu prevents it) or another dialog (search).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== "Escape" || event.defaultPrevented || !dialog?.open) return;
      const within = event.target instanceof Element ? event.target.closest("dialog") : null;
      if (within && within !== dialog) return;
      event.preventDefault();
      dialog.close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dialogRef]);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) dialogRef.current?.close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [dialogRef]);

  // A navigation closes the drawer. (Not on mount: the drawer is built when it is first opened.)
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    dialogRef.current?.close();
  }, [dialogRef, location.pathname]);

  useEffect(() => () => document.documentElement.classList.remove("overflow-hidden"), []);

  const top = stack[stack.length - 1] ?? "root";

  // Once the new panel is in front (no longer inert), move focus into it: the Back button when
  // drilling down, the item that opened the submenu when going back.
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useLayoutEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  }, [stack]);

  const drill = (id: string, trigger: HTMLButtonElement) => {
    lastTrigger.current[id] = trigger;
    pendingFocus.current = () =>
      dialogRef.current?.querySelector<HTMLElement>(
        `[data-panel="${CSS.escape(id)}"] [data-autofocus]`,
      );
    setStack((s) => [...s, id]);
  };

  const back = () => {
    const leaving = top;
    pendingFocus.current = () => lastTrigger.current[leaving];
    setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        ".theme-control > button, [data-panel]:not([inert]) a[href], [data-panel]:not([inert]) button, [data-drawer-close]",
      ),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const rowClass =
    "flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-left text-lg font-semibold text-ink transition hover:bg-surface-soft hover:text-violet";

  return (
    // A click on the backdrop lands on the <dialog> itself; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby="drawer-title"
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className="drawer text-ink bg-band/55 fixed inset-0 z-[70] m-0 h-dvh max-h-none w-full max-w-none overflow-hidden p-0"
    >
      <div className="drawer-sheet shadow-lift bg-surface ml-auto flex h-full w-[min(380px,90vw)] flex-col">
        <div className="border-border flex items-center justify-between border-b px-5 py-4">
          <Logo />
          <div className="flex items-center gap-2">
            <SearchButton className="border-border size-12 border" />
            <ThemeMenu tone="light" />
            <button
              type="button"
              data-drawer-close
              onClick={() => dialogRef.current?.close()}
              aria-label={say("nav.closeMenu")}
              className="border-border text-ink hover:border-violet hover:text-violet inline-flex size-12 items-center justify-center rounded-full border"
            >
              <X aria-hidden="true" className="size-6" strokeWidth={1.75} />
            </button>
          </div>
        </div>
        <div className="relative flex-1 overflow-hidden">
          {Object.values(panels).map((panel) => {
            const depth = stack.indexOf(panel.id);
            const active = panel.id === top;
            const position = active
              ? "translate-x-0"
              : depth >= 0
                ? "-translate-x-1/3 opacity-0"
                : "translate-x-full";
            return (
              <div
                key={panel.id}
                data-panel={panel.id}
                inert={!active}
                className={cn(
                  "drawer-panel bg-surface absolute inset-0 overflow-y-auto px-3 pt-3 pb-8 duration-500 ease-out",
                  position, // Visible at once when it slides in (so it can take focus), hidden once it has slid out.
                  active
                    ? "[visibility:inherit] transition-[transform,opacity]"
                    : "invisible transition-[transform,opacity,visibility] [transition-delay:0s,0s,500ms] [transition-duration:500ms,500ms,0s]",
                )}
              >
                {panel.id === "root" ? (
                  <h2
                    id={active ? "drawer-title" : undefined}
                    className="text-muted px-3 pt-2 pb-3 text-sm font-bold tracking-wider uppercase"
                  >
                    {say(panel.title)}
                  </h2>
                ) : (
                  <div className="flex items-center gap-2 pb-2">
                    <button
                      type="button"
                      data-autofocus
                      onClick={back}
                      className="text-violet hover:bg-violet-soft inline-flex min-h-12 items-center gap-1 rounded-full px-3 text-base font-semibold"
                    >
                      <ChevronLeft aria-hidden="true" className="size-5" strokeWidth={2} />
                      {say("nav.back")}
                    </button>
                    <h2
                      id={active ? "drawer-title" : undefined}
                      className="text-muted text-sm font-bold tracking-wider uppercase"
                    >
                      {say(panel.title)}
                    </h2>
                  </div>
                )}
                <ul className="space-y-1">
                  {panel.entries.map((entry) =>
                    entry.kind === "link" ? (
                      <li key={entry.link.href}>
                        <NavLink
                          to={entry.link.href}
                          end
                          onClick={() => dialogRef.current?.close()}
                          className={({ isActive }) =>
                            cn(
                              rowClass,
                              "aria-[current=page]:text-violet",
                              // Underlined too, not told by colour alone (WCAG 1.4.1).
                              isActive && "underline decoration-2 underline-offset-8",
                            )
                          }
                        >
                          {say(entry.link.label)}
                        </NavLink>
                      </li>
                    ) : (
                      <li key={entry.id}>
                        <button
                          type="button"
                          onClick={(e) => drill(entry.id, e.currentTarget)}
                          className={rowClass}
                        >
                          {say(entry.label)}
                          <ChevronRight
                            aria-hidden="true"
                            className="text-muted size-5"
                            strokeWidth={2}
                          />
                        </button>
                      </li>
                    ),
                  )}
                </ul>
                {panel.id === "root" ? (
                  <div className="border-border mt-6 grid gap-3 border-t px-3 pt-6">
                    <Link
                      to={headerActions.login.href}
                      onClick={() => dialogRef.current?.close()}
                      className={buttonClasses("secondary")}
                    >
                      {say(headerActions.login.label)}
                    </Link>
                    <Link
                      to={headerActions.cta.href}
                      onClick={() => dialogRef.current?.close()}
                      className={buttonClasses("primary")}
                    >
                      {say(headerActions.cta.label)}
                    </Link>
                    <div className="pt-3">
                      <h3 className="text-muted pb-1 text-sm font-bold tracking-wider uppercase">
                        {say("language.label")}
                      </h3>
                      <LanguageSwitcher />
                    </div>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </dialog>
  );
});
