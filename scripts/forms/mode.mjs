// Which way the forms of a build go (read by vite.config.ts, postbuild and serve). No imports, so
// the Vite config can load it.

/** The modes whose forms post to the site itself, at /api/forms/<form-id>. */
export const FORMS_MODES = ["self", "cloudflare"];

/**
 * "self" when the build's forms post to the receiver in `npm start` (scripts/forms/receiver.mjs),
 * "cloudflare" when they post to the build's Cloudflare Pages Function
 * (scripts/forms/cloudflare-worker.mjs); "" otherwise.
 */
export function formsMode(env = process.env) {
  const mode = env.FORMS ?? "";
  if (mode !== "" && !FORMS_MODES.includes(mode))
    throw new Error(`FORMS=${mode}: use "self" or "cloudflare" (or leave FORMS unset).`);
  if (mode && env.VITE_FORMS_ENDPOINT)
    throw new Error(`FORMS=${mode} and VITE_FORMS_ENDPOINT are exclusive: choose one.`);
  return mode;
}
