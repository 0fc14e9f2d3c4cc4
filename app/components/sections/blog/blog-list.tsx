import { useItemWords } from "~/lib/item-words";
import type { ReactNode } from "react";
import { BlogCard } from "~/components/cards/blog-card";
import type { BlogPost } from "~/content/types";
import { rowSizes } from "~/lib/sizes";
import { Pagination, type PageLink } from "./pagination";

/** The list's column: the container, less the 340px sidebar and its gap (48px, 64px from xl). */
const COLUMN_SIZES = rowSizes([
  { columns: 1 },
  { from: 1024, columns: 1, aside: 388 },
  { from: 1280, columns: 1, aside: 404 },
]);
/** Rows: the cover takes 44% of the card from md. */
const ROW_SIZES = rowSizes([
  { columns: 1 },
  { from: 768, columns: 1, share: 0.44 },
  { from: 1024, columns: 1, aside: 388, share: 0.44 },
  { from: 1280, columns: 1, aside: 404, share: 0.44 },
]);

type Props = {
  id: string;
  title: string;
  posts: readonly BlogPost[];
  /** rows: one post per row, cover beside the text; column: one reading column of big cards. */
  layout: "rows" | "column";
  /** The pages to link to (see Pagination) and how many there are in all. */
  pagination: { pages: readonly PageLink[]; count: number; previous?: string; next?: string };
  /** 1-based number of this page. */
  current?: number;
  /** Where this page's posts sit in the whole list: the first one's number (1-based) and how many there are. */
  shown: { from: number; total: number };
  sidebar: ReactNode;
};

/** A list of posts with pagination in the main column and the blog sidebar beside it. */
export function BlogList({ id, title, posts, layout, pagination, current = 1, shown, sidebar }: Props) {
  const say = useItemWords();
  const to = shown.from + posts.length - 1;
  return (
    <div className="section-y bg-surface-soft">
      <div className="container-site grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_340px] xl:gap-16">
        <section aria-labelledby={id}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <h2 id={id} className="text-2xl leading-8 font-bold md:text-[28px] md:leading-9">
              {title}
            </h2>
            <p className="text-muted text-base">
              {posts.length === shown.total || posts.length === 0
                ? say("blog.list.count", { count: posts.length })
                : posts.length === 1
                  ? say("blog.list.rangeOne", { number: shown.from, total: shown.total })
                  : say("blog.list.range", { from: shown.from, to, total: shown.total })}
            </p>
          </div>
          <ul className="mt-8 grid gap-6 md:gap-8">
            {posts.map((post) => (
              <li key={post.slug} className="flex [&>article]:w-full">
                <BlogCard
                  readMore={say("blog.card.readMore")}
                  post={post}
                  variant={layout === "rows" ? "row" : "stacked"}
                  sizes={layout === "rows" ? ROW_SIZES : COLUMN_SIZES}
                />
              </li>
            ))}
          </ul>
          {pagination.count > 1 ? (
            <Pagination {...pagination} current={current} className="mt-12" />
          ) : null}
        </section>
        {sidebar}
      </div>
    </div>
  );
}
