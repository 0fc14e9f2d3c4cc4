/**
 * content/redirects.yaml: old addresses of the site and where they lead now, one per line
 * (`/blog/old-name: /blog/new-name`). A page renamed or removed keeps the links to it working:
 * every host answers the old address with a permanent redirect (301; build/redirects.json for
 * `npm start`, build/nginx/maps.conf, build/client/_redirects for Cloudflare Pages and Netlify).
 * An address without a language prefix moves in every language: /de/blog/old-name leads to
 * /de/blog/new-name too.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { delocalizePath, localizePath, prefixedLocales } from "../locales";
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

/** A path as the hosts compare it: decoded, without a trailing slash (except the home page's). */
const normalize = (path: string) => path.replace(/(.)\/$/, "$1");

/**
 * The redirects of content/redirects.yaml, in every language, checked against the site's pages
 * (`pages`: every page's path in every language): an old address must not be a page (the
 * redirect would hide it), a new one must be (so no redirect leads to a 404 or to another).
 */
export function readRedirects(
  projectRoot: string,
  pages: ReadonlySet<string>,
): { redirects: Redirect[]; problems: Problem[] } {
  const path = join(projectRoot, REDIRECTS_FILE);
  if (!existsSync(path)) return { redirects: [], problems: [] };
  const file = REDIRECTS_FILE;
  const problems: Problem[] = [];
  const document = parseDocument(readFileSync(path, "utf8").replace(/^\uFEFF/, ""), {
    uniqueKeys: true,
  });
  if (document.errors.length)
    return {
      redirects: [],
      problems: document.errors.map((error) => ({
        file,
        message: `cannot read it: ${error.message.split("\n")[0]} (each line is an old address, a colon and a space, the new address: /blog/old-name: /blog/new-name)`,
      })),
    };
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return { redirects: [], problems: [] };
  if (typeof data !== "object" || Array.isArray(data))
    return {
      redirects: [],
      problems: [
        { file, message: "expected one line per old address: /blog/old-name: /blog/new-name" },
      ],
    };
  const given: Redirect[] = [];
  for (const [rawFrom, rawTo] of Object.entries(data as Record<string, unknown>)) {
    const say = (message: string) => problems.push({ file, field: rawFrom, message });
    if (!ADDRESS.test(rawFrom)) {
      say(`an old address is ${ADDRESS_RULE}`);
      continue;
    }
    if (typeof rawTo !== "string" || !ADDRESS.test(rawTo)) {
      say(`leads to ${ADDRESS_RULE}, like /blog/new-name`);
      continue;
    }
    const from = normalize(rawFrom);
    const to = normalize(rawTo);
    if (pages.has(from)) {
      say(`is a page of the site: a redirect would hide it (remove the line, or the page)`);
      continue;
    }
    if (!pages.has(to)) {
      say(`leads to ${rawTo}, which is not a page of the site`);
      continue;
    }
    given.push({ from, to });
  }
  // The same move in the other languages, unless the file says otherwise or the address is a page there.
  const listed = new Set(given.map((r) => r.from));
  const localized = given.flatMap((r) =>
    delocalizePath(r.from) === r.from && delocalizePath(r.to) === r.to
      ? prefixedLocales
          .map((locale) => ({ from: localizePath(r.from, locale), to: localizePath(r.to, locale) }))
          .filter((l) => !listed.has(l.from) && !pages.has(l.from) && pages.has(l.to))
      : [],
  );
  return { redirects: [...given, ...localized], problems };
}

/** The redirect of `path` in `c`'s list (for a link that names an old address). */
export const redirectOf = (redirects: readonly Redirect[], path: string) =>
  redirects.find((r) => r.from === normalize(path));
