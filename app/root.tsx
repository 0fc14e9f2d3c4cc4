// The site's cut of the brand font (scripts/build-font.mjs): preloaded, every page's text uses it.
import fontUrl from "~/assets/fonts/plus-jakarta-sans.woff2?url";
// How a page prints (its own stylesheet, media="print": nothing of it applies on a screen).
import printCssUrl from "~/styles/print.css?url";
// How a page shows in forced colours (Windows' contrast themes): media="(forced-colors: active)".
import forcedColorsCssUrl from "~/styles/forced-colors.css?url";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { DeferredScripts } from "~/components/layout/deferred-scripts";
import { SkipLink } from "~/components/layout/skip-link";
import { ThemeScript } from "~/components/layout/theme-script";
import { brand, brandCssProperties, markSvg } from "~/brand";
import { ButtonLink } from "~/components/ui/button";
import { IconSymbols } from "~/components/ui/icon-symbols";
import { UsedIcons } from "~/components/ui/icons";
import { useRouteHandle, useSearchEntry, type RouteHandle } from "~/lib/route-handle";
import { useScrollOnNavigate } from "~/lib/scroll";
import { formActionPolicy } from "~/components/widgets/forms/endpoint";
import { baseLocale, delocalizePath, localeOfRequest, useLocale, type Locale } from "~/lib/i18n";
import { ChromeProvider, interpolate, useChrome } from "~/lib/chrome";
import { chromeWords } from "~/lib/chrome.server";
import { itemWords } from "~/lib/item-words.server";
import { notFoundSeo, notFoundWords } from "~/lib/not-found-seo";
import { devContentProblems } from "~/content/collections/load.server";
import { loadedNotFound } from "~/components/sections/shared/not-found-loaded";
import notFoundInPlaceUrl from "~/components/sections/shared/not-found-in-place.tsx?chunk-url";
import "./styles/app.css";

/**
 * The chrome's words in the page's language only (app/lib/chrome.server.ts): read at prerender,
 * they reach the browser in the page's HTML and loader data, not in its JavaScript.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { pathname } = new URL(request.url);
  return {
    chrome: chromeWords(locale),
    // The not-found page, which the hosts answer every address without a page with (404.html).
    // The browser may match such an address to an item's route (/blog/<mistyped>), whose data the
    // page does not have: React Router then hydrates the root alone, with HydrateFallback, and
    // ends in the ErrorBoundary. Both show the screen and tags the document has, from these.
    ...(delocalizePath(pathname) === "/404"
      ? { notFound: notFoundDocument(pathname, locale) }
      : {}),
    // The dev server only: what the build would refuse in content/, shown on every page.
    ...(import.meta.env.DEV ? { contentProblems: devContentProblems(locale) } : {}),
  };
}

/** The not-found document's screen words and tags, read at prerender (not in the browser's code). */
function notFoundDocument(pathname: string, locale: Locale) {
  const words = itemWords(locale, "notFound");
  return { words: notFoundWords(words), meta: notFoundSeo({ pathname }, words) };
}

/**
 * Every route has its own tags; these show only where no route's module gives any: on the
 * not-found document while the browser's route for its address has neither module nor data.
 */
export const meta: Route.MetaFunction = ({ data }) => data?.notFound?.meta ?? [];

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The mark of app/brand.ts; the PNG sizes, /favicon.svg and the social images are drawn from it
  // at build time (scripts/seo-files.mjs). In the page it is a data: URI, one request fewer beside
  // the first view, which measurably paints the largest image earlier (docs/performance.md).
  {
    rel: "icon",
    href: `data:image/svg+xml,${encodeURIComponent(markSvg())}`,
    type: "image/svg+xml",
  },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

const MANIFEST_HREF = "/site.webmanifest";

/** Stylesheets for other media than a screen's own colours: none applies to the first view. */
const MEDIA_STYLESHEETS = [
  { media: "print", href: printCssUrl },
  { media: "(forced-colors: active)", href: forcedColorsCssUrl },
];

/**
 * The web app manifest only matters to someone installing the site, but Chrome fetches it as soon
 * as it is linked, beside the font and images the first view waits for: linked once React has the
 * page, it measurably paints the largest text earlier (docs/performance.md). The print and
 * forced-colours stylesheets are linked then too, for the same reason (a page is printed after it
 * has loaded; in forced colours the page reads without them, only the states a fill shows wait).
 * Without JavaScript the <noscript> copies in <head> link them.
 */
function linkAfterFirstView() {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = MANIFEST_HREF;
  const sheets = MEDIA_STYLESHEETS.map(({ media, href }) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.media = media;
    link.href = href;
    return link;
  });
  document.head.append(manifest, ...sheets);
}

export function Layout({ children }: { children: ReactNode }) {
  // One document, one language: the page's, from its address (/de/… is German).
  const locale = useLocale();
  const words = useRouteLoaderData<typeof loader>("root")?.chrome;
  // At prerender: the icons the page shows, whose drawings <IconSymbols> puts in the page.
  const [usedIcons] = useState(() => (import.meta.env.SSR ? new Set<string>() : null));
  // Marks when React has taken the page over, for tests and for CSS that should only apply to the
  // enhanced page.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    linkAfterFirstView();
  }, []);
  return (
    // The brand's colours as --brand-* properties, which app.css's tokens build on. The theme
    // script may set data-theme before React hydrates: React leaves the attribute alone.
    <html lang={locale} style={brandCssProperties()} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* The page's Content-Security-Policy, first, so it covers everything after it: the build
            writes the whole policy with this page's inline-script hashes into it
            (scripts/page-csp.mjs). Before that (npm run dev) it keeps forms from submitting
            anywhere but where the build sends them. */}
        <meta httpEquiv="Content-Security-Policy" content={formActionPolicy()} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Browser chrome: the ink of the header's dark bands on light, the page colour on dark. */}
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={brand.colors.ink.light}
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: dark)"
          content={brand.colors.page.dark}
        />
        <ThemeScript />
        <DeferredScripts />
        <Meta />
        <Links />
        {words ? (
          <FeedLinks
            locale={locale}
            title={interpolate(words["feed.title"], { name: brand.name })}
          />
        ) : null}
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
          <link rel="manifest" href={MANIFEST_HREF} />
          {MEDIA_STYLESHEETS.map(({ media, href }) => (
            <link key={media} rel="stylesheet" media={media} href={href} />
          ))}
        </noscript>
      </head>
      <body>
        <UsedIcons value={usedIcons}>
          <ChromeProvider words={words}>{children}</ChromeProvider>
        </UsedIcons>
        <Scripts />
        <IconSymbols used={usedIcons} />
      </body>
    </html>
  );
}

/** The blog's feeds in the page's language (/rss.xml, /de/rss.xml). */
function FeedLinks({ locale, title }: { locale: string; title: string }) {
  const base = locale === baseLocale ? "" : `/${locale}`;
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={title} href={`${base}/rss.xml`} />
      <link rel="alternate" type="application/feed+json" title={title} href={`${base}/feed.json`} />
    </>
  );
}

/**
 * What site search indexes (scripts/search-index.mjs): the main content of the pages whose route
 * says how (app/lib/search.ts), never the header, footer or a page that stays out, with its type as
 * a filter and its title.
 */
function searchAttributes(entry: ReturnType<typeof useSearchEntry>) {
  return entry ? { "data-pagefind-body": "" } : {};
}

function SearchFacts({ entry }: { entry: ReturnType<typeof useSearchEntry> }) {
  if (!entry) return null;
  return (
    <span
      hidden
      data-pagefind-filter={`type:${entry.type}`}
      {...(entry.title
        ? { "data-pagefind-meta": "title[data-title]", "data-title": entry.title }
        : {})}
    />
  );
}

/**
 * The dev server's band on a draft or a scheduled post (`npm run dev` shows them). Imported only
 * there: a static import would put its module, and every message it reaches, in the shell chunk
 * of the build (scripts/shell-chunks.ts), although the build never renders it.
 */
const PreviewNotice = import.meta.env.DEV
  ? lazy(() =>
      import("~/components/layout/preview-notice").then((module) => ({
        default: module.PreviewNotice,
      })),
    )
  : undefined;

/** The not-found route's handle (app/routes/not-found.tsx), for the screen the error boundary shows. */
const NOT_FOUND_HANDLE: RouteHandle = { heroTone: "light" };

function Shell({ children, notFound = false }: { children: ReactNode; notFound?: boolean }) {
  const routeHandle = useRouteHandle();
  const handle = notFound ? NOT_FOUND_HANDLE : routeHandle;
  const search = useSearchEntry();
  const mainRef = useRef<HTMLElement>(null);
  useScrollOnNavigate(mainRef);
  if (handle.chrome === "bare") {
    return (
      <>
        <SkipLink />
        <main id="main" ref={mainRef} tabIndex={-1} className="outline-none">
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <SiteHeader tone={handle.heroTone ?? "dark"} />
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="outline-none"
        {...searchAttributes(search)}
      >
        <SearchFacts entry={search} />
        {children}
      </main>
      <SiteFooter />
      {PreviewNotice ? (
        <Suspense fallback={null}>
          <PreviewNotice />
        </Suspense>
      ) : null}
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// Loaded by its chunk's address, as the search dialog is (scripts/chunk-url.ts): only a visitor at
// an address without a page fetches it.
const NotFoundInPlace = lazy(
  () =>
    import(/* @vite-ignore */ notFoundInPlaceUrl) as Promise<
      typeof import("~/components/sections/shared/not-found-in-place")
    >,
);

/**
 * Also what the root shows while a route's data is missing when the page hydrates. Every page
 * carries its routes' data but the not-found document (404.html) at an address the browser matches
 * to an item's or a list's route (/blog/<mistyped>): React Router then hydrates the root alone with
 * this, which shows the screen that document shows (below), then loads that route, finds no data
 * for it and renders this again as the error boundary. Without it, hydration met React Router's
 * default fallback where the document has the not-found screen (React's error 418, a hydration
 * mismatch). Anywhere else a route's missing data is an error (the build's SPA fallback, which
 * scripts/postbuild.mjs deletes).
 */
export { ErrorBoundary as HydrateFallback };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const say = useChrome();
  const notFound = useRouteLoaderData<typeof loader>("root")?.notFound;
  const NotFound = loadedNotFound.Screen;
  // An address without a page: the not-found document at an address the browser matched to an
  // item's route (its words came in its data, and its route's module, loaded before hydration,
  // brought the screen: the same HTML hydrates), or a link followed in the browser to an address
  // without a page (its data file answers 404; the screen loads on demand with its words and
  // title). The site's header, the not-found screen and its footer, as the host sent them.
  if (notFound || (isRouteErrorResponse(error) && error.status === 404))
    return (
      <Shell notFound>
        {notFound && NotFound ? (
          <NotFound words={notFound.words} missing />
        ) : (
          <Suspense fallback={null}>
            <NotFoundInPlace />
          </Suspense>
        )}
      </Shell>
    );
  let detail: string = say("error.detail");
  if (isRouteErrorResponse(error)) {
    detail =
      `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
  }
  return (
    <main id="main" tabIndex={-1} className="bg-surface-soft flex min-h-dvh items-center py-24">
      <div className="container-site max-w-2xl text-center">
        <p className="eyebrow">{say("error.eyebrow")}</p>
        <h1 className="h2 mt-3">{say("error.heading")}</h1>
        <p className="border-border bg-surface text-muted mt-4 rounded-xl border px-4 py-3 font-mono text-base">
          {detail}
        </p>
        <ButtonLink to="/" className="mt-8" reloadDocument>
          {say("notFound.home")}
        </ButtonLink>
      </div>
    </main>
  );
}
