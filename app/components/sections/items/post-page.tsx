import { useItemWords } from "~/lib/item-words";
import { useChrome } from "~/lib/chrome";
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BlogCard } from "~/components/cards/blog-card";
import { Prose } from "~/components/ui/prose";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SampleComment } from "~/content/blog";
import { ArticleComments, CommentForm } from "~/components/sections/blog/article-comments";
import { ArticleFooter } from "~/components/sections/blog/article-footer";
import { ArticleHeader } from "~/components/sections/blog/article-header";
import { hasContents, TableOfContents } from "./table-of-contents";
import { cn } from "~/lib/cn";
import type { BlogPostDetail, FieldSpec } from "~/content/types";
import { absoluteUrl } from "~/lib/seo";

type Props = {
  post: BlogPostDetail;
  comments: readonly SampleComment[];
  /** The comment form's fields in the page's language. */
  commentFields: readonly FieldSpec[];
};

/**
 * A blog post (/blog/<slug>, and the spec's /single-blog for the featured one): title band,
 * contents, the Markdown body, tags, share links, author, previous/next, comments, the comment
 * form and related posts. One reading column: on wide screens the contents stay beside it as
 * you read; the blog's sidebar (categories, tags, recent posts) is on the lists, not here.
 * Comments nest in the post's <article>, as the HTML standard describes for blog comments.
 */
export function PostPage({ post, comments, commentFields }: Props) {
  const say = useItemWords();
  const chrome = useChrome();
  // With no contents to list (a short post), the text is one centred column, not a column
  // beside an empty one.
  const aside = hasContents(post.toc);
  const column = aside ? "lg:col-start-1" : "mx-auto max-w-3xl";
  return (
    <>
      <article aria-labelledby="article-title">
        <ArticleHeader
          post={post}
          author={post.authorMember}
          titleId="article-title"
          crumbs={[
            { label: chrome("breadcrumb.home"), href: "/" },
            { label: say("items.crumb.blog"), href: "/blog" },
            { label: post.title, lang: post.lang },
          ]}
        />
        <div
          className={cn(
            "container-site grid grid-cols-1 pt-12 pb-[72px] md:pt-16 lg:pb-28",
            aside && "lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-x-16 xl:gap-x-24",
          )}
        >
          <p
            lang={post.lang}
            className={cn(
              "text-ink text-xl leading-8 font-medium md:text-[22px] md:leading-9",
              column,
            )}
          >
            {post.description}
          </p>
          <TableOfContents
            toc={post.toc}
            lang={post.htmlLang ?? post.lang}
            title={say("items.post.inThisArticle")}
            className="mt-10 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start"
          />
          <div className={cn("min-w-0", column)}>
            <Prose html={post.html} lang={post.htmlLang ?? post.lang} className="mt-10" />
            <ArticleFooter
              tags={post.tags}
              shareUrl={absoluteUrl(post.href)}
              title={post.title}
              author={post.authorMember}
            />
            <PostNav post={post} />
            {comments.length ? <ArticleComments comments={comments} /> : null}
            <CommentForm fields={commentFields} />
          </div>
        </div>
      </article>
      {post.related.length ? (
        <section
          aria-labelledby="related-title"
          className="section-y bg-surface-soft"
          data-print="skip"
        >
          <div className="container-site">
            <SectionHeading
              id="related-title"
              eyebrow={say("items.post.relatedEyebrow")}
              title={say("items.post.relatedTitle")}
            />
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {post.related.map((related) => (
                <li key={related.slug} className="flex [&>article]:w-full">
                  <BlogCard readMore={say("blog.card.readMore")} post={related} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

const navLink =
  "group border-border hover:border-violet flex h-full flex-col gap-1 rounded-[20px] border bg-surface p-5 wrap-anywhere transition duration-200 ease-out md:p-6";

function PostNav({ post }: { post: BlogPostDetail }) {
  const say = useItemWords();
  if (!post.previous && !post.next) return null;
  return (
    <nav
      aria-label={say("items.post.postNavigation")}
      className="mt-12"
      data-pagefind-ignore
      data-print="skip"
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {post.previous ? (
          <li>
            <Link to={post.previous.href} rel="prev" className={navLink}>
              <span className="text-muted inline-flex items-center gap-1.5 text-sm font-semibold">
                <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2} />
                {say("items.post.previousPost")}
              </span>
              <span
                lang={post.previous.lang}
                className="text-ink group-hover:text-violet text-base leading-6 font-bold"
              >
                {post.previous.title}
              </span>
            </Link>
          </li>
        ) : null}
        {post.next ? (
          <li className="sm:col-start-2">
            <Link to={post.next.href} rel="next" className={`${navLink} sm:text-right`}>
              <span className="text-muted inline-flex items-center gap-1.5 text-sm font-semibold sm:justify-end">
                {say("items.post.nextPost")}
                <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
              </span>
              <span
                lang={post.next.lang}
                className="text-ink group-hover:text-violet text-base leading-6 font-bold"
              >
                {post.next.title}
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
