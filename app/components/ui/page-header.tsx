import { useChrome } from "~/lib/chrome";
import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb";

type Props = {
  title: string;
  intro?: ReactNode;
  /** Trail between Home and the current page (the current page is added from `crumb` or `title`). */
  trail?: Crumb[];
  crumb?: string;
  /** The title's and intro's language when it is not the page's (an item not translated yet). */
  lang?: string;
};

/** Dark band under the header with the page's h1 and its breadcrumb. */
export function PageHeader({ title, intro, trail = [], crumb, lang }: Props) {
  const say = useChrome();
  const items: Crumb[] = [
    { label: say("breadcrumb.home"), href: "/" },
    ...trail,
    crumb ? { label: crumb } : { label: title, lang },
  ];
  return (
    <div className="on-dark bg-band relative isolate overflow-hidden pt-36 pb-16 text-center text-white md:pt-44 md:pb-24">
      <div aria-hidden="true" className="glow absolute inset-0 -z-10" />
      <div className="container-site">
        <h1 lang={lang} className="h1 mx-auto max-w-3xl text-white">
          {title}
        </h1>
        {intro ? (
          <p lang={lang} className="text-on-dark-muted mx-auto mt-4 max-w-2xl">
            {intro}
          </p>
        ) : null}
        <div className="mt-6">
          <Breadcrumb items={items} />
        </div>
      </div>
    </div>
  );
}
