import { Accordion } from "~/components/widgets/accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import { faqs } from "~/content/faq";
import type { FaqItem } from "~/content/types";
import { faqSectionCopy } from "~/content/copy/shared";

type Props = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  items?: readonly FaqItem[];
  /** Site search lists its answers (on /faq); elsewhere the block repeats that page. */
  searchable?: boolean;
};

/** The FAQ block (/home-3, /about-us, /contact-us, /faq): a heading and the one-open accordion. */
export function FaqSection({
  id = "faq",
  eyebrow = "FAQ",
  title = faqSectionCopy.frequentlyAskedQuestions,
  intro,
  items = faqs,
  searchable = false,
}: Props) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="section-y"
      {...(searchable ? {} : { "data-pagefind-ignore": "" })}
    >
      <div className="container-site grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          align="start"
          className="lg:sticky lg:top-32 lg:self-start"
        />
        <Accordion items={items} idPrefix={id} headingLevel="h3" />
      </div>
    </section>
  );
}
