// Paint first, then fetch the JavaScript (docs/decisions/0009-paint-before-scripts.md).
//
// React Router writes into every prerendered page one <link rel="modulepreload"> per module and
// one inline <script type="module" async=""> that imports them and hydrates. The browser fetches
// all of it while the page is still loading, sharing a phone's bandwidth with the stylesheet and
// the font the first paint waits for. The page is complete HTML without it.
//
// This step only renames two attribute values, so the browser leaves them alone:
//   <link rel="modulepreload" …>      →  <link rel="x-deferred-modulepreload" …>
//   <script type="module" async="">   →  <script type="x-deferred-module" async="">
// The loader in app/components/layout/deferred-scripts.tsx puts them back once the first paint
// is on screen. The modules, their order and the script's text are React Router's, unchanged.
// When React Router's output no longer has this shape, the build stops and says so.

const PRELOAD = '<link rel="modulepreload" ';
const MODULE = '<script type="module" async="">';

/**
 * @param {string} html a prerendered page
 * @param {string} file its path, for the error message
 */
export function deferScripts(html, file) {
  // Already done (postbuild run twice on one build).
  if (html.includes('<script type="x-deferred-module" async="">') && !html.includes(MODULE)) return html;
  const preloads = html.split(PRELOAD).length - 1;
  const modules = html.split(MODULE).length - 1;
  if (preloads === 0 || modules !== 1 || !html.includes('id="deferred-scripts"')) {
    throw new Error(
      `defer-scripts: ${file} has ${preloads} <link rel="modulepreload"> tags, ${modules} ` +
        `<script type="module" async=""> and ${html.includes('id="deferred-scripts"') ? "the" : "no"} loader; ` +
        "expected at least one, exactly one and the loader. React Router's output has changed: " +
        "update scripts/defer-scripts.mjs and app/components/layout/deferred-scripts.tsx together.",
    );
  }
  return html
    .replaceAll(PRELOAD, '<link rel="x-deferred-modulepreload" ')
    .replace(MODULE, '<script type="x-deferred-module" async="">');
}
