import type { MetaFunction } from "react-router";
import { NotFound } from "~/components/sections/shared/not-found";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = ({ location, loaderData }) =>
  seo("/errors-404", { location, data: loaderData });

export const handle = { heroTone: "light" };

export default function Errors404Route() {
  return <NotFound />;
}
