import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { useLocale, type Locale } from "~/lib/i18n";
import { loosenable, loosenQuery, searchHref, searchTypes, type SearchType } from "~/lib/search";
import { toResult, type SearchResult } from "~/lib/search-results";
import { m } from "~/paraglide/messages.js";
import { loadPagefind, type PagefindSearch } from "./pagefind";
import { SectionLinks } from "./section-links";

type Status = "loading" | "ready" | "error";

type Props = {
  /** "dialog": in the search dialog; "page": on /search, where the query is kept in the address. */
  mode: "dialog" | "page";
  initialQuery?: string;
  /** The types chosen at first (the page's `?type=`, from the dialog's "all results"). */
  initialTypes?: SearchType[];
  /** Called with the query and the types as they change (the page writes them into its address). */
  onQueryChange?: (query: string, types: SearchType[]) => void;
  /** Called after a result was chosen (the dialog closes). */
  onChoose?: () => void;
  /** Escape in the box (the dialog closes, at the first press even with text in the box). */
  onEscape?: () => void;
  focusOnOpen?: boolean;
};

/** Results shown at first; the page shows this many more at each "Show more results". */
const LIMIT = { dialog: 8, page: 30 } as const;

/**
 * Where a visitor left the search page for a result (the history entry's key, how many results
 * were shown, which one was followed, how far down): Back returns there, not to the top of the
 * first 30. Session storage, so it lives as long as the tab's history.
 */
type Left = { key: string; shown: number; index: number; y: number };
const LEFT = "search-left";

function leftAt(key: string): Left | null {
  try {
    const left = JSON.parse(sessionStorage.getItem(LEFT) ?? "null") as Left | null;
    return left?.key === key ? left : null;
  } catch {
    return null;
  }
}

/** A click the browser should handle itself: a new tab or window, a download. */
const ownClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Each type's label, named in full: a computed key would make the bundler keep every message. */
const typeLabels = {
  post: m["search.type.post"],
  role: m["search.type.role"],
  service: m["search.type.service"],
  person: m["search.type.person"],
  project: m["search.type.project"],
  faq: m["search.type.faq"],
  page: m["search.type.page"],
} satisfies Record<SearchType, unknown>;

export const typeLabel = (type: SearchType, locale: Locale) => typeLabels[type]({}, { locale });

/**
 * The search box and its results, from Pagefind in the page's language. Each result is a link to
 * its page, so the browser's own ways to follow a link work (a new tab, a middle click, copying
 * the address). In the dialog the box is a combobox with a listbox popup (WAI-ARIA Authoring
 * Practices, "list autocomplete"): focus stays in the box while the arrow keys move through the
 * results (each link is an option), and Enter opens the one chosen. On the page it is a search
 * field over a list of links, which Tab reaches like any others (docs/decisions/0029-search.md).
 */
export function SearchPanel({
  mode,
  initialQuery = "",
  initialTypes = [],
  onQueryChange,
  onChoose,
  onEscape,
  focusOnOpen,
}: Props) {
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const dialog = mode === "dialog";
  const listboxId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [types, setTypes] = useState<SearchType[]>(initialTypes);
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [total, setTotal] = useState(0);
  const [counts, setCounts] = useState<Partial<Record<SearchType, number>>>({});
  const [searched, setSearched] = useState("");
  /** The results are for the loosened query (nothing matched the words as typed). */
  const [similar, setSimilar] = useState(false);
  const [active, setActive] = useState(-1);
  /** The query whose search is taking long (a slow connection fetching the index's chunks). */
  const [slow, setSlow] = useState("");
  /** The last search's results, from which "Show more results" takes the next ones. */
  const found = useRef<PagefindSearch | null>(null);
  const [more, setMore] = useState(false);
  /** Back to this page from a result: as many results as were shown, and that result again. */
  const [back] = useState(() => (dialog ? null : leftAt(location.key)));
  const returned = useRef(false);
  /** The result to focus once shown: the one followed (with where the page was), or the first of "more". */
  const landing = useRef<{ index: number; y?: number } | null>(null);

  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  // Fetch Pagefind as the panel opens, so the index is ready by the first word.
  useEffect(() => {
    let current = true;
    setStatus("loading");
    loadPagefind().then(
      () => current && setStatus("ready"),
      () => current && setStatus("error"),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (status !== "ready") return;
    const q = query.trim();
    if (!q) {
      setResults([]);
      setTotal(0);
      setCounts({});
      setSearched("");
      setSimilar(false);
      return;
    }
    let current = true;
    // Past a moment, the status says the search is under way rather than nothing at all.
    const late = window.setTimeout(() => setSlow(q), 800);
    // A short pause while typing: one search per word, not one per key.
    const timer = window.setTimeout(async () => {
      try {
        const pagefind = await loadPagefind();
        const filters = types.length ? { type: { any: types } } : {};
        let search = await pagefind.search(q, { filters });
        // Nothing for the words as typed: once more with the beginnings of those that find
        // nothing on their own (a typo, a plural); two right words no page has together stay.
        let loose: string | null = null;
        if (search && !search.results.length) {
          const words = loosenable(q);
          const alone = new Set<string>();
          if (q.split(/\s+/).length > 1)
            for (const word of words)
              if ((await pagefind.search(word, { filters }))?.results.length) alone.add(word);
          loose = loosenQuery(q, (word) => alone.has(word));
        }
        const again = loose ? await pagefind.search(loose, { filters }) : null;
        if (again?.results.length) search = again;
        if (!current || !search) return;
        const left = returned.current ? null : back;
        const shown = Math.max(LIMIT[mode], left?.shown ?? 0);
        const data = await Promise.all(search.results.slice(0, shown).map((r) => r.data()));
        if (!current) return;
        landing.current = left;
        returned.current = true;
        found.current = search;
        setResults(data.map(toResult));
        setTotal(search.results.length);
        // Each type's count whatever is chosen (Pagefind gives totals only while a filter is on).
        setCounts({ ...search.filters.type, ...search.totalFilters.type });
        setSearched(q);
        setSimilar(search === again);
        setActive(-1);
      } catch {
        if (current) setStatus("error");
      }
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
      window.clearTimeout(late);
    };
  }, [query, types, status, mode, back]);

  // The chosen result stays in view as the arrow keys move through a long list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  // Back on the page from a result: where the visitor was, with focus on the result they followed.
  useEffect(() => {
    const left = landing.current;
    if (!left || !results.length) return;
    landing.current = null;
    const { y } = left;
    if (y !== undefined) {
      // A route change glides to the top where no position is remembered (app/lib/scroll.ts), and
      // Back may land here mid-glide (after a reload, say).
      // Chromium lets an instant scroll ride on that animation instead of ending it, so the page
      // drifted off the result: a smooth scroll to where the page is replaces the glide, and the
      // jump back comes in the next frame.
      window.scrollTo({ top: window.scrollY, behavior: "smooth" });
      requestAnimationFrame(() => window.scrollTo({ top: y, behavior: "instant" }));
    }
    document
      .getElementById(`${id}-option-${left.index}`)
      ?.focus({ preventScroll: y !== undefined });
  }, [results, id]);

  /**
   * The next results on the page. From the keyboard, focus moves to the first of them, so Tab
   * goes on from there and the button, gone when none are left, does not leave focus nowhere.
   */
  const showMore = async (byKeyboard: boolean) => {
    const search = found.current;
    if (!search || more) return;
    setMore(true);
    try {
      const from = results.length;
      const next = search.results.slice(from, from + LIMIT.page);
      const data = await Promise.all(next.map((r) => r.data()));
      if (found.current !== search) return;
      setResults((shown) => [...shown, ...data.map(toResult)]);
      if (byKeyboard) landing.current = { index: from };
    } catch {
      setStatus("error");
    } finally {
      setMore(false);
    }
  };

  const choose = (result: SearchResult) => {
    onChoose?.();
    navigate(result.url);
  };

  /** A result's link followed: the dialog closes (unless the browser opens it elsewhere); the page notes where it was left. */
  const follow = (event: MouseEvent, index: number) => {
    if (dialog) {
      if (!ownClick(event)) onChoose?.();
      return;
    }
    try {
      const left: Left = { key: location.key, shown: results.length, index, y: window.scrollY };
      sessionStorage.setItem(LEFT, JSON.stringify(left));
    } catch {
      // No storage (a private window's quota): Back shows the first results at the top.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = dialog ? results.length : 0;
    if (event.key === "ArrowDown" && count) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && dialog) {
      event.preventDefault();
      const chosen = results[active];
      // Ctrl/⌘+Enter opens the chosen result in a new tab, as Ctrl/⌘-click does on its link; the
      // dialog stays open for the next one.
      if (chosen && (event.ctrlKey || event.metaKey)) window.open(chosen.url, "_blank", "noopener");
      else if (chosen) choose(chosen);
      else if (query.trim()) {
        onChoose?.();
        navigate(searchHref(locale, query, types));
      }
    } else if (event.key === "Enter" && results.length && query.trim() === searched) {
      // On the page, Enter (a phone keyboard's "search" key) goes to the results: the first one
      // takes the focus, and a phone's keyboard no longer covers them.
      event.preventDefault();
      document.getElementById(`${id}-option-0`)?.focus();
    } else if (event.key === "Escape" && mode === "page" && query) {
      event.preventDefault();
      change("");
    } else if (event.key === "Escape" && mode === "dialog" && query) {
      // Chromium's search box would clear itself at the first press and leave the dialog open.
      event.preventDefault();
      onEscape?.();
    }
  };

  const change = (value: string) => {
    setQuery(value);
    setActive(-1);
    onQueryChange?.(value, types);
  };

  const chooseTypes = (chosen: SearchType[]) => {
    setTypes(chosen);
    onQueryChange?.(query, chosen);
  };
  const toggleType = (type: SearchType) =>
    chooseTypes(types.includes(type) ? types.filter((t) => t !== type) : [...types, type]);

  const q = query.trim();
  const expanded = results.length > 0 && q !== "";
  const pending = status === "ready" && q !== "" && q !== searched;
  const searching = pending && slow === q;
  const statusText =
    status === "loading"
      ? m["search.loading"]({}, { locale })
      : status === "error"
        ? m["search.error"]({}, { locale })
        : searching
          ? m["search.searching"]({}, { locale })
          : !q || pending
            ? ""
            : [
                similar && total ? m["search.results.similar"]({ query: q }, { locale }) : "",
                total === 1
                  ? m["search.results.one"]({}, { locale })
                  : mode === "page" && results.length < total
                    ? m["search.results.shown"]({ count: total, shown: results.length }, { locale })
                    : m["search.results.many"]({ count: total }, { locale }),
              ]
                .filter(Boolean)
                .join(" ");

  return (
    <div className="flex flex-1 flex-col">
      <div className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          {m["search.input.label"]({}, { locale })}
        </label>
        <Search
          aria-hidden="true"
          strokeWidth={1.75}
          className="text-muted pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          {...(dialog
            ? {
                role: "combobox",
                "aria-expanded": expanded,
                "aria-controls": listboxId,
                "aria-autocomplete": "list",
                "aria-activedescendant":
                  active >= 0 && expanded ? `${id}-option-${active}` : undefined,
                "aria-describedby": `${id}-keys`,
              }
            : {})}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={m["search.input.placeholder"]({}, { locale })}
          value={query}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          className="border-border-strong bg-surface text-ink placeholder:text-placeholder focus-visible:border-violet focus-visible:ring-violet h-14 w-full rounded-xl border pr-4 pl-12 text-lg outline-none focus-visible:ring-2"
        />
      </div>
      {dialog ? (
        <p id={`${id}-keys`} className="sr-only">
          {m["search.keys"]({}, { locale })}
        </p>
      ) : null}

      <fieldset className="mt-4 flex flex-wrap items-center gap-2">
        <legend className="text-muted float-left mr-1 text-sm font-medium">
          {m["search.filters.label"]({}, { locale })}
        </legend>
        {searchTypes.map((type) => {
          const pressed = types.includes(type);
          const count = counts[type];
          return (
            <button
              key={type}
              type="button"
              aria-pressed={pressed}
              // A type with nothing for these words offers nothing to narrow to (a chosen one can still be let go).
              disabled={Boolean(q) && count === 0 && !pressed}
              onClick={() => toggleType(type)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
                pressed
                  ? "border-primary bg-primary text-white"
                  : "border-border bg-surface text-ink hover:border-violet",
              )}
            >
              {typeLabel(type, locale)}
              {q && count !== undefined ? (
                <span className={cn("figures-tabular", pressed ? "" : "text-muted")}>{count}</span>
              ) : null}
            </button>
          );
        })}
      </fieldset>

      <div
        role="status"
        className="text-muted mt-4 flex min-h-6 items-center gap-2 text-sm"
        aria-live="polite"
      >
        {status === "loading" || searching ? <Spinner /> : null}
        <span>{statusText}</span>
        {status === "error" ? (
          <button
            type="button"
            className="text-violet font-semibold underline"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {m["search.retry"]({}, { locale })}
          </button>
        ) : null}
      </div>

      {dialog ? (
        <div
          id={listboxId}
          role="listbox"
          aria-label={m["search.results.label"]({}, { locale })}
          // The last query's results stay on screen for the short pause while a new query runs.
          aria-busy={pending || undefined}
          // At least one whole result tall (a phone held sideways has room for little else; the
          // dialog then scrolls as a whole), and taller as far as the dialog allows.
          className={cn(
            "mt-2 flex-1 overflow-y-auto overscroll-contain",
            results.length > 0 ? "min-h-28" : "min-h-0",
            !expanded && "hidden",
          )}
        >
          {results.map((result, index) => (
            // A link in the role of an option: the keyboard works from the box (arrow keys and
            // Enter), as the combobox pattern has it, and the pointer as on any link.
            <RouterLink
              key={result.url}
              to={result.url}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onClick={(event) => follow(event, index)}
              onMouseMove={() => setActive(index)}
              className={cn(
                "block cursor-pointer rounded-xl border px-4 py-3",
                index === active ? "border-violet bg-violet-soft" : "border-transparent",
              )}
            >
              <ResultText result={result} locale={locale} />
            </RouterLink>
          ))}
        </div>
      ) : (
        <ul
          id={listboxId}
          aria-label={m["search.results.label"]({}, { locale })}
          aria-busy={pending || undefined}
          className={cn("mt-2", !expanded && "hidden")}
        >
          {results.map((result, index) => (
            <li key={result.url}>
              <RouterLink
                to={result.url}
                id={`${id}-option-${index}`}
                onClick={(event) => follow(event, index)}
                className="hover:border-violet hover:bg-violet-soft block rounded-xl border border-transparent px-4 py-3"
              >
                <ResultText result={result} locale={locale} />
              </RouterLink>
            </li>
          ))}
        </ul>
      )}

      {status === "ready" && q && !pending && results.length === 0 ? (
        <NoResults
          query={q}
          locale={locale}
          filtered={types.length > 0}
          onClearFilters={() => chooseTypes([])}
          onLeave={onChoose}
        />
      ) : null}

      {mode === "dialog" && expanded && total > results.length ? (
        <p className="mt-3 text-sm">
          <Link
            to={searchHref(locale, q, types)}
            className="text-violet font-semibold underline"
            onClick={onChoose}
          >
            {m["search.results.all"]({}, { locale })} ({total})
          </Link>
        </p>
      ) : null}
      {mode === "page" && expanded && !pending && total > results.length ? (
        <p className="mt-6">
          <Button
            variant="secondary"
            aria-controls={listboxId}
            aria-disabled={more || undefined}
            // A click from the keyboard (Enter, Space) has no pointer: detail 0.
            onClick={(event) => void showMore(event.detail === 0)}
          >
            {m["search.results.more"]({}, { locale })}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/** A result's title, type and excerpt (its matches marked), as the text of its link. */
function ResultText({ result, locale }: { result: SearchResult; locale: Locale }) {
  return (
    <>
      <span className="flex items-baseline justify-between gap-3">
        <span className="text-ink font-bold">{result.title}</span>
        <span className="text-muted shrink-0 text-xs font-semibold tracking-wide uppercase">
          {typeLabel(result.type, locale)}
        </span>
      </span>
      <span className="text-muted mt-1 line-clamp-2 block text-sm leading-6">
        {result.excerpt.map((part, i) =>
          part.match ? (
            <mark key={i} className="bg-mint-soft text-ink rounded-sm px-0.5">
              {part.text}
            </mark>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </span>
    </>
  );
}

function NoResults({
  query,
  locale,
  filtered,
  onClearFilters,
  onLeave,
}: {
  query: string;
  locale: Locale;
  filtered: boolean;
  onClearFilters: () => void;
  onLeave?: () => void;
}) {
  return (
    <div className="mt-2">
      <p className="text-ink font-bold">{m["search.empty.title"]({ query }, { locale })}</p>
      {filtered ? (
        <p className="mt-2 text-sm">
          <button
            type="button"
            className="text-violet font-semibold underline"
            onClick={onClearFilters}
          >
            {m["search.empty.filtered"]({}, { locale })}
          </button>
        </p>
      ) : null}
      <p className="text-muted mt-2 text-sm">{m["search.empty.tips"]({}, { locale })}</p>
      <SectionLinks locale={locale} onClick={onLeave} />
    </div>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="border-border-strong border-t-violet inline-block size-4 rounded-full border-2 motion-safe:animate-spin"
    />
  );
}
