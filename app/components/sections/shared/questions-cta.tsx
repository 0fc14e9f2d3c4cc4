import { useChrome } from "~/lib/chrome";
import { MessageCircleQuestion } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { questionsCtaCopy } from "~/content/copy/shared";

/** "Still, you have any questions?" band with a Contact Us button (FAQ and testimonials pages). */
export function QuestionsCta({
  title = questionsCtaCopy.stillYouHaveAny,
  text = questionsCtaCopy.ourTeamAnswersEvery,
}: {
  title?: string;
  text?: string;
}) {
  const say = useChrome();
  return (
    <section aria-labelledby="questions-cta" data-pagefind-ignore className="pb-[72px] lg:pb-28">
      <div className="container-site">
        <div className="border-border bg-surface-soft flex flex-col items-start gap-6 rounded-[24px] border p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex items-start gap-5">
            <span className="bg-primary hidden size-14 shrink-0 items-center justify-center rounded-2xl text-white sm:inline-flex">
              <MessageCircleQuestion aria-hidden="true" className="size-7" strokeWidth={1.75} />
            </span>
            <div>
              <h2 id="questions-cta" className="h3">
                {title}
              </h2>
              <p className="text-muted mt-2">{text}</p>
            </div>
          </div>
          <ButtonLink to="/contact-us" size="lg">
            {say("nav.link.contactUs")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
