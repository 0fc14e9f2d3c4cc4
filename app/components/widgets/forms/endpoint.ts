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

/** A hung server must not leave the visitor looking at "Sending…" for ever. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * Why a submission failed: the server took too long (`timeout`), could not be reached
 * (`offline`) or refused it (`refused`, with its status and, from the site's own receiver, its
 * reason in the page's language). The form words it in the page's language (`forms.failed*`).
 */
export class SendError extends Error {
  override name = "SendError";
  constructor(
    readonly kind: "timeout" | "offline" | "refused",
    readonly status = 0,
    readonly reason = "",
  ) {
    super(`${kind} ${status} ${reason}`.trim());
  }
}

export async function sendForm(
  endpoint: string,
  form: string,
  fields: Record<string, string | boolean>,
  timeoutMs = SEND_TIMEOUT_MS,
  /** Self mode only: the honeypot's value, which a person leaves empty. */
  extra: Record<string, string> = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ form, fields, ...extra }),
      // Nothing about the visitor's session goes to a third party; the site's own receiver gets
      // its page-load cookie (the minimum fill time, scripts/forms/receiver.mjs).
      credentials: formsSelfHosted() ? "same-origin" : "omit",
      signal: controller.signal,
    });
  } catch {
    throw new SendError(controller.signal.aborted ? "timeout" : "offline");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    // The self-hosted receiver explains what it refused, in the page's language; a third-party
    // endpoint may not.
    let reason = "";
    if (formsSelfHosted()) {
      const answer = (await response.json().catch(() => undefined)) as
        { message?: unknown } | undefined;
      if (typeof answer?.message === "string") reason = answer.message;
    }
    throw new SendError("refused", response.status, reason);
  }
}
