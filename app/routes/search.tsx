import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { SectionLinks } from "~/components/widgets/search/section-links";
import type { PageInfo } from "~/content/pages";
import { site } from "~/content/site";
import { isLocale, localeOf, localizePath, useLocale, type Locale } from "~/lib/i18n";
import { searchParams, typesOf, type SearchType } from "~/lib/search";
import { pageContext, seoFor } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";

// The search box and Pagefind load once the page runs: the prerendered page has neither.
const SearchPanel = lazy(() =>
  import("~/components/widgets/search/search-panel").then((module) => ({
    default: module.SearchPanel,
  })),
);

/** The search page: its results are the visitor's, so search engines are asked not to list it. */
function searchPage(locale: Locale): PageInfo {
  return {
    path: "/search",
    heading: m["search.title"]({}, { locale }),
    label: m["search.page.title"]({}, { locale }),
    title: m["search.title"]({}, { locale }),
    description: m["search.page.description"]({ brand: site.name }, { locale }),
    noindex: true,
    section: "home",
  };
}

export const meta: MetaFunction = ({ location }) =>
  seoFor(searchPage(localeOf(location.pathname)), [], { context: pageContext(location) });

/**
 * /search?q=…&type=…: the query and the types chosen are in the address, so a list of results can
 * be shared and the browser's Back button returns to it. Without JavaScript the page says why it cannot search and offers the
 * main sections and the sitemap.
 */
export default function SearchRoute() {
  const locale = useLocale();
  const page = searchPage(locale);
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const types = typesOf(params);
  const address = searchParams(query, types).toString();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // The language switcher's links to this page in another language carry the query and the
  // types, so switching keeps the search. The prerendered links cannot know them (and without
  // JavaScript the page could not search them); the switcher is on every page, so this page sets
  // them rather than every page carrying the code: now, after each change of the address, and in
  // the phone menu's switcher when that is built. React leaves the attribute alone until the
  // link's own address changes (on another page).
  useEffect(() => {
    const carry = () => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
        const path = isLocale(link.hreflang) ? localizePath("/search", link.hreflang) : null;
        if (!path || link.pathname !== path) continue;
        const href = address ? `${path}?${address}` : path;
        if (link.getAttribute("href") !== href) link.setAttribute("href", href);
      }
    };
    carry();
    const built = new MutationObserver(carry);
    built.observe(document.body, { childList: true, subtree: true });
    return () => built.disconnect();
  }, [address]);

  // Typing and the filters rewrite the address in place; a new address from elsewhere (the
  // dialog's "all results", Back) starts the box again with its query and types. The addresses
  // written arrive a moment later, and on a busy phone after more keys: each is known as ours
  // until it arrives, so a late one does not start the box again with fewer letters.
  const seen = useRef(address);
  const pending = useRef([] as string[]);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (address === seen.current) return;
    seen.current = address;
    const ours = pending.current.indexOf(address);
    if (ours >= 0) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    pending.current = [];
    setGeneration((n) => n + 1);
  }, [address]);
  const write = (value: string, chosen: SearchType[]) => {
    const next = searchParams(value, chosen);
    if (next.toString() === (pending.current.at(-1) ?? seen.current)) return;
    pending.current.push(next.toString());
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const loading = (
    <p className="search-js-only text-muted">{m["search.loading"]({}, { locale })}</p>
  );
  return (
    <>
      <PageHeader title={page.heading} crumb={page.label} />
      <section aria-label={page.label} className="py-12 md:py-16">
        <div className="container-site flex min-h-[50vh] max-w-3xl flex-col">
          {enhanced ? (
            <Suspense fallback={loading}>
              <SearchPanel
                key={generation}
                mode="page"
                initialQuery={query}
                initialTypes={types}
                onQueryChange={write}
                focusOnOpen={!query}
              />
            </Suspense>
          ) : (
            loading
          )}
          <div hidden data-noscript-reveal>
            <h2 className="h3">{m["search.noscript.title"]({}, { locale })}</h2>
            <p className="text-muted mt-3">{m["search.noscript.text"]({}, { locale })}</p>
            <SectionLinks locale={locale}>
              <li>
                <a
                  href="/sitemap.xml"
                  className="border-border text-ink hover:border-violet hover:text-violet inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold"
                >
                  {m["search.noscript.sitemap"]({}, { locale })}
                </a>
              </li>
            </SectionLinks>
          </div>
        </div>
      </section>
    </>
  );
}
