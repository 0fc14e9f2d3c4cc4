import { useItemWords } from "~/lib/item-words";
import { useLocale } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { Clock } from "~/components/ui/icons";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { Avatar } from "~/components/ui/avatar";
import { Cover } from "~/components/ui/cover";
import type { BlogPost, TeamMember } from "~/content/types";
import { formatDate } from "~/lib/format";
import { rowSizes } from "~/lib/sizes";

type Props = {
  post: BlogPost;
  author?: TeamMember;
  crumbs: Crumb[];
  titleId: string;
};

/** The article's dark title band (breadcrumb, category, h1, byline) and its cover under it. */
export function ArticleHeader({ post, author, crumbs, titleId }: Props) {
  const locale = useLocale();
  const say = useItemWords();
  return (
    <header>
      <div className="on-dark bg-band relative isolate overflow-hidden pt-32 pb-36 text-center text-white md:pt-40 md:pb-56">
        <div aria-hidden="true" className="glow absolute inset-0 -z-10" />
        <div className="container-site">
          <Breadcrumb items={crumbs} />
          <p className="mt-8" data-pagefind-ignore>
            <span className="bg-mint text-on-accent inline-flex rounded-full px-3 py-1 text-sm font-semibold">
              {post.categoryLabel}
            </span>
          </p>
          <h1 id={titleId} lang={post.lang} className="h1 mx-auto mt-5 max-w-4xl text-white">
            {post.title}
          </h1>
          <div
            data-pagefind-ignore
            className="text-on-dark-muted mt-7 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 text-base"
          >
            <span className="inline-flex items-center gap-3">
              {author ? <Avatar portrait={author.portrait} size={40} className="shrink-0" /> : null}
              <span>
                {say("blog.byline")}{" "}
                <Link
                  to={post.authorHref}
                  className="font-semibold text-white underline-offset-4 hover:underline"
                >
                  {post.author}
                </Link>
              </span>
            </span>
            <span
              aria-hidden="true"
              className="bg-on-dark-muted hidden size-1 rounded-full sm:block"
            />
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            <span
              aria-hidden="true"
              className="bg-on-dark-muted hidden size-1 rounded-full sm:block"
            />
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" strokeWidth={1.75} />
              {say("blog.minRead", { minutes: post.readMinutes })}
            </span>
          </div>
        </div>
      </div>
      <div className="container-site relative -mt-24 md:-mt-40">
        <div className="bg-surface-soft shadow-lift overflow-hidden rounded-[24px]">
          <Cover
            name={post.image}
            className="aspect-[16/10] md:aspect-[21/9]"
            sizes={rowSizes([{ columns: 1 }])}
            priority
          />
        </div>
      </div>
    </header>
  );
}
