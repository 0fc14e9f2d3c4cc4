import { NotFound } from "./not-found";
import { site } from "~/content/site";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";

/**
 * The not-found screen with its own title, for a link followed in the browser whose data file
 * answers 404 (the not-found document itself brings its words, tags and screen: app/root.tsx). The
 * root's error boundary loads it on demand, so no page carries it or its messages; React puts the
 * `<title>` into the head.
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
          searchLabel: m["notFound.search.label"]({}, { locale }),
          searchSubmit: m["notFound.search.submit"]({}, { locale }),
        }}
        missing
      />
    </>
  );
}
