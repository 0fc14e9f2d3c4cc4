/**
 * The one seam for the site owner: set VITE_FORMS_ENDPOINT at build time and every form
 * POSTs its fields as JSON there. Unset (the default), nothing is ever sent.
 */
export function formsEndpoint(): string | undefined {
  const value = import.meta.env.VITE_FORMS_ENDPOINT as string | undefined;
  return value && value.trim() ? value.trim() : undefined;
}

/** A hung server must not leave the visitor looking at "Sending…" for ever. */
export const SEND_TIMEOUT_MS = 15_000;

/** Why a submission failed, worded for the visitor (the form adds what to do next). */
export class SendError extends Error {
  override name = "SendError";
}

export async function sendForm(
  endpoint: string,
  form: string,
  fields: Record<string, string | boolean>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ form, fields }),
      // Nothing about the visitor's session goes along; the payload is the whole message.
      credentials: "omit",
      signal: controller.signal,
    });
  } catch {
    throw new SendError(
      controller.signal.aborted
        ? "The server took too long to answer."
        : "We could not reach the server.",
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new SendError(`The server answered with an error (${response.status}).`);
}
