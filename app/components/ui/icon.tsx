import { contentIcons, type IconName } from "~/content/icons";
import { lucide, type IconComponent } from "./icons";
import { cn } from "~/lib/cn";

/** One component per content icon, made once (scripts/build-icons.mjs puts each drawing in the sprite). */
const icons = Object.fromEntries(
  Object.entries(contentIcons).map(([name, id]) => [name, lucide(id)]),
) as Record<IconName, IconComponent>;

/** A decorative content icon; always paired with visible text, so hidden from assistive tech. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} strokeWidth={1.75} />;
}

/** An icon in a soft tinted tile, as used on service, feature and value cards. */
export function IconTile({ name, tone = "violet" }: { name: IconName; tone?: "violet" | "mint" }) {
  return (
    <span
      className={cn(
        "inline-flex size-14 items-center justify-center rounded-2xl",
        tone === "violet" ? "bg-violet-soft text-violet" : "bg-mint-soft text-mint-ink",
      )}
    >
      <Icon name={name} className="size-7" />
    </span>
  );
}
