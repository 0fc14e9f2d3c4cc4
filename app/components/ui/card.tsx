import type { ComponentProps } from "react";

type Props = ComponentProps<"article"> & { interactive?: boolean };

/** A content card: an <article> that the caller gives a heading. Hover lifts it 2px. */
export function Card({ interactive = true, className = "", ...rest }: Props) {
  return (
    <article
      className={`relative rounded-[20px] border border-border bg-white p-6 shadow-soft md:p-8 ${
        interactive ? "transition duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lift" : ""
      } ${className}`}
      {...rest}
    />
  );
}
