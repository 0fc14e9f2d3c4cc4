// A page the last build had and this one has not: an owner removed or renamed an item and every
// link to it, from search engines, posts and other sites, now finds the not-found page. The build
// says so (advice, not an error: removing a page is allowed) unless content/redirects.yaml leads
// its address somewhere. The last build's pages are kept per build folder in the build cache.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The addresses in `previous` that are not in `current` and that no redirect covers, each with
 * its twins in other languages folded in: `[{ path: "/portfolio/x", also: ["/de/portfolio/x"] }]`.
 * A redirect's `from` without a language prefix moves the address in every language.
 * @param {readonly string[]} previous
 * @param {readonly string[]} current
 * @param {readonly { from: string }[]} redirects
 * @param {readonly string[]} prefixedLocales
 */
export function gonePages(previous, current, redirects, prefixedLocales) {
  const now = new Set(current);
  const prefix = new RegExp(`^/(${prefixedLocales.join("|")})(?=/|$)`);
  const base = (path) => path.replace(prefix, "") || "/";
  const moved = (path) => redirects.some(({ from }) => from === path || from === base(path));
  const gone = new Map();
  for (const path of previous) {
    if (now.has(path) || moved(path)) continue;
    const key = base(path);
    const entry = gone.get(key);
    if (!entry) gone.set(key, { path, also: [] });
    // The base language's address names the entry; the other languages' follow it.
    else if (prefix.test(path)) entry.also.push(path);
    else gone.set(key, { path, also: [entry.path, ...entry.also] });
  }
  return [...gone.values()];
}

/** The advice lines for `gone` (at most `max` named, then how many more). */
export function goneAdvice(gone, max = 10) {
  if (!gone.length) return [];
  const one = gone.length === 1;
  const named = gone
    .slice(0, max)
    .map(({ path, also }) => (also.length ? `${path} (and ${also.join(", ")})` : path));
  const more = gone.length > max ? ` and ${gone.length - max} more` : "";
  return [
    `postbuild: ${one ? "a page" : `${gone.length} pages`} of the last build ${one ? "is" : "are"} gone: ${named.join(", ")}${more}. ` +
      `Links to ${one ? "it" : "them"} now find the not-found page; if ${one ? "it" : "one"} moved, add its old address to content/redirects.yaml (content/README.md, "Moved pages").`,
  ];
}

/** The pages the last build in this folder had (none before the first), then this build's in its place. */
export function swapPageList(file, current) {
  let previous = [];
  try {
    if (existsSync(file)) previous = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    previous = [];
  }
  mkdirSync(dirname(file), { recursive: true });
  // A new file moved into place: the cache folder may be a hard-linked copy of another checkout's.
  writeFileSync(`${file}.tmp`, JSON.stringify(current));
  renameSync(`${file}.tmp`, file);
  return Array.isArray(previous) ? previous : [];
}
