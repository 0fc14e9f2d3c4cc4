import { useItemWords } from "~/lib/item-words";
import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";

/** "This role is closed", with the way to the open ones: on a closed role's page and its application page. */
export function ClosedNotice() {
  const say = useItemWords();
  return (
    <section
      aria-labelledby="job-closed"
      // The page's own colours with a sun-coloured frame: the portraits' light sun tint behind the
      // theme's ink left the words unreadable in the dark theme.
      className="border-sun bg-surface-soft text-ink mb-10 rounded-[20px] border p-6"
    >
      <h2 id="job-closed" className="flex items-center gap-2 text-xl leading-7 font-bold">
        {say("items.job.closedTitle")}
      </h2>
      <p className="mt-2 text-base leading-[26px]">{say("items.job.closedText")}</p>
      <ButtonLink to="/career" variant="secondary" className="mt-4">
        {say("items.job.seeOpenRoles")}
        <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2} />
      </ButtonLink>
    </section>
  );
}
