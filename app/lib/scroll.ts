import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * How far down the visitor left each page of this visit, by its history entry: Back and Forward
 * return there, as they do between the pages of a site without scripts. The browser does that
 * itself within a page (an in-page link's entry); between pages it restores the old page's
 * offset on the page still shown, before the one it belongs to is back. Kept for the tab's life
 * (session storage, written as the page goes away): after a reload, Back to a page of the visit
 * stays within the one document. React Router's <ScrollRestoration> does the same, but it also
 * resets every new page to the top at once, where ours glide there.
 */
const STORE = "scrolled";
let scrolled = new Map<string, number>();

/**
 * The history entry shown: the browser's key for it (the Navigation API), else React Router's,
 * which an in-page link's entry lacks, and which after a reload can name two entries ("default").
 */
function entryOf(key: string): string | null {
  if ("navigation" in window && navigation.currentEntry) return navigation.currentEntry.key;
  return key === "default" && history.state === null ? null : key;
}

/**
 * Where the page goes when the route changes: back to where it was left on Back and Forward (at
 * once, before it paints); smoothly to the top on a new page, or to the part of it a link names
 * (instantly under reduced motion). Focus moves to the new page's content.
 */
export function useScrollOnNavigate(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; hash: string; key: string; entry: string | null }>({
    pathname,
    hash,
    key,
    entry: null,
  });
  /** Back or Forward is under way: the browser moves the page still shown to the other's offset. */
  const traversing = useRef(false);

  useEffect(() => {
    try {
      scrolled = new Map(JSON.parse(sessionStorage.getItem(STORE) ?? "[]") as [string, number][]);
    } catch {
      // No session storage (a locked-down browser): the positions last as long as the page.
    }
    shown.current.entry = entryOf(shown.current.key);
    const remember = () => {
      const { entry } = shown.current;
      if (entry && !traversing.current) scrolled.set(entry, window.scrollY);
    };
    const traverse = () => (traversing.current = true);
    const keep = () => {
      try {
        sessionStorage.setItem(STORE, JSON.stringify([...scrolled]));
      } catch {
        // As above.
      }
    };
    remember();
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("popstate", traverse);
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("popstate", traverse);
      window.removeEventListener("pagehide", keep);
    };
  }, []);

  useLayoutEffect(() => {
    const last = shown.current;
    if (last.key === key && last.pathname === pathname && last.hash === hash) return;
    const entry = entryOf(key);
    shown.current = { pathname, hash, key, entry };
    traversing.current = false;
    const newPage = last.pathname !== pathname;

    const y = navigationType === "POP" && newPage && entry ? scrolled.get(entry) : undefined;
    if (y !== undefined) {
      window.scrollTo({ top: y, left: 0, behavior: "instant" });
      mainRef.current?.focus({ preventScroll: true });
      return;
    }
    // A new page or a new part of one, not a new query: the search page rewrites `?q=` as the
    // visitor types, and must keep the caret in its box.
    if (!newPage && last.hash === hash) return;

    const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches
      ? "instant"
      : "smooth";
    const id = hash ? decodeURIComponent(hash.slice(1)) : "";
    if (!id || !document.getElementById(id)) {
      if (!newPage) return;
      window.scrollTo({ top: 0, left: 0, behavior });
      // Screen-reader and keyboard users start on the new page's content.
      mainRef.current?.focus({ preventScroll: true });
      return;
    }
    // A link to a part of a page (a search result's /faq#faq-q-2) goes there once the page has
    // laid out what that link opens. On a new page, keyboard users go on from a heading's own
    // control (an FAQ question's button), else from the content; within a page, focus stays where
    // the browser put it (an in-page link moves its starting point itself).
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ behavior, block: "start" });
      if (!newPage) return;
      const control = target.matches("a, button, [tabindex]")
        ? target
        : /^H[1-6]$/.test(target.tagName)
          ? target.querySelector<HTMLElement>("a, button")
          : null;
      (control ?? mainRef.current)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, navigationType, mainRef]);
}
