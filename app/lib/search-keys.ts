/**
 * The keys that open site search, for the search button (app/components/widgets/search/): a
 * module of its own, so every page's JavaScript carries these few lines and not the rest of
 * app/lib/search.ts.
 */
type ShortcutEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey"> & {
  target: EventTarget | null;
};

/** `/` (outside text fields) and Ctrl+K or ⌘K open search. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey)
    return true;
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as
    (EventTarget & { tagName?: string; isContentEditable?: boolean }) | null;
  const tag = target?.tagName?.toLowerCase();
  return !(tag === "input" || tag === "textarea" || tag === "select" || target?.isContentEditable);
}
