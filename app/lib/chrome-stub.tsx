/**
 * For component tests: the chrome's words as the root loader would send them for a page in
 * `locale`, so a component that calls useChrome() renders outside the app's root.
 */
import type { ReactNode } from "react";
import { ChromeProvider } from "./chrome";
import { chromeWords } from "./chrome.server";
import { baseLocale, type Locale } from "./i18n";

export function WithChrome({
  locale = baseLocale,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  return <ChromeProvider words={chromeWords(locale)}>{children}</ChromeProvider>;
}
