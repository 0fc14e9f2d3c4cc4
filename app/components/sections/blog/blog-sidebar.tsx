import { useItemWords } from "~/lib/item-words";
import { useLocale } from "~/lib/i18n";
import { ArrowRight, Sparkles } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ButtonLink } from "~/components/ui/button";
import { Cover } from "~/components/ui/cover";
import type { BlogPost } from "~/content/types";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/cn";

type Term = { name: string; label: string; href: string; count: number };

/** What the sidebar shows; a route's loader builds it (blogSidebar in app/content/collections/queries.server.ts). */
export type BlogSidebarData = {
  /** Posts for the short list (those not already shown in the page's main column). */
  listed: readonly BlogPost[];
  categories: readonly Term[];
  tags: readonly Term[];
};

type Props = BlogSidebarData & {
  listTitle?: string;
  className?: string;
};

const panel = "rounded-[20px] border border-border bg-surface p-6 shadow-soft";
const panelTitle = "text-lg leading-7 font-bold";

/** The blog sidebar: categories with counts, a short list of posts, tags and a trial card. */
export function BlogSidebar({
  listed,
  categories,
  tags,
  listTitle,
  className = "",
}: Props) {
  const locale = useLocale();
  const say = useItemWords();
  return (
    // Other posts, terms and counts, the same beside every list: search finds each at its own page.
    <aside
      data-pagefind-ignore
      aria-label={say("blog.sidebar.label")}
      className={cn("flex flex-col gap-6 wrap-anywhere", className)}
    >
      <section aria-labelledby="sidebar-categories" className={cn(panel, "")}>
        <h2 id="sidebar-categories" className={panelTitle}>
          {say("blog.sidebar.categories")}
        </h2>
        <ul className="mt-4 -mb-2">
          {categories.map(({ name: category, label, href, count }) => (
            <li key={category} className="border-border border-t first:border-t-0">
              <Link
                to={href}
                className="group text-ink hover:text-violet flex min-h-12 items-center justify-between gap-3 rounded-lg py-2 text-base font-medium"
              >
                <span className="inline-flex items-center gap-2">
                  <ArrowRight
                    aria-hidden="true"
                    className="text-muted group-hover:text-violet size-4 transition duration-200 group-hover:translate-x-0.5"
                    strokeWidth={2}
                  />
                  {label}
                </span>
                <span className="bg-surface-soft text-muted group-hover:bg-violet-soft group-hover:text-violet inline-flex min-w-8 items-center justify-center rounded-full px-2.5 py-0.5 text-sm font-semibold">
                  {count}
                  <span className="sr-only"> {say("blog.sidebar.posts", { count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sidebar-posts" className={cn(panel, "")}>
        <h2 id="sidebar-posts" className={panelTitle}>
          {listTitle ?? say("blog.sidebar.popular")}
        </h2>
        <ul className="mt-5 flex flex-col gap-5">
          {listed.map((post) => (
            <li key={post.slug} className="group relative flex items-center gap-4">
              {/* Beside the list (lg and up) each title has its thumbnail. Below it, where the
                  sidebar follows the list, titles stand alone: the covers were just above, and
                  hidden lazy images are never fetched, so phones load three images fewer. */}
              <div
                lang={post.lang}
                className="bg-surface-soft w-24 shrink-0 overflow-hidden rounded-xl max-lg:hidden"
              >
                <Cover name={post.image} className="aspect-square" sizes="96px" />
              </div>
              <div className="min-w-0">
                <time dateTime={post.date} className="text-muted text-sm">
                  {formatDate(post.date, locale)}
                </time>
                <p lang={post.lang} className="mt-1 text-base leading-6 font-semibold">
                  <Link
                    to={post.href}
                    className="group-hover:text-violet after:absolute after:inset-0 focus-visible:outline-offset-4"
                  >
                    {post.title}
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sidebar-tags" className={cn(panel, "")}>
        <h2 id="sidebar-tags" className={panelTitle}>
          {say("blog.sidebar.tags")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {tags.map(({ name: tag, href }) => (
            <li key={tag}>
              <Link
                to={href}
                className="border-border text-ink hover:border-violet hover:bg-violet-soft hover:text-violet inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition duration-200"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="sidebar-trial"
        className="on-dark bg-band relative isolate overflow-hidden rounded-[20px] p-7 text-white lg:sticky lg:top-28"
      >
        <div aria-hidden="true" className="glow glow-mirrored glow-strong absolute inset-0 -z-10" />
        <span className="text-mint inline-flex size-11 items-center justify-center rounded-xl bg-white/10">
          <Sparkles aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </span>
        <h2 id="sidebar-trial" className="mt-4 text-xl leading-7 font-bold text-white">
          {say("blog.sidebar.trialTitle")}
        </h2>
        <p className="text-on-dark-muted mt-2 text-base leading-[26px]">
          {say("blog.sidebar.trialText")}
        </p>
        <ButtonLink to="/sign-up" variant="on-dark" className="mt-5 w-full">
          {say("blog.sidebar.trialCta")}
        </ButtonLink>
      </section>
    </aside>
  );
}
