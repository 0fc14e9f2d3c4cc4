import { useMatches, useRouteLoaderData } from "react-router";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/i18n";
import { m } from "~/paraglide/messages.js";

/** What an item page's loader sends on the dev server for a draft or a scheduled post. */
export type Preview = { reason: "draft" | "scheduled"; file: string; date?: string };

const previewOf = (data: unknown) =>
  data && typeof data === "object" && "preview" in data ? (data.preview as Preview) : undefined;

/** At most this many of content/'s problems on a page; `npm run content:check` lists them all. */
const SHOWN = 5;

/**
 * A band along the bottom of a page `npm run dev` shows although the build leaves it out: a
 * draft, or a post dated after today; or, on every page, what the build would refuse in
 * content/ (a file saved from the browser editor with a mistake), while the dev server shows the
 * site without it. Rendered by app/root.tsx on the dev server only, so the built site carries
 * none of it (no script, no words, no styles of its own).
 */
export function PreviewNotice() {
  const locale = useLocale();
  const preview = useMatches()
    .map((match) => previewOf(match.loaderData))
    .find(Boolean);
  const root = useRouteLoaderData("root") as { contentProblems?: string[] } | undefined;
  const problems = root?.contentProblems ?? [];
  if (problems.length)
    return (
      <aside
        aria-label={m["preview.problemsLabel"]({}, { locale })}
        style={{ bottom: 0 }}
        className="bg-band fixed inset-x-0 z-50 px-5 py-3 text-sm text-white"
      >
        <p className="font-semibold">{m["preview.problems"]({}, { locale })}</p>
        <ul>
          {problems.slice(0, SHOWN).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        {problems.length > SHOWN ? (
          <p>{m["preview.problemsMore"]({ count: problems.length - SHOWN }, { locale })}</p>
        ) : null}
      </aside>
    );
  if (!preview) return null;
  return (
    <aside
      aria-label={m["preview.label"]({}, { locale })}
      // Placed by a style, not a class: every class written in app/ is in the built stylesheet,
      // which the built site would carry for a band it never shows (tests/e2e/budgets.spec.ts).
      style={{ bottom: 0 }}
      className="bg-band fixed inset-x-0 z-50 px-5 py-3 text-center text-sm font-semibold text-white"
    >
      <p>
        {preview.reason === "scheduled" && preview.date
          ? m["preview.scheduled"]({ date: formatDate(preview.date, locale) }, { locale })
          : m["preview.draft"]({ file: preview.file }, { locale })}
      </p>
    </aside>
  );
}
