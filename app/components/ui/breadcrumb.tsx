import { useChrome } from "~/lib/chrome";
import { ChevronRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

export type Crumb = {
  label: string;
  href?: string;
  /** The label's language when it is not the page's (an item not translated yet). */
  lang?: string;
};

/** WAI-ARIA breadcrumb: an ordered list in a labelled nav, the last item marked current. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const say = useChrome();
  return (
    <nav aria-label={say("breadcrumb.label")} data-pagefind-ignore>
      <ol className="text-on-dark-muted flex flex-wrap items-center justify-center gap-1.5 text-sm wrap-anywhere">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1.5">
              {last || !item.href ? (
                <span
                  lang={item.lang}
                  aria-current={last ? "page" : undefined}
                  className="font-semibold text-white"
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.href}
                  className="inline-flex min-h-6 items-center rounded underline-offset-4 hover:text-white hover:underline"
                >
                  {item.label}
                </Link>
              )}
              {last ? null : (
                <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.75} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
