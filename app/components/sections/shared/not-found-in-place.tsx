import { NotFound } from "./not-found";
import { site } from "~/content/site";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";

/**
 * The not-found screen with its own title, for an address the browser finds has no page: one it
 * matched to an item's route (/blog/<mistyped>: the host answered with 404.html), or a link
 * followed in the browser whose data file answers 404. The root's error boundary loads it on
 * demand (app/root.tsx), so no page carries it or its messages; React puts the `<title>` into
 * the head.
 */
export default function NotFoundInPlace() {
  const locale = useLocale();
  return (
    <>
      <title>{m["notFound.title"]({ name: site.name }, { locale })}</title>
      <NotFound
        words={{
          illustration: m["notFound.illustration"]({}, { locale }),
          heading: m["notFound.heading"]({}, { locale }),
          text: m["notFound.text"]({}, { locale }),
        }}
      />
    </>
  );
}
