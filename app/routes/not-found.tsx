import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { NotFound } from "~/components/sections/shared/not-found";
import { localeOfRequest } from "~/lib/i18n";
import { itemWords } from "~/lib/item-words.server";
import { notFoundSeo, notFoundWords } from "~/lib/not-found-seo";

// The catch-all: prerendered as /404 (and /de/404) and moved to build/client/404.html by
// scripts/postbuild.mjs, the page every host answers an unknown address with. Its words come in
// its HTML; an address the browser finds missing itself is the root's error boundary's.
export function loader({ request }: LoaderFunctionArgs) {
  return { words: itemWords(localeOfRequest(request), "notFound") };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  loaderData ? notFoundSeo(location, loaderData.words) : [];

/** notFound: the language switcher links each language's home page, not a missing twin. */
export const handle = { heroTone: "light", notFound: true };

export default function NotFoundRoute() {
  const { words } = useLoaderData<typeof loader>();
  return <NotFound words={notFoundWords(words)} missing />;
}
