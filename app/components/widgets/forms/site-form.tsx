import { useChrome } from "~/lib/chrome";
import { useLocale } from "~/lib/i18n";
import { CircleCheck, Eye, EyeOff, LoaderCircle, useIconsDrawnLater } from "~/components/ui/icons";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { fillStartUrl, formsEndpoint, formsSelfHosted } from "./endpoint";
import { emptyValues, maxLengthOf } from "./fields";
import type { Errors, FieldSpec, Values } from "./validate";
import submitUrl from "./submit.ts?chunk-url";

type SubmitCode = typeof import("./submit");
let submitCode: Promise<SubmitCode> | undefined;

/**
 * The rules, messages and sending (submit.ts), fetched once, when a form first takes the focus or
 * is sent: every page renders the footer's form, few visitors fill one in. By the chunk's address,
 * as the search dialog is (scripts/chunk-url.ts). A failed fetch is tried again next time.
 */
function loadSubmitCode(): Promise<SubmitCode> {
  submitCode ??= (import(/* @vite-ignore */ submitUrl) as Promise<SubmitCode>).catch((error) => {
    submitCode = undefined;
    throw error;
  });
  return submitCode;
}

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
  /**
   * Extra content beside a field, by field name: at the end of a checkbox's row (e.g. "Forgot
   * password?" next to "Remember me") or at the end of a text field's label row.
   */
  fieldAddons?: Partial<Record<string, ReactNode>>;
  /** Values the fields start with (and return to after a send), e.g. a job's application subject. */
  initialValues?: Values;
};

const inputBase =
  "block w-full rounded-[12px] border px-4 text-base text-ink placeholder:text-placeholder transition focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet aria-[invalid=true]:border-danger";

/** Self mode: the names the receiver knows besides the fields (scripts/forms/receiver.mjs). */
const HONEYPOT = "_website";
const PAGE_FIELD = "_page";
/** Where the receiver sends a plain post back to: `<page>#form-sent-<form>`. */
const sentAnchor = (form: string) => `form-sent-${form}`;

/** The page a plain post comes from, so the receiver's 303 leads back to it. */
function PageField() {
  return <input type="hidden" name={PAGE_FIELD} value={useLocation().pathname} />;
}

/**
 * The one form component of the site. Submit is always prevented; with no endpoint configured
 * nothing is sent, and with JavaScript off the page's CSP (form-action 'none') blocks the
 * browser's own submission. Fields are validated on submit with inline, linked messages.
 *
 * Until the page is hydrated the browser's own constraint validation stays on (required, email,
 * minimum length), so visitors without JavaScript still get told what is wrong; once React runs
 * it takes over with `noValidate` and its own messages.
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
  fieldAddons = {},
  initialValues,
}: SiteFormProps) {
  const locale = useLocale();
  const say = useChrome();
  const uid = useId();
  const [values, setValues] = useState<Values>(() => ({
    ...emptyValues(fields),
    ...initialValues,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState("");
  // Drawn once the visitor sends the form: the page carries them, so sending asks the server
  // for nothing, not even an icon (the account pages carry the password button's, AuthLayout).
  useIconsDrawnLater(CircleCheck, LoaderCircle);
  const [revealed, setRevealed] = useState<Record<string, boolean>>({});
  const [enhanced, setEnhanced] = useState(false);
  const refs = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const selfHosted = formsSelfHosted();
  const fillStart = fillStartUrl();

  // Hand validation over from the browser to React only once React is actually running.
  useEffect(() => setEnhanced(true), []);

  const fieldId = (field: string) => `${uid}-${field}`;
  const dark = tone === "dark";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending" || loading.current) return;
    let code: SubmitCode;
    loading.current = true;
    try {
      code = await loadSubmitCode();
    } catch {
      // The connection dropped before the form's code arrived: said as a send that could not go.
      setStatus("failed");
      setFailure(say("forms.failed", { reason: say("forms.failedOffline") }));
      return;
    } finally {
      loading.current = false;
    }
    const { normalise, validate, sendForm, SendError } = code;
    const clean = normalise(fields, values);
    const found = validate(fields, clean, say, locale);
    setErrors(found);
    setValues((current) => ({ ...current, ...clean }));
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      setStatus("idle");
      refs.current[firstInvalid.name]?.focus();
      return;
    }
    const endpoint = formsEndpoint(name);
    if (endpoint) {
      setStatus("sending");
      setFailure("");
      try {
        await sendForm(
          endpoint,
          name,
          clean,
          undefined,
          selfHosted
            ? { [HONEYPOT]: honeypot.current?.value ?? "", [PAGE_FIELD]: window.location.pathname }
            : {},
        );
      } catch (error) {
        const reason = !(error instanceof SendError)
          ? say("forms.failedReason")
          : error.reason ||
            (error.kind === "timeout"
              ? say("forms.failedTimeout")
              : error.kind === "offline"
                ? say("forms.failedOffline")
                : say("forms.failedStatus", { status: error.status }));
        setStatus("failed");
        setFailure(say("forms.failed", { reason }));
        return;
      }
    }
    setValues({ ...emptyValues(fields), ...initialValues });
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
    : "border-border bg-surface";

  const addon = (field: string) =>
    fieldAddons[field] ? <div className="text-sm leading-6">{fieldAddons[field]}</div> : null;

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
          <p
            id={`${id}-hint`}
            className={`mt-1.5 text-sm ${dark ? "text-on-dark-muted" : "text-muted"}`}
          >
            {field.hint}
          </p>
        ) : null}
        {error ? (
          <p
            id={`${id}-error`}
            className={`mt-1.5 text-sm font-medium ${dark ? "text-danger-on-dark" : "text-danger"}`}
          >
            {error}
          </p>
        ) : null}
      </>
    );

    if (field.type === "checkbox") {
      return (
        <div key={field.name} className={columns === 2 ? "md:col-span-2" : ""}>
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="flex items-start gap-3">
              <input
                {...common}
                ref={(el) => {
                  refs.current[field.name] = el;
                }}
                type="checkbox"
                checked={values[field.name] === true}
                onChange={(e) => update(field.name, e.currentTarget.checked)}
                className="accent-violet mt-1 size-5 shrink-0 rounded"
              />
              <label htmlFor={id} className={`text-sm leading-6 ${labelClass}`}>
                {field.label}
              </label>
            </div>
            {addon(field.name)}
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
        {fieldAddons[field.name] && !field.hideLabel ? (
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
            <label htmlFor={id} className={`block text-sm font-semibold ${labelClass}`}>
              {field.label}
            </label>
            {addon(field.name)}
          </div>
        ) : (
          <label
            htmlFor={id}
            className={
              field.hideLabel ? "sr-only" : `mb-2 block text-sm font-semibold ${labelClass}`
            }
          >
            {field.label}
          </label>
        )}
        <div className="relative">
          {field.type === "textarea" ? (
            <textarea
              {...common}
              ref={(el) => {
                refs.current[field.name] = el;
              }}
              rows={5}
              placeholder={field.placeholder}
              maxLength={maxLengthOf(field)}
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
              maxLength={maxLengthOf(field)}
              value={text}
              onChange={(e) => update(field.name, e.currentTarget.value)}
              className={`${inputBase} ${inputTone} h-12 ${isPassword ? "pr-14" : ""}`}
            />
          )}
          {isPassword ? (
            <button
              type="button"
              onClick={() => setRevealed((r) => ({ ...r, [field.name]: !shown }))}
              aria-label={
                // Each message named in full: a computed key keeps every message in the bundle.
                shown ? say("forms.hidePassword") : say("forms.showPassword")
              }
              aria-controls={id}
              className="text-muted hover:text-ink absolute top-1/2 right-2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full"
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
      className={buttonClasses(
        dark ? "on-dark" : "primary",
        "md",
        `${submitFullWidth ? "w-full" : ""} shrink-0`,
      )}
    >
      {status === "sending" ? (
        <>
          <LoaderCircle
            aria-hidden="true"
            className="size-5 animate-spin motion-reduce:animate-none"
          />
          {say("forms.sending")}
        </>
      ) : (
        submitLabel
      )}
    </button>
  );

  return (
    <form
      // A form's labels and hints are not what a visitor searches for.
      data-pagefind-ignore
      method="post"
      // Self mode: without JavaScript the browser posts the form itself, and the receiver answers
      // with a 303 back to this page at #form-sent-<name> (the confirmation below).
      action={selfHosted ? formsEndpoint(name) : undefined}
      noValidate={enhanced}
      aria-label={label}
      aria-busy={status === "sending" || undefined}
      onSubmit={onSubmit}
      onFocus={() => void loadSubmitCode().catch(() => undefined)}
      className={
        fillStart ? `${className} bg-no-repeat focus-within:bg-(image:--fill-start)` : className
      }
      style={fillStart ? ({ "--fill-start": `url(${fillStart})` } as CSSProperties) : undefined}
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
          {beforeSubmit ? (
            <div className={columns === 2 ? "md:col-span-2" : ""}>{beforeSubmit}</div>
          ) : null}
          <div className={columns === 2 ? "md:col-span-2" : ""}>{submit}</div>
        </div>
      )}
      <p
        role="status"
        className={`text-sm font-medium empty:m-0 ${layout === "inline" ? "mt-3" : "mt-4"} ${
          dark ? "text-mint" : "text-success"
        }`}
      >
        {status === "sent" ? (
          <>
            <CircleCheck
              aria-hidden="true"
              className="mr-1.5 inline size-4 align-[-3px]"
              strokeWidth={2}
            />
            {successMessage}
          </>
        ) : null}
      </p>
      {selfHosted ? (
        <>
          <PageField />
          {/* Bots fill every field; people never see this one (nor do screen readers). */}
          <div aria-hidden="true" className="sr-only">
            <label>
              {say("forms.honeypot")}
              <input
                ref={honeypot}
                type="text"
                name={HONEYPOT}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          {/* Shown only when the receiver's 303 lands here (#form-sent-<name>): the static
              page's confirmation for a post made without JavaScript. */}
          <p
            id={sentAnchor(name)}
            className={`hidden text-sm font-medium target:block ${layout === "inline" ? "mt-3" : "mt-4"} ${
              dark ? "text-mint" : "text-success"
            }`}
          >
            <CircleCheck
              aria-hidden="true"
              className="mr-1.5 inline size-4 align-[-3px]"
              strokeWidth={2}
            />
            {successMessage}
          </p>
        </>
      ) : null}
      <p
        role="alert"
        className={`text-sm font-medium empty:m-0 ${dark ? "text-danger-on-dark" : "text-danger"}`}
      >
        {status === "failed" ? failure : ""}
      </p>
    </form>
  );
}
