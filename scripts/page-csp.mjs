// Each page carries its own Content-Security-Policy in a <meta http-equiv> element, written by
// the build (scripts/postbuild.mjs), so every host serves it with the page, whatever its header
// rules can express: nginx, `npm start`, Cloudflare Pages and Netlify alike, for 10 pages or
// 10,000 (docs/decisions/0024-page-addresses-and-policies-for-any-host.md).
//
// The page's policy lists the sha256 of exactly its own inline scripts. Both steps read the HTML
// with parse5, the HTML standard's parsing algorithm, not with patterns: the script texts are
// what the browser hashes, and the policy goes into the `content` attribute of the element that
// app/root.tsx renders for it, found by the parser, the rest of the file left byte for byte.
import { createHash } from "node:crypto";
import { parse } from "parse5";

/**
 * Script types the browser runs (or parses as script), and so checks against script-src; and
 * React Router's module script made inert until the first paint (scripts/defer-scripts.mjs), which
 * the loader runs with the same text.
 */
const CHECKED_SCRIPT_TYPE =
  /^(|module|x-deferred-module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/i;

/** Elements that load or run something: the policy must be in force before the first of them. */
const GOVERNED = new Set(["script", "link", "style", "base", "iframe", "img", "object", "embed"]);

const attribute = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) {
      yield child;
      yield* elements(child.tagName === "template" ? child.content : child);
    }
  }
}

const isPolicyMeta = (node) =>
  node.tagName === "meta" &&
  attribute(node, "http-equiv")?.toLowerCase() === "content-security-policy";

/**
 * The CSP sources ('sha256-…', without quotes) of every inline script in an HTML document that the
 * browser checks against script-src. Data blocks (JSON-LD and other non-script types) need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return scriptHashesOf(parse(html));
}

function scriptHashesOf(document) {
  const hashes = new Set();
  for (const node of elements(document)) {
    if (node.tagName !== "script" || attribute(node, "src") !== undefined) continue;
    if (!CHECKED_SCRIPT_TYPE.test((attribute(node, "type") ?? "").trim())) continue;
    // The parser has already turned CRLF into LF, as the browser does before hashing.
    const text = node.childNodes.map((child) => child.value ?? "").join("");
    if (!text) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/** The policy a page's meta element gives, as the browser reads it (or undefined). */
export function pagePolicyOf(html) {
  const meta = [...elements(parse(html))].find(isPolicyMeta);
  return meta ? attribute(meta, "content") : undefined;
}

const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Writes the page's policy into its `<meta http-equiv="Content-Security-Policy">`.
 * @param {string} html a prerendered page
 * @param {(hashes: string[]) => string} policyFor the policy for the page's inline-script hashes
 * @param {string} file the page's path, for the error message
 * @returns {{ html: string, hashes: string[] }}
 */
export function withPagePolicy(html, policyFor, file) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const metas = all.filter(isPolicyMeta);
  const fail = (problem) => {
    throw new Error(
      `page-csp: ${file} ${problem}. app/root.tsx renders <meta httpEquiv="Content-Security-Policy"> ` +
        "right after <meta charSet> in <head>; the build writes each page's policy into it.",
    );
  };
  if (metas.length !== 1) fail(`has ${metas.length} Content-Security-Policy meta elements, not 1`);
  const meta = metas[0];
  const head = all.find((node) => node.tagName === "head");
  if (meta.parentNode !== head) fail("has its policy meta element outside <head>");
  // A meta policy covers only what the parser meets after it.
  const first = all.find((node) => GOVERNED.has(node.tagName));
  if (first && all.indexOf(first) < all.indexOf(meta))
    fail(`has a <${first.tagName}> before its policy meta element`);
  const span = meta.sourceCodeLocation?.attrs?.content;
  if (!span) fail("has a policy meta element without a content attribute");
  const hashes = scriptHashesOf(document);
  const content = `content="${escapeAttribute(policyFor(hashes))}"`;
  return {
    html: html.slice(0, span.startOffset) + content + html.slice(span.endOffset),
    hashes,
  };
}
