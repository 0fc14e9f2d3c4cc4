import { NotFound } from "~/components/sections/shared/not-found";
import { seo } from "~/lib/seo";

export const meta = () => seo("/errors-404");

export const handle = { heroTone: "light" };

export default function Errors404Route() {
  return <NotFound />;
}
