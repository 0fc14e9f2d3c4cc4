import { ArrowRight } from "~/components/ui/icons";
import { BlogCard } from "~/components/cards/blog-card";
import { ButtonLink } from "~/components/ui/button";
import type { BlogPost } from "~/content/types";
import { AverageRating } from "../shared/home-rating";

type Props = {
  id?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  rating: number;
  ratingCaption: string;
  posts: readonly BlogPost[];
  cta: { label: string; href: string };
  /** Each card's "Read more" cue. */
  readMore: string;
};

/** Three recent posts under a heading that carries the average customer rating. */
export function BlogTeaser({
  id = "blog",
  eyebrow,
  title,
  intro,
  rating,
  ratingCaption,
  posts,
  cta,
  readMore,
}: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="section-y bg-surface-soft">
      <div className="container-site">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={headingId} className="h2 mt-3">
              {title}
            </h2>
            {intro ? <p className="text-muted mt-4">{intro}</p> : null}
          </div>
          <div className="flex shrink-0 flex-col items-start gap-5 lg:items-end">
            <AverageRating rating={rating} caption={ratingCaption} />
            <ButtonLink to={cta.href} variant="secondary">
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
            </ButtonLink>
          </div>
        </div>
        <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.slug}
              className="flex md:last:col-span-2 lg:last:col-span-1 [&>article]:w-full"
            >
              <BlogCard readMore={readMore} post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
