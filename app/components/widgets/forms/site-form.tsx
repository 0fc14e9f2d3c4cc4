import { Eye, EyeOff, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { formsEndpoint, sendForm } from "./endpoint";
import { emptyValues, normalise, validate, type Errors, type FieldSpec, type Values } from "./validate";

type Status = "idle" | "sending" | "sent" | "failed";

export type SiteFormProps = {
  /** Identifies the form in the endpoint payload ({ form, fields }). */
  name: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  successMessage: string;
  /** The form's accessible name. */
  label: string;
  layout?: "stacked" | "inline";
  tone?: "light" | "dark";
  /** Rendered between the fields and the submit button (e.g. "Forgot password?"). */
  beforeSubmit?: ReactNode;
  /** Grid columns for stacked forms: pairs of short fields sit side by side from md up. */
  columns?: 1 | 2;
  submitFullWidth?: boolean;
  className?: string;
};

const inputBase =
  "block w-full rounded-[12px] border px-4 text-base text-ink placeholder:text-[#6b7489] transition focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet aria-[invalid=true]:border-danger";

/**
 * The one form component of the site. Submit is always prevented; with no endpoint configured
 * nothing is sent, and with JavaScript off the page's CSP (form-action 'none') blocks the
 * browser's own submission. Fields are validated on submit with inline, linked messages.
 */
export function SiteForm({
  name,
  fields,
  submitLabel,
  successMessage,
  label,
  layout = "stacked",
  tone = "light",
  beforeSubmit,
  columns = 1,
  submitFullWidth = false,
  className = "",
}: SiteFormProps) {
  const uid = useId();
  const [values, setValues] = useState<Values>(() => emptyValues(fields));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState("");
  const [revealed, setRevealed] = useState<Record<string, boolean>>({});
  const refs = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});

  const fieldId = (field: string) => `${uid}-${field}`;
  const dark = tone === "dark";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const clean = normalise(fields, values);
    const found = validate(fields, clean);
    setErrors(found);
    setValues((current) => ({ ...current, ...clean }));
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      setStatus("idle");
      refs.current[firstInvalid.name]?.focus();
      return;
    }
    const endpoint = formsEndpoint();
    if (endpoint) {
      setStatus("sending");
      setFailure("");
      try {
        await sendForm(endpoint, name, clean);
      } catch (error) {
        setStatus("failed");
        setFailure(
          `Sorry, your message could not be sent (${
            error instanceof Error ? error.message : "network error"
          }). Please check your connection and try again; what you typed is still here.`,
        );
        return;
      }
    }
    setValues(emptyValues(fields));
    setRevealed({});
    setStatus("sent");
  }

  function update(field: string, value: string | boolean) {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === "sent") setStatus("idle");
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  const labelClass = dark ? "text-white" : "text-ink";
  const inputTone = dark
    ? "border-white/20 bg-white/5 text-white placeholder:text-on-dark-muted focus-visible:outline-mint"
    : "border-border bg-white";

  const renderField = (field: FieldSpec) => {
    const id = fieldId(field.name);
    const error = errors[field.name];
    const describedBy = [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
      .filter(Boolean)
      .join(" ");
    const common = {
      id,
      name: field.name,
      required: field.required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    } as const;
    const message = (
      <>
        {field.hint ? (
          <p id={`${id}-hint`} className={`mt-1.5 text-sm ${dark ? "text-on-dark-muted" : "text-muted"}`}>
            {field.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={`mt-1.5 text-sm font-medium ${dark ? "text-[#ff9bb0]" : "text-danger"}`}>
            {error}
          </p>
        ) : null}
      </>
    );

    if (field.type === "checkbox") {
      return (
        <div key={field.name} className={columns === 2 ? "md:col-span-2" : ""}>
          <div className="flex items-start gap-3">
            <input
              {...common}
              ref={(el) => {
                refs.current[field.name] = el;
              }}
              type="checkbox"
              checked={values[field.name] === true}
              onChange={(e) => update(field.name, e.currentTarget.checked)}
              className="mt-1 size-5 shrink-0 rounded accent-violet"
            />
            <label htmlFor={id} className={`text-sm leading-6 ${labelClass}`}>
              {field.label}
            </label>
          </div>
          {message}
        </div>
      );
    }

    const text = typeof values[field.name] === "string" ? (values[field.name] as string) : "";
    const isPassword = field.type === "password";
    const shown = revealed[field.name] === true;
    return (
      <div
        key={field.name}
        className={`min-w-0 ${layout === "inline" ? "flex-1" : ""} ${
          field.type === "textarea" && columns === 2 ? "md:col-span-2" : ""
        }`}
      >
        <label
          htmlFor={id}
          className={field.hideLabel ? "sr-only" : `mb-2 block text-sm font-semibold ${labelClass}`}
        >
          {field.label}
        </label>
        <div className="relative">
          {field.type === "textarea" ? (
            <textarea
              {...common}
              ref={(el) => {
                refs.current[field.name] = el;
              }}
              rows={5}
              placeholder={field.placeholder}
              value={text}
              onChange={(e) => update(field.name, e.currentTarget.value)}
              className={`${inputBase} ${inputTone} min-h-36 resize-y py-3 break-words`}
            />
          ) : (
            <input
              {...common}
              ref={(el) => {
                refs.current[field.name] = el;
              }}
              type={isPassword && shown ? "text" : field.type}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              minLength={field.minLength}
              value={text}
              onChange={(e) => update(field.name, e.currentTarget.value)}
              className={`${inputBase} ${inputTone} h-12 ${isPassword ? "pr-14" : ""}`}
            />
          )}
          {isPassword ? (
            <button
              type="button"
              onClick={() => setRevealed((r) => ({ ...r, [field.name]: !shown }))}
              aria-label={shown ? "Hide password" : "Show password"}
              aria-controls={id}
              className="absolute top-1/2 right-2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:text-ink"
            >
              {shown ? (
                <EyeOff aria-hidden="true" className="size-5" strokeWidth={1.75} />
              ) : (
                <Eye aria-hidden="true" className="size-5" strokeWidth={1.75} />
              )}
            </button>
          ) : null}
        </div>
        {message}
      </div>
    );
  };

  const submit = (
    <button
      type="submit"
      aria-disabled={status === "sending" || undefined}
      className={buttonClasses(dark ? "on-dark" : "primary", "md", `${submitFullWidth ? "w-full" : ""} shrink-0`)}
    >
      {status === "sending" ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Sending…
        </>
      ) : (
        submitLabel
      )}
    </button>
  );

  return (
    <form
      method="post"
      noValidate
      aria-label={label}
      aria-busy={status === "sending" || undefined}
      onSubmit={onSubmit}
      className={className}
    >
      {layout === "inline" ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {fields.map(renderField)}
          {beforeSubmit}
          {submit}
        </div>
      ) : (
        <div className={`grid gap-5 ${columns === 2 ? "md:grid-cols-2" : ""}`}>
          {fields.map(renderField)}
          {beforeSubmit ? <div className={columns === 2 ? "md:col-span-2" : ""}>{beforeSubmit}</div> : null}
          <div className={columns === 2 ? "md:col-span-2" : ""}>{submit}</div>
        </div>
      )}
      <p
        role="status"
        className={`text-sm font-medium empty:m-0 ${layout === "inline" ? "mt-3" : "mt-4"} ${
          dark ? "text-mint" : "text-[#13714a]"
        }`}
      >
        {status === "sent" ? successMessage : ""}
      </p>
      <p role="alert" className={`text-sm font-medium empty:m-0 ${dark ? "text-[#ff9bb0]" : "text-danger"}`}>
        {status === "failed" ? failure : ""}
      </p>
    </form>
  );
}
