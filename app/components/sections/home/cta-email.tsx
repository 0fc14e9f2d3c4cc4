import { CircleCheck } from "~/components/ui/icons";
import { SiteForm } from "~/components/widgets/forms/site-form";
import type { emailField } from "~/content/home";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  notes?: readonly string[];
  form: { name: string; label: string; submitLabel: string; successMessage: string };
  /** The email field in the page's language. */
  field: typeof emailField;
};

/** A call to action with one email field (the shared form component: nothing is sent). */
export function CtaEmail({ id, eyebrow, title, intro, notes = [], form, field }: Props) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="pb-4 md:pb-8">
      <div className="container-site">
        <div className="border-border bg-surface-soft relative isolate overflow-hidden rounded-[28px] border px-6 py-12 md:px-16 md:py-16">
          <div aria-hidden="true" className="glow glow-soft glow-mirrored absolute inset-0 -z-10" />
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
              <h2 id={headingId} className="h2 mt-3">
                {title}
              </h2>
              {intro ? <p className="text-muted mt-4">{intro}</p> : null}
            </div>
            <div>
              <SiteForm
                name={form.name}
                label={form.label}
                fields={[field]}
                submitLabel={form.submitLabel}
                successMessage={form.successMessage}
                layout="inline"
              />
              {notes.length ? (
                <ul className="text-ink mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
                  {notes.map((note) => (
                    <li key={note} className="flex items-center gap-2">
                      <CircleCheck
                        aria-hidden="true"
                        className="text-violet size-4"
                        strokeWidth={2}
                      />
                      {note}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
