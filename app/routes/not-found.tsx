import type { MetaFunction } from "react-router";
import { NotFound } from "~/components/sections/shared/not-found";
import { notFoundSeo } from "~/lib/not-found-seo";

// The catch-all: prerendered as /404 and moved to build/client/404.html by scripts/postbuild.mjs.
export const meta: MetaFunction = ({ location }) => notFoundSeo(location);

/** notFound: the language switcher links each language's home page, not a missing twin. */
export const handle = { heroTone: "light", notFound: true };

export default function NotFoundRoute() {
  return <NotFound />;
}
