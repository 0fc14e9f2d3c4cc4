import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { NotFound } from "~/components/sections/shared/not-found";
import { localized } from "~/content/localized.server";
import { localeOfRequest } from "~/lib/i18n";
import { itemWords } from "~/lib/item-words.server";
import { notFoundWords } from "~/lib/not-found-seo";
import { seo } from "~/lib/seo";

/** The page's title and description in its language (docs/i18n.md). */
export function loader({ request }: LoaderFunctionArgs) {
  const { getPage } = localized("pages", localeOfRequest(request)) as typeof import("~/content/pages");
  return { page: getPage("/errors-404"), words: itemWords(localeOfRequest(request), "notFound") };
}

export const meta: MetaFunction<typeof loader> = ({ location, loaderData }) =>
  seo("/errors-404", {
    location,
    data: loaderData,
    ...(loaderData ? { page: loaderData.page } : {}),
  });

export const handle = { heroTone: "light" };

export default function Errors404Route() {
  const { words } = useLoaderData<typeof loader>();
  return <NotFound words={notFoundWords(words)} />;
}
