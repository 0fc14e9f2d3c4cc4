// nginx's own answers under /api/forms/ (a body past its limit, the receiver not answering), as
// the short page the receivers answer a refused plain post with (checks.mjs, refusedAnswer), in
// each language of the site: scripts/security-headers.mjs writes them into the build's nginx maps.
// The words are the receivers' own messages, read from messages/<locale>/*.json (the compiled
// Paraglide messages are not needed, so the build scripts that import the headers module stay light).
import { readFileSync } from "node:fs";
import { sep } from "node:path";
import { locales, messageFiles } from "../i18n-config.mjs";
import { BODY_LIMIT } from "./limits.mjs";

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

/** A message of `locale` with its parameters filled in (inlang's message format, one variant). */
function say(messages, key, params = {}) {
  const message = messages[key];
  const pattern = typeof message === "string" ? message : message?.[0]?.match?.[""];
  if (typeof pattern !== "string") throw new Error(`nginx forms pages: no message "${key}"`);
  return pattern
    .replace(/(?<!\\)\{(\w+)\}/g, (_, name) => String(params[name]))
    .replace(/\\([{}])/g, "$1");
}

/**
 * The page for each of nginx's own answers, in each language.
 * @returns {Record<string, { tooLarge: string, unavailable: string }>} by locale
 */
export function nginxFormsPages() {
  const files = messageFiles();
  return Object.fromEntries(
    locales.map((locale) => {
      const messages = Object.assign(
        {},
        ...files
          .filter((file) => file.split(sep).includes(locale))
          .map((file) => JSON.parse(readFileSync(file, "utf8"))),
      );
      const page = (reason) =>
        `<!doctype html><html lang="${escapeHtml(locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(say(messages, "forms.page.title"))}</title>` +
        `<style>:root{color-scheme:light dark}body{font:18px/1.6 system-ui,sans-serif;margin:0}main{max-width:36rem;margin:12vh auto;padding:0 24px}h1{font-size:32px;line-height:1.25}</style>` +
        `<main><h1>${escapeHtml(say(messages, "forms.page.heading"))}</h1><p>${escapeHtml(reason)}</p></main></html>`;
      return [
        locale,
        {
          tooLarge: page(say(messages, "forms.reject.tooLarge", { limit: BODY_LIMIT / 1024 })),
          unavailable: page(say(messages, "forms.reject.server")),
        },
      ];
    }),
  );
}
