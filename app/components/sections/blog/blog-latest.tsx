import { useItemWords } from "~/lib/item-words";
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
  const say = useItemWords();
  return (
    <div className="section-y bg-surface-soft">
      <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_340px] xl:gap-16">
        <section aria-labelledby="latest-articles">
          <p className="eyebrow">{say("blog.latest.eyebrow")}</p>
          <h2 id="latest-articles" className="h2 mt-3">
            {say("blog.latestArticles")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 md:gap-8">
            {posts.map((post, index) => (
              <li
                key={post.slug}
                className={cn("flex [&>article]:w-full", index === 0 && "md:col-span-2")}
              >
                <BlogCard
                  readMore={say("blog.card.readMore")}
                  post={post}
                  variant={index === 0 ? "row" : "stacked"}
                />
              </li>
            ))}
          </ul>
          <div className="border-border bg-surface mt-10 flex flex-col items-start gap-4 rounded-[20px] border p-6 sm:flex-row sm:items-center sm:justify-between md:p-8">
            <p className="text-muted text-base leading-[26px]">
              <span className="text-ink block text-lg font-bold">
                {say("blog.latest.olderTitle")}
              </span>
              {say("blog.latest.olderText")}
            </p>
            <ButtonLink to="/blog" variant="secondary">
              {say("blog.latest.browseAll")}
            </ButtonLink>
          </div>
        </section>
        {sidebar}
      </div>
    </div>
  );
}
