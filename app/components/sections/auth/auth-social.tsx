import { useState, type MouseEvent } from "react";
import { BrandIcon } from "~/components/ui/brand-icon";
import { buttonClasses } from "~/components/ui/button";
import type { AuthChrome } from "~/content/auth-pages.server";

/**
 * "Sign up with Google / Facebook" (spec §2): links whose target is "#", styled as buttons.
 * No provider is connected, so with JavaScript a click stays put (no jump to the top, no "#"
 * in the address) and says so in a polite status line instead of silently doing nothing.
 */
export function AuthSocial({
  providers,
  notice: words,
  or,
}: AuthChrome["social"] & { or: string }) {
  const [notice, setNotice] = useState("");

  const onClick = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setNotice(words.one.replace("{name}", name));
  };

  return (
    <div className="mt-8">
      <div className="text-muted flex items-center gap-4 text-sm">
        <span aria-hidden="true" className="bg-border h-px flex-1" />
        {or}
        <span aria-hidden="true" className="bg-border h-px flex-1" />
      </div>
      <ul className="mt-6 grid gap-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- spec §2: the target is "#" until a provider is wired up */}
            <a
              href="#"
              onClick={onClick(provider.name)}
              className={buttonClasses("secondary", "md", "w-full")}
            >
              <BrandIcon name={provider.id} colored className="size-5" />
              {provider.label}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="text-muted mt-3 text-sm empty:mt-0">
        {notice}
      </p>
      {/* Without JavaScript the links cannot explain themselves on click, so say it up front. */}
      <noscript>
        <p className="text-muted mt-3 text-sm">
          {words.all}
        </p>
      </noscript>
    </div>
  );
}
