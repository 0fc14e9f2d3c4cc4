import { NotFound } from "./not-found";
import { site } from "~/content/site";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";

/**
 * The not-found screen with its own title, for an address the browser matched to an item's route
 * but which has no item (/blog/<mistyped>: the host answered with 404.html). The root's error
 * boundary loads it on demand (app/root.tsx), so no page carries it or its messages; React puts
 * the `<title>` into the head.
 */
export default function NotFoundInPlace() {
  const locale = useLocale();
  return (
    <>
      <title>{m["notFound.title"]({ name: site.name }, { locale })}</title>
      <NotFound />
    </>
  );
}
