/**
 * Starts React Router's scripts once the first paint is on screen (docs/decisions/0009). The build
 * makes them inert in every prerendered page (scripts/defer-scripts.mjs renames `modulepreload`
 * and `module`); this loader names them back: the preloads start downloading, in parallel, and the
 * module script runs, exactly as React Router wrote it. Without paint timing it waits for one
 * frame; a tab opened in the background paints nothing, so it waits at most a second.
 */
// Written compact: it is inlined into every page's <head>, ahead of the content.
const loader = `(()=>{let d=!1;const s=()=>{if(d)return;d=!0;for(const l of document.querySelectorAll('link[rel="x-deferred-modulepreload"]'))l.rel="modulepreload";const i=document.querySelector('script[type="x-deferred-module"]');if(!i)return;const m=document.createElement("script");m.type="module";m.textContent=i.textContent;document.head.append(m)};const p=()=>document.readyState==="loading"?document.addEventListener("DOMContentLoaded",s,{once:!0}):s();setTimeout(p,1e3);if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver(e=>{if(e.getEntriesByName("first-contentful-paint").length)p()}).observe({type:"paint",buffered:!0});else requestAnimationFrame(()=>setTimeout(p))})();`;

export function DeferredScripts() {
  return <script id="deferred-scripts" dangerouslySetInnerHTML={{ __html: loader }} />;
}
