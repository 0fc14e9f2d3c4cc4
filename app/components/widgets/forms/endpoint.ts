/**
 * The one seam for the site owner, chosen at build time:
 * - nothing set (the default): nothing is ever sent;
 * - VITE_FORMS_ENDPOINT=<url>: every form POSTs its fields as JSON there;
 * - FORMS=self or FORMS=cloudflare: every form posts to the site's own receiver at
 *   /api/forms/<form-id> (`npm start`'s, or the build's Cloudflare Pages Function; scripts/forms/),
 *   with JavaScript (JSON) and without (a plain form post).
 */
export function formsSelfHosted(): boolean {
  return import.meta.env.FORMS === "self" || import.meta.env.FORMS === "cloudflare";
}

/**
 * Where a form asks for its fill-time cookie when a visitor first focuses it (FORMS=cloudflare):
 * a CDN cannot stamp each page load the way `npm start` and nginx do, so the form's own
 * `:focus-within` style loads this address, with or without JavaScript, and the Pages Function
 * answers with the cookie (docs/forms.md). Undefined in every other mode.
 */
export function fillStartUrl(): string | undefined {
  return import.meta.env.FORMS === "cloudflare" ? "/api/forms/_start" : undefined;
}

/** Where a form's fields go, or undefined when nothing is to be sent. */
export function formsEndpoint(form = ""): string | undefined {
  if (formsSelfHosted()) return `/api/forms/${form}`;
  const value = import.meta.env.VITE_FORMS_ENDPOINT as string | undefined;
  return value && value.trim() ? value.trim() : undefined;
}

/** The page's `form-action`: plain form posts may only go to the site itself, and only in self mode. */
export function formActionPolicy(): string {
  return formsSelfHosted() ? "form-action 'self'" : "form-action 'none'";
}
