import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";
import type { ReactNode } from "react";
import { BlogCard } from "~/components/cards/blog-card";
import { ButtonLink } from "~/components/ui/button";
import type { BlogPost } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = {
  posts: readonly BlogPost[];
  sidebar: ReactNode;
};

/**
 * "Latest articles": the newest post as a wide card with the next ones in two columns under
 * it, beside the blog sidebar's reading list.
 */
export function BlogLatest({ posts, sidebar }: Props) {
  const locale = useLocale();
  return (
    <div className="section-y bg-surface-soft">
      <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_340px] xl:gap-16">
        <section aria-labelledby="latest-articles">
          <p className="eyebrow">{m["blog.latest.eyebrow"]({}, { locale })}</p>
          <h2 id="latest-articles" className="h2 mt-3">
            {m["blog.latestArticles"]({}, { locale })}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 md:gap-8">
            {posts.map((post, index) => (
              <li
                key={post.slug}
                className={cn("flex [&>article]:w-full", index === 0 && "md:col-span-2")}
              >
                <BlogCard post={post} variant={index === 0 ? "row" : "stacked"} />
              </li>
            ))}
          </ul>
          <div className="border-border bg-surface mt-10 flex flex-col items-start gap-4 rounded-[20px] border p-6 sm:flex-row sm:items-center sm:justify-between md:p-8">
            <p className="text-muted text-base leading-[26px]">
              <span className="text-ink block text-lg font-bold">
                {m["blog.latest.olderTitle"]({}, { locale })}
              </span>
              {m["blog.latest.olderText"]({}, { locale })}
            </p>
            <ButtonLink to="/blog" variant="secondary">
              {m["blog.latest.browseAll"]({}, { locale })}
            </ButtonLink>
          </div>
        </section>
        {sidebar}
      </div>
    </div>
  );
}
