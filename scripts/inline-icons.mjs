// After the build: copy the icons a page shows into the page, when the page stays small enough.
//
// Why: icons are `<use href="/assets/icons-[hash].svg#id">` of one cached sprite (9 KiB
// compressed, scripts/build-icons.mjs). On a first visit that sprite is one more request in
// parallel with the stylesheet, the font and the cover image, and on a slow phone link it delays
// the largest paint by sharing the bandwidth (docs/decisions/0012-icons-in-the-page.md). A page's
// own 10–35 icons cost 1.5–6 KiB compressed in the page instead.
//
// The first round trip carries ~14 KiB; a page whose compressed HTML would grow past
// `maxBytes` keeps the external sprite (the three home pages, whose HTML is already the largest).
// Icons a component draws only later (a form's confirmation, the mobile drawer) are named in a
// `data-icons` attribute and copied too. Icons of a page reached by client-side navigation still
// point at the sprite, which the browser then fetches once and caches.
//
// Inline symbols get a prefix, so they cannot clash with an element id of the page. They go in a
// hidden <svg> at the end of <body>: React's hydration skips elements it did not render there.
import { brotliCompressSync, constants } from "node:zlib";

export const ICON_ID_PREFIX = "icon-";
/** Compressed HTML (brotli) a page may reach with its icons inline. */
export const MAX_PAGE_BYTES = 13 * 1024;

export const brotliSize = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** id → `<symbol …>…</symbol>` of a sprite written by scripts/build-icons.mjs. */
export function spriteSymbols(sprite) {
  const symbols = new Map();
  for (const match of sprite.matchAll(/<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g)) {
    symbols.set(match[1], match[0]);
  }
  return symbols;
}

/**
 * @param {string} html a prerendered page
 * @param {{ spriteUrl: string, symbols: Map<string, string>, maxBytes?: number }} sprite
 *   spriteUrl: the sprite's public path ("/assets/icons-[hash].svg")
 * @returns {{ html: string, icons: number, inlined: boolean }}
 */
export function inlineIcons(html, { spriteUrl, symbols, maxBytes = MAX_PAGE_BYTES }) {
  const reference = `href="${spriteUrl}#`;
  const ids = [];
  const parts = html.split(reference);
  for (const part of parts.slice(1)) {
    const id = part.slice(0, part.indexOf('"'));
    if (!symbols.has(id)) throw new Error(`inline-icons: the sprite has no symbol "${id}"`);
    if (!ids.includes(id)) ids.push(id);
  }
  if (!ids.length) return { html, icons: 0, inlined: false };
  // Icons a component draws only later (`data-icons`, app/components/ui/icons.tsx laterIcons).
  for (const [, list] of html.matchAll(/\sdata-icons="([^"]*)"/g)) {
    for (const id of list.split(/\s+/).filter(Boolean)) {
      if (!symbols.has(id))
        throw new Error(`inline-icons: the sprite has no symbol "${id}" (data-icons)`);
      if (!ids.includes(id)) ids.push(id);
    }
  }
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("inline-icons: the page has no </body>");

  const defs = ids
    .map((id) =>
      symbols.get(id).replace(`<symbol id="${id}"`, `<symbol id="${ICON_ID_PREFIX}${id}"`),
    )
    .join("");
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${defs}</svg>`;
  const withSheet = html.slice(0, end) + sheet + html.slice(end);
  const inlined = withSheet.split(reference).join(`href="#${ICON_ID_PREFIX}`);
  if (brotliSize(inlined) > maxBytes) return { html, icons: ids.length, inlined: false };
  return { html: inlined, icons: ids.length, inlined: true };
}
