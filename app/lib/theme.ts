import { useSyncExternalStore } from "react";

/**
 * The visitor's theme choice. "system" follows prefers-color-scheme through CSS alone
 * (app/styles/app.css); "light" and "dark" are stored and put on <html data-theme>, before the
 * first paint by the inline script (app/components/layout/theme-script.tsx), then by setTheme().
 */
export type Theme = "system" | "light" | "dark";
export const THEMES: readonly Theme[] = ["system", "light", "dark"];
export const THEME_STORAGE_KEY = "theme";

const listeners = new Set<() => void>();

function read(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system"; // storage blocked: the system setting applies
  }
}

function apply(theme: Theme) {
  const root = document.documentElement;
  // Recolour at once: transitions are off for the frame in which the theme changes (app.css).
  root.setAttribute("data-theme-switching", "");
  if (theme === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", theme);
  void getComputedStyle(root).color; // applies the new colours now, while transitions are off
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute("data-theme-switching")));
}

/** Stores the choice, applies it and tells every control. */
export function setTheme(theme: Theme) {
  try {
    if (theme === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // not stored (private mode with storage blocked): still applied to this page
  }
  apply(theme);
  current = theme;
  for (const listener of listeners) listener();
}

let current: Theme | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice; "system" in the prerendered HTML, the stored one once hydrated. */
export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= read()),
    () => "system",
  );
}
