import { useChrome } from "~/lib/chrome";

/** First focusable element on every page; moves focus to <main id="main" tabIndex={-1}>. */
export function SkipLink() {
  const say = useChrome();
  return (
    <a
      href="#main"
      className="bg-band fixed top-3 left-3 z-[100] -translate-y-24 rounded-full border border-transparent px-5 py-3 text-sm font-semibold text-white transition focus:translate-y-0"
    >
      {say("skipLink")}
    </a>
  );
}
