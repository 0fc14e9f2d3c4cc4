/**
 * The one seam for the site owner: set VITE_FORMS_ENDPOINT at build time and every form
 * POSTs its fields as JSON there. Unset (the default), nothing is ever sent.
 */
export function formsEndpoint(): string | undefined {
  const value = import.meta.env.VITE_FORMS_ENDPOINT as string | undefined;
  return value && value.trim() ? value.trim() : undefined;
}

export async function sendForm(
  endpoint: string,
  form: string,
  fields: Record<string, string | boolean>,
): Promise<void> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ form, fields }),
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
}
