import type { IconName } from "~/content/types";
import { lucide, type IconComponent } from "./icons";
import { cn } from "~/lib/cn";

const icons: Record<IconName, IconComponent> = {
  headset: lucide("headset"),
  kanban: lucide("kanban"),
  mail: lucide("mail"),
  users: lucide("users"),
  calculator: lucide("calculator"),
  shield: lucide("shield"),
  lock: lucide("lock"),
  plug: lucide("plug"),
  coins: lucide("coins"),
  "piggy-bank": lucide("piggy-bank"),
  receipt: lucide("receipt"),
  "wifi-off": lucide("wifi-off"),
  globe: lucide("globe"),
  "line-chart": lucide("chart-line"),
  rocket: lucide("rocket"),
  "heart-handshake": lucide("heart-handshake"),
  "graduation-cap": lucide("graduation-cap"),
  plane: lucide("plane"),
  laptop: lucide("laptop"),
  sparkles: lucide("sparkles"),
  target: lucide("target"),
  zap: lucide("zap"),
  lightbulb: lucide("lightbulb"),
  "badge-check": lucide("badge-check"),
};

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
