/**
 * The rules of content/redirects.yaml that need no pages to check: each line's shape and
 * addresses. Pure (no files, no Node), so the browser editor checks a save with the build's words
 * (admin/main.tsx); the build adds what needs the site's pages (redirects.server.ts).
 */
import type { Problem } from "./validate";

export const REDIRECTS_FILE = "content/redirects.yaml";

export type Redirect = { from: string; to: string };

/**
 * An address as every host can match it: a path of ASCII letters, digits and a few marks (no
 * spaces, quotes, `%`, `?`, `#` or `$`, which the hosts' files would read otherwise).
 */
const ADDRESS = /^\/[A-Za-z0-9\-._~/+,=:@!*()]*$/;
const ADDRESS_RULE =
  "a path of this site: / then letters, digits and - . _ ~ / (no spaces, %, ? or #)";

/**
 * An old address written whole (`https://www.finlo.example/blog/old`, copied from the browser):
 * the path to write. (A whole address in `to:` may mean another site, which no line can lead to.)
 */
function pathHint(key: string, value: unknown) {
  if (typeof value !== "string" || !/^https?:\/\//i.test(value)) return "";
  try {
    const path = new URL(value).pathname;
    return ADDRESS.test(path) ? `: write the path only, ${key}: ${path}` : "";
  } catch {
    return "";
  }
}

/** A path as the hosts compare it: without a trailing slash (except the home page's). */
export const normalizeAddress = (path: string) => path.replace(/(.)\/$/, "$1");

/**
 * The file's list (`redirects:`, each item `from:` and `to:`), each address checked and without
 * its trailing slash, or the problems, each naming the line by its old address.
 */
export function redirectList(data: unknown): { redirects: Redirect[]; problems: Problem[] } {
  const file = REDIRECTS_FILE;
  if (data === null || data === undefined) return { redirects: [], problems: [] };
  const list = (data as { redirects?: unknown }).redirects;
  if (
    typeof data !== "object" ||
    Array.isArray(data) ||
    Object.keys(data).some((key) => key !== "redirects") ||
    !(list === undefined || list === null || Array.isArray(list))
  )
    return {
      redirects: [],
      problems: [
        {
          file,
          message:
            'expected a list, "redirects:", then a "- from: /old-address" and a "  to: /page" line for each',
        },
      ],
    };
  const problems: Problem[] = [];
  const redirects: Redirect[] = [];
  for (const [i, item] of (list ?? []).entries()) {
    const { from, to } = (item ?? {}) as { from?: unknown; to?: unknown };
    const field = typeof from === "string" && from ? from : `redirects (item ${i + 1})`;
    const say = (message: string) => problems.push({ file, field, message });
    if (typeof from !== "string" || !ADDRESS.test(from))
      say(`from: an old address is ${ADDRESS_RULE}${pathHint("from", from)}`);
    else if (typeof to !== "string" || !ADDRESS.test(to))
      say(`to: the page it leads to is ${ADDRESS_RULE}, like /blog/new-name`);
    else if (redirects.some((r) => r.from === normalizeAddress(from)))
      say("is listed twice: keep one line");
    else if (normalizeAddress(from) === normalizeAddress(to)) say("leads to itself");
    else redirects.push({ from: normalizeAddress(from), to: normalizeAddress(to) });
  }
  return { redirects, problems };
}
