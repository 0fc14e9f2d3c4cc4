import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type Props = {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "start";
  /** Heading level: sections use h2; a page's own title is the h1 in PageHeader or a hero. */
  as?: "h1" | "h2";
  tone?: "light" | "dark";
  className?: string;
};

/** The eyebrow + heading + intro block that opens most sections. `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  as: Tag = "h2",
  tone = "light",
  className = "",
}: Props) {
  const centered = align === "center";
  return (
    <div className={cn(centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      {eyebrow ? <p className={cn("eyebrow", tone === "dark" && "text-mint")}>{eyebrow}</p> : null}
      <Tag
        id={id}
        className={cn(Tag === "h1" ? "h1" : "h2", "mt-3", tone === "dark" && "text-white")}
      >
        {title}
      </Tag>
      {intro ? (
        <p className={cn("mt-4", tone === "dark" ? "text-on-dark-muted" : "text-muted")}>{intro}</p>
      ) : null}
    </div>
  );
}
