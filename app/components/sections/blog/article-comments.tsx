import { useItemWords } from "~/lib/item-words";
import { useLocale } from "~/lib/i18n";
import { Clock } from "~/components/ui/icons";
import { Avatar } from "~/components/ui/avatar";
import { SiteForm } from "~/components/widgets/forms/site-form";
import type { SampleComment } from "~/content/blog";
import type { FieldSpec } from "~/content/types";
import { formatDate } from "~/lib/format";

/** The comment list: an ordered list of comments, each an <article> nested in the post's. */
export function ArticleComments({ comments }: { comments: readonly SampleComment[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="comments-title" className="mt-16">
      <h2 id="comments-title" className="h3 md:text-[28px] md:leading-9">
        {comments.length} {comments.length === 1 ? "comment" : "comments"}
      </h2>
      <ol className="mt-6 flex flex-col gap-4">
        {comments.map((comment) => (
          <li key={comment.id}>
            <article
              aria-labelledby={`comment-${comment.id}`}
              className="border-border flex gap-4 rounded-[20px] border bg-surface p-5 md:gap-5 md:p-6"
            >
              <Avatar
                portrait={comment.portrait}
                size={52}
                className="size-11 shrink-0 md:size-[52px]"
              />
              <div className="min-w-0">
                <header className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                  <h3 id={`comment-${comment.id}`} className="text-base leading-6 font-bold">
                    {comment.author}
                  </h3>
                  <time dateTime={comment.date} className="text-muted text-sm">
                    {formatDate(comment.date, locale)}
                  </time>
                </header>
                <p className="text-ink-soft mt-2 text-base leading-[26px]">{comment.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Leave a comment": the site form (nothing is sent) and the promise of a reply in 24 hours. */
export function CommentForm({ fields }: { fields: readonly FieldSpec[] }) {
  const say = useItemWords();
  return (
    <section
      aria-labelledby="comment-form-title"
      className="border-border bg-surface-soft mt-12 rounded-[24px] border p-6 md:p-10"
    >
      <h2 id="comment-form-title" className="h3 md:text-[28px] md:leading-9">
        {say("blog.comments.title")}
      </h2>
      <p className="text-muted mt-2 text-base leading-[26px]">
        {say("blog.comments.intro")}
      </p>
      <SiteForm
        name="comment"
        label={say("blog.comments.title")}
        fields={fields}
        columns={2}
        submitLabel={say("blog.comments.submit")}
        successMessage={say("blog.comments.success")}
        className="mt-8"
      />
      <p className="border-border text-ink mt-6 flex items-center gap-2.5 border-t pt-6 text-base font-medium">
        <Clock aria-hidden="true" className="text-violet size-5 shrink-0" strokeWidth={1.75} />
        {say("blog.comments.replyPromise")}
      </p>
    </section>
  );
}
