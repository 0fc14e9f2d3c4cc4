import type { ComponentProps, ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

type Variant = "primary" | "secondary" | "on-dark" | "ghost-dark";
type Size = "md" | "lg";

const base =
  "inline-flex min-h-12 max-w-full items-center justify-center gap-2 rounded-full py-2 text-center font-semibold transition duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary:
    "border border-transparent bg-primary text-white shadow-violet hover:bg-violet-dark hover:-translate-y-px",
  secondary: "border border-border bg-surface text-ink hover:border-violet hover:text-violet",
  "on-dark":
    "border border-transparent bg-mint text-on-accent hover:bg-mint-light focus-visible:outline-mint",
  "ghost-dark":
    "border border-white/25 text-white hover:border-white/60 hover:bg-white/5 focus-visible:outline-mint",
};

const sizes: Record<Size, string> = {
  md: "px-6 text-base",
  lg: "px-7 text-base md:text-lg",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = "") {
  return cn(base, variants[variant], sizes[size], extra);
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: Variant;
  size?: Size;
  className?: string;
} & Omit<ComponentProps<typeof Link>, "to" | "className" | "children">;

export function ButtonLink({
  to,
  variant,
  size,
  className = "",
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </Link>
  );
}
