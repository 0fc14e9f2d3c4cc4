/**
 * Starts React Router's scripts once the first paint is on screen (docs/decisions/0009). The build
 * makes them inert in every prerendered page (scripts/defer-scripts.mjs renames `modulepreload`
 * and `module`); this loader names them back: the preloads start downloading, in parallel, and the
 * module script runs, exactly as React Router wrote it. Without paint timing it waits for one
 * frame; a tab opened in the background paints nothing, so it waits at most a second.
 */
const loader = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[rel="x-deferred-modulepreload"]')) link.rel = "modulepreload";
    const inert = document.querySelector('script[type="x-deferred-module"]');
    if (!inert) return;
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = inert.textContent;
    document.head.append(script);
  };
  const whenParsed = () =>
    document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", start, { once: true }) : start();
  setTimeout(whenParsed, 1000);
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) whenParsed();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(whenParsed));
  }
})();`;

export function DeferredScripts() {
  return <script id="deferred-scripts" dangerouslySetInnerHTML={{ __html: loader }} />;
}
