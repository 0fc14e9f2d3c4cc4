import { Lightbulb, Quote } from "~/components/ui/icons";
import type { Article } from "~/content/article";
import { articleBodyCopy } from "~/content/copy/blog";
import { cn } from "~/lib/cn";

/** Where the pull quote sits: after this many habits. */
const QUOTE_AFTER = 3;

/** The article's text: lead, table of contents, the habits with a tip each, a quote, the close. */
export function ArticleBody({ article }: { article: Article }) {
  return (
    <div className="text-ink-soft">
      <p className="text-ink text-xl leading-8 font-medium md:text-[22px] md:leading-9">
        {article.lead}
      </p>

      <nav
        aria-labelledby="article-contents"
        className="border-border bg-surface-soft mt-10 rounded-[20px] border p-6 md:p-8"
      >
        <p id="article-contents" className="eyebrow">
          {articleBodyCopy.inThisArticle}
        </p>
        <ol className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-2">
          {article.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-ink hover:text-violet block rounded-lg py-1.5 text-base leading-6 font-medium underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose-site mt-10">
        {article.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      {article.sections.map((section, index) => (
        <div key={section.id} className={cn("", index + 1 === QUOTE_AFTER ? "" : "")}>
          <section aria-labelledby={section.id} className="mt-14">
            <h2 id={section.id} className="h3 scroll-mt-28 md:text-[28px] md:leading-9">
              {section.heading}
            </h2>
            <div className="prose-site mt-4">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {section.tryThis ? (
              <p className="border-violet/15 bg-violet-soft text-ink mt-6 flex gap-3 rounded-2xl border p-5 text-base leading-[26px]">
                <Lightbulb
                  aria-hidden="true"
                  className="text-violet mt-0.5 size-5 shrink-0"
                  strokeWidth={1.75}
                />
                <span>
                  <strong className="font-semibold">Try this: </strong>
                  {section.tryThis}
                </span>
              </p>
            ) : null}
          </section>
          {index + 1 === QUOTE_AFTER ? (
            <figure className="bg-band relative mt-14 overflow-hidden rounded-[24px] p-8 text-white md:p-10">
              <Quote aria-hidden="true" className="text-mint size-9" strokeWidth={1.75} />
              <blockquote className="mt-4 text-xl leading-8 font-semibold text-white md:text-2xl md:leading-9">
                <p>{article.quote.text}</p>
              </blockquote>
              <figcaption className="text-on-dark-muted mt-5 text-base">
                — {article.quote.attribution}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ))}

      <section aria-labelledby="article-closing" className="mt-14">
        <h2 id="article-closing" className="h3 scroll-mt-28 md:text-[28px] md:leading-9">
          {article.closing.heading}
        </h2>
        <div className="prose-site mt-4">
          {article.closing.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
    </div>
  );
}
