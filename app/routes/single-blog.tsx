import { ArticleBody } from "~/components/sections/blog/article-body";
import { ArticleComments, CommentForm } from "~/components/sections/blog/article-comments";
import { ArticleFooter } from "~/components/sections/blog/article-footer";
import { ArticleHeader } from "~/components/sections/blog/article-header";
import { BlogSidebar } from "~/components/sections/blog/blog-sidebar";
import { article, articlePost } from "~/content/article";
import { articleTags, posts, sampleComments } from "~/content/blog";
import { getPage } from "~/content/pages";
import { team } from "~/content/team";
import { absoluteUrl, seo } from "~/lib/seo";

const page = getPage("/single-blog");
const author = team.find((member) => member.name === articlePost.author);

export const meta = () => seo("/single-blog");

/**
 * Spec §2: the article with tags, share links, sample comments and the comment form. Comments
 * are nested in the post's <article>, as the HTML standard describes for blog comments.
 */
export default function SingleBlogPage() {
  return (
    <article aria-labelledby="article-title">
      <ArticleHeader
        post={articlePost}
        author={author}
        titleId="article-title"
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Blog", href: "/blog" },
          { label: page.label },
        ]}
      />
      <div className="container-site grid gap-14 pt-12 pb-[72px] md:pt-16 lg:grid-cols-[minmax(0,1fr)_340px] lg:pb-28 xl:gap-20">
        <div className="min-w-0">
          <ArticleBody article={article} />
          <ArticleFooter
            tags={articleTags}
            shareUrl={absoluteUrl(page.path)}
            title={articlePost.title}
            author={author}
          />
          <ArticleComments comments={sampleComments} />
          <CommentForm />
        </div>
        <BlogSidebar
          listed={posts.filter((post) => post.id !== articlePost.id).slice(0, 3)}
          listTitle="Keep reading"
        />
      </div>
    </article>
  );
}
