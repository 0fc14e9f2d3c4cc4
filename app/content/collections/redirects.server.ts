/**
 * content/redirects.yaml: old addresses of the site and the page each leads to now. A page
 * renamed or removed keeps the links to it working: every host answers the old address with a
 * permanent redirect (301; build/redirects.json for `npm start`, build/nginx/redirects.conf,
 * build/client/_redirects for Cloudflare Pages and Netlify). An address without a language
 * prefix moves in every language: /de/blog/old-name leads to /de/blog/new-name too. The browser
 * editor edits the file as "Moved pages" (admin/config.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { delocalizePath, localizePath, prefixedLocales } from "../locales";
import { normalizeAddress, REDIRECTS_FILE, redirectList, type Redirect } from "./redirect-rules";
import type { Problem } from "./validate";

export { REDIRECTS_FILE, type Redirect };

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
  const document = parseDocument(readFileSync(path, "utf8").replace(/^\uFEFF/, ""));
  if (document.errors.length)
    return {
      redirects: [],
      problems: document.errors.map((error) => ({
        file,
        message: `cannot read it: ${error.message.split("\n")[0]} (content/README.md, "Moved pages", shows the form)`,
      })),
    };
  const { redirects: listed, problems } = redirectList(document.toJS());
  const given: Redirect[] = [];
  for (const r of listed) {
    const say = (message: string) => problems.push({ file, field: r.from, message });
    if (pages.has(r.from))
      say("is a page of the site: a redirect would hide it (remove the line, or the page)");
    else if (!pages.has(r.to)) say(`leads to ${r.to}, which is not a page of the site`);
    else given.push(r);
  }
  // The same move in the other languages, unless the file says otherwise or the address is a page there.
  const own = new Set(listed.map((r) => r.from));
  const localized = given.flatMap((r) =>
    delocalizePath(r.from) === r.from && delocalizePath(r.to) === r.to
      ? prefixedLocales
          .map((locale) => ({ from: localizePath(r.from, locale), to: localizePath(r.to, locale) }))
          .filter((l) => !own.has(l.from) && !pages.has(l.from) && pages.has(l.to))
      : [],
  );
  return { redirects: [...given, ...localized], problems };
}

/** The redirect of `path` in a list (for a link that names an old address). */
export const redirectOf = (redirects: readonly Redirect[], path: string) =>
  redirects.find((r) => r.from === normalizeAddress(path));
