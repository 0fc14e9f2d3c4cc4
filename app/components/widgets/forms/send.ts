// Sending a form's fields, apart from endpoint.ts (what the form renders with, in every page's
// JavaScript): this file loads with validate.js when a visitor starts to fill a form in
// (site-form.tsx, submit.ts).
import { formsSelfHosted } from "./endpoint";

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
