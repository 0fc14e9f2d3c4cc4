// Which way the forms of a build go (read by vite.config.ts, postbuild and serve). No imports, so
// the Vite config can load it.

/** "self" when the build's forms post to the site's own receiver; "" otherwise. */
export function formsMode(env = process.env) {
  const mode = env.FORMS ?? "";
  if (mode !== "" && mode !== "self")
    throw new Error(`FORMS=${mode}: the only mode is "self" (or leave FORMS unset).`);
  if (mode === "self" && env.VITE_FORMS_ENDPOINT)
    throw new Error("FORMS=self and VITE_FORMS_ENDPOINT are exclusive: choose one.");
  return mode;
}
