import { ChevronDown, Menu } from "~/components/ui/icons";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";
import { headerActions, mainNav, pageGroups, demoLinks } from "~/content/site";
import { MobileDrawer, MobileMenu, useDrawerIcons } from "./mobile-drawer";
import { ThemeMenu } from "~/components/widgets/theme-control";
import { cn } from "~/lib/cn";
import { useChrome, type Say } from "~/lib/chrome";
import { LanguageSwitcher } from "./language-switcher";
import { SearchButton } from "~/components/widgets/search/search-button";

export const STICKY_THRESHOLD = 100;

/**
 * Site header: transparent over the page's opening band, sticky with a solid background past
 * 100px of scroll. Desktop submenus follow the WAI-ARIA disclosure navigation pattern; without
 * JavaScript they still open on hover and focus through CSS (see .site-nav in app.css).
 */
export function SiteHeader({ tone = "dark" }: { tone?: "light" | "dark" }) {
  const say = useChrome();
  const [sticky, setSticky] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  useDrawerIcons();

  useEffect(() => {
    setEnhanced(true);
    let frame = 0;
    const read = () => {
      frame = 0;
      setSticky(window.scrollY > STICKY_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const light = sticky || tone === "light";
  return (
    <>
      <header
        data-sticky={sticky ? "true" : "false"}
        className={cn(
          "inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
          sticky
            ? "shadow-header bg-page/95 supports-[backdrop-filter]:bg-page/85 frosted fixed animate-[header-in_300ms_ease-out]"
            : "absolute bg-transparent",
          light ? "" : "on-dark",
        )}
      >
        <div
          className={cn(
            "container-site flex items-center justify-between gap-4",
            sticky ? "h-[72px]" : "h-20 md:h-24",
          )}
        >
          <Logo tone={light ? "dark" : "light"} />
          <nav aria-label={say("nav.main")} className="max-nav:hidden">
            <DesktopMenu light={light} enhanced={enhanced} say={say} />
          </nav>
          <div className="flex items-center gap-2 sm:gap-3">
            <SearchButton tone={light ? "light" : "dark"} shortcuts />
            <LanguageSwitcher tone={light ? "light" : "dark"} compact className="max-sm:hidden" />
            <div className="max-nav:hidden">
              <ThemeMenu tone={light ? "light" : "dark"} />
            </div>
            <Link
              to={headerActions.login.href}
              className={cn(
                "rounded-full px-2 py-2 text-base font-semibold whitespace-nowrap max-sm:hidden",
                light ? "text-ink hover:text-violet" : "hover:text-mint text-white",
              )}
            >
              {say(headerActions.login.label)}
            </Link>
            <Link
              to={headerActions.cta.href}
              className={buttonClasses(
                light ? "primary" : "on-dark",
                "md",
                "whitespace-nowrap max-sm:hidden",
              )}
            >
              {say(headerActions.cta.label)}
            </Link>
            {enhanced ? (
              <MobileMenu className={cn("nav:hidden", toggleClass(light))} dialogRef={drawerRef} />
            ) : (
              <NoScriptMenu light={light} say={say} />
            )}
          </div>
        </div>
      </header>
      {enhanced ? <MobileDrawer dialogRef={drawerRef} /> : null}
    </>
  );
}

type MenuItem = Exclude<(typeof mainNav)[number], { kind: "link" }>;

function DesktopMenu({ light, enhanced, say }: { light: boolean; enhanced: boolean; say: Say }) {
  const [open, setOpen] = useState<string | null>(null);
  const location = useLocation();
  const closeTimer = useRef<number | undefined>(undefined);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => setOpen(null), [location.pathname]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // When a menu was just opened by hover or focus, the click that follows must not close it.
  const openedAt = useRef(0);
  const show = (label: string) => {
    window.clearTimeout(closeTimer.current);
    setOpen((current) => {
      if (current !== label) openedAt.current = performance.now();
      return label;
    });
  };
  // A click from Enter or Space (detail 0) always toggles: only a pointer's click follows its own hover or focus.
  const toggle = (label: string, fromKeyboard: boolean) => {
    const justOpened = !fromKeyboard && performance.now() - openedAt.current < 400;
    setOpen((current) => (current === label && !justOpened ? null : label));
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), 150);
  };

  // Focus returning to a button after Escape must not reopen its menu.
  const returningFocus = useRef(false);
  const onKeyDown = (label: string) => (event: KeyboardEvent) => {
    if (event.key === "Escape" && open === label) {
      event.stopPropagation();
      setOpen(null);
      returningFocus.current = true;
      buttons.current[label]?.focus();
      returningFocus.current = false;
    }
  };

  const linkTone = light ? "text-ink hover:text-violet" : "text-white hover:text-mint";

  return (
    <ul className="site-nav flex items-center gap-1" data-js={enhanced ? "" : undefined}>
      {mainNav.map((item) => {
        if (item.kind === "link") {
          return (
            <li key={item.id}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  `inline-flex rounded-full px-2 py-2 text-base font-semibold whitespace-nowrap transition ${linkTone} ${
                    isActive ? "underline decoration-2 underline-offset-8" : ""
                  }`
                }
              >
                {say(item.label)}
              </NavLink>
            </li>
          );
        }
        const isOpen = open === item.id;
        const panelId = `menu-${item.id}`;
        return (
          // Hover and focus on the item open its panel; the button inside stays the control.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={item.id}
            className="nav-item relative"
            onPointerEnter={(e) => e.pointerType === "mouse" && show(item.id)}
            onPointerLeave={(e) => e.pointerType === "mouse" && hideSoon()}
            onFocus={() => {
              if (!returningFocus.current) show(item.id);
            }}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null))
                setOpen((o) => (o === item.id ? null : o));
            }}
            onKeyDown={onKeyDown(item.id)}
          >
            <button
              ref={(el) => {
                buttons.current[item.id] = el;
              }}
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={(e) => toggle(item.id, e.detail === 0)}
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2 py-2 text-base font-semibold whitespace-nowrap transition",
                linkTone,
              )}
            >
              {say(item.label)}
              <ChevronDown
                aria-hidden="true"
                strokeWidth={2}
                className={cn("size-4 transition-transform duration-200", isOpen && "rotate-180")}
              />
            </button>
            <MenuPanel id={panelId} item={item} open={isOpen} say={say} />
          </li>
        );
      })}
    </ul>
  );
}

function MenuPanel({
  id,
  item,
  open,
  say,
}: {
  id: string;
  item: MenuItem;
  open: boolean;
  say: Say;
}) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-xl px-3 py-2 text-[15px] leading-6 font-medium text-ink transition hover:bg-surface-soft hover:text-violet aria-[current=page]:text-violet",
      // The current page: in colour and underlined, not by colour alone (WCAG 1.4.1).
      isActive && "underline decoration-2 underline-offset-8",
    );
  return (
    <div
      id={id}
      data-open={open ? "" : undefined}
      className={cn(
        "nav-panel absolute top-full pt-3",
        item.kind === "mega" ? "left-1/2 -translate-x-1/2" : "left-0",
      )}
    >
      <div
        // In a short window the panel scrolls within it rather than running past the window's
        // bottom edge, where the fixed header's last links could not be reached.
        className={cn(
          "border-border shadow-lift bg-surface max-h-[calc(100dvh-6rem)] overflow-y-auto overscroll-contain rounded-[20px] border p-3",
          item.kind === "mega" ? "grid w-[760px] grid-cols-3 gap-x-2 gap-y-4 p-5" : "w-60",
        )}
      >
        {item.kind === "menu" ? (
          <ul>
            {item.links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end className={linkClass}>
                  {say(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          item.groups.map((group) => (
            <div key={group.id}>
              <p
                id={`${id}-${group.id}`}
                className="text-muted px-3 pb-1 text-xs font-bold tracking-wider uppercase"
              >
                {say(group.label)}
              </p>
              <ul aria-labelledby={`${id}-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} end className={linkClass}>
                      {say(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </div>
  );
}

function toggleClass(light: boolean) {
  return `inline-flex size-12 items-center justify-center rounded-full border ${
    light ? "border-border text-ink" : "border-white/25 text-white"
  }`;
}

/**
 * Before hydration (and with JavaScript off) the phone menu is a <details> listing every page,
 * so the whole site stays reachable without scripts.
 */
function NoScriptMenu({ light, say }: { light: boolean; say: Say }) {
  const groups = [
    { id: "demo", label: "nav.group.demo" as const, links: [...demoLinks] },
    {
      id: "company",
      label: "nav.group.company" as const,
      links: mainNav.flatMap((item) =>
        item.kind === "link" ? [{ label: item.label, href: item.href }] : [],
      ),
    },
    ...pageGroups,
  ];
  return (
    <details className="nav:hidden group relative">
      <summary className={cn("list-none [&::-webkit-details-marker]:hidden", toggleClass(light))}>
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.75} />
        <span className="sr-only">{say("nav.openMenu")}</span>
      </summary>
      <nav
        aria-label={say("nav.menu")}
        className="border-border text-ink shadow-lift bg-surface absolute top-14 right-0 max-h-[calc(100dvh-6rem)] w-[min(340px,88vw)] overflow-y-auto rounded-[20px] border p-4"
      >
        {groups.map((group) => (
          <div key={group.id} className="py-2">
            <p className="text-muted px-2 text-xs font-bold tracking-wider uppercase">
              {say(group.label)}
            </p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="hover:text-violet block rounded-lg px-2 py-2 font-semibold"
                  >
                    {say(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="border-border border-t px-2 pt-3">
          <LanguageSwitcher />
        </div>
      </nav>
    </details>
  );
}
