import { useState } from "react";
import spriteSource from "~/assets/icons.svg?raw";
import { symbolId } from "./icons";

/** The element that holds a page's copies of the sprite's symbols. */
const ELEMENT_ID = "icon-symbols";

/** The sprite's symbols by id, read once at prerender (the browser's code does not carry them). */
const symbols = import.meta.env.SSR
  ? new Map(
      [...spriteSource.matchAll(/<symbol id="([^"]+)"([\s\S]*?)<\/symbol>/g)].map(
        ([, id, rest]) => [
          id!,
          `<symbol id="${symbolId(id!)}"${rest!.replace(/ \/>/g, "/>")}</symbol>`,
        ],
      ),
    )
  : undefined;

/**
 * The sprite's symbols that this page's icons use (`used`, filled while the page above was
 * rendered: this comes last in the body), so the first paint needs no request for the sprite
 * (docs/decisions/0031). In the browser it keeps what the page came with: the same markup, read
 * from the page, so hydration finds what it renders.
 */
export function IconSymbols({ used }: { used: ReadonlySet<string> | null }) {
  const [markup] = useState(() =>
    import.meta.env.SSR && symbols && used
      ? [...used].map((id) => symbols.get(id) ?? "").join("")
      : (document.getElementById(ELEMENT_ID)?.innerHTML ?? ""),
  );
  if (!markup) return null;
  return (
    <svg
      id={ELEMENT_ID}
      aria-hidden="true"
      style={{ display: "none" }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
