import { useItemWords } from "~/lib/item-words";
import { Link } from "~/components/ui/link";
import { Avatar } from "~/components/ui/avatar";
import { ShareLinks } from "~/components/widgets/share-links";
import { site } from "~/content/site";
import type { Tag, TeamMember } from "~/content/types";

type Props = {
  tags: readonly Tag[];
  shareUrl: string;
  title: string;
  author?: TeamMember;
};

/** Under the article text: its tags, the share links and a short note about the author. */
export function ArticleFooter({ tags, shareUrl, title, author }: Props) {
  const say = useItemWords();
  return (
    <footer className="border-border mt-14 border-t pt-8" data-pagefind-ignore>
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div>
          <p id="article-tags" className="text-muted text-sm font-semibold tracking-wide uppercase">
            {say("blog.footer.tags")}
          </p>
          <ul aria-labelledby="article-tags" className="mt-3 flex flex-wrap gap-2 wrap-anywhere">
            {tags.map(({ name: tag, href }) => (
              <li key={tag}>
                <Link
                  to={href}
                  className="bg-surface-soft text-ink hover:bg-violet-soft hover:text-violet inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium transition duration-200"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {/* Sharing is for a screen: a printed article leaves it out (app/styles/print.css). */}
        <div data-print="skip">
          <p className="text-muted text-sm font-semibold tracking-wide uppercase">
            {say("blog.footer.share")}
          </p>
          <ShareLinks url={shareUrl} title={title} className="mt-3" />
        </div>
      </div>

      {author ? (
        <div className="border-border shadow-soft mt-10 flex flex-col gap-5 rounded-[20px] border bg-surface p-6 sm:flex-row sm:items-start md:p-8">
          <Avatar portrait={author.portrait} size={72} className="shrink-0" />
          <div>
            <p className="text-violet text-sm font-semibold tracking-wide uppercase">{say("blog.footer.writtenBy")}</p>
            <p className="text-ink mt-1 text-xl leading-7 font-bold">
              <Link to={author.href} className="hover:text-violet underline-offset-4 hover:underline">
                {author.name}
              </Link>
            </p>
            <p className="text-muted text-base">
              {say("blog.footer.roleAt", { role: author.role, name: site.name })}
            </p>
            <p className="text-ink-soft mt-3 text-base leading-[26px]">{author.bio}</p>
          </div>
        </div>
      ) : null}
    </footer>
  );
}
