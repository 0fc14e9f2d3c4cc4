import type { ComponentType } from "react";
import type { NotFoundWords } from "./not-found";

/**
 * The not-found screen's component, once its module has run (not-found.tsx puts itself here). On
 * the not-found document that is before React hydrates: React Router loads the modules of the
 * routes that rendered it, app/routes/not-found.tsx among them. So the root can show the screen
 * where the browser matched that document's address to another route (app/root.tsx) without
 * carrying its drawing in every page's JavaScript, and without waiting for it.
 */
export const loadedNotFound: {
  Screen?: ComponentType<{ words: NotFoundWords; missing?: boolean }>;
} = {};
