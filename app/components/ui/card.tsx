import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type Props = ComponentProps<"article"> & { interactive?: boolean };

/** A content card: an <article> that the caller gives a heading. Hover lifts it 2px. */
export function Card({ interactive = true, className = "", ...rest }: Props) {
  return (
    <article
      className={cn(
        "border-border shadow-soft relative rounded-[20px] border bg-surface p-6 md:p-8",
        interactive && "hover:shadow-lift transition duration-200 ease-out hover:-translate-y-0.5",
        className,
      )}
      {...rest}
    />
  );
}
