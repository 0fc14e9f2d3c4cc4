import {
  BadgeCheck,
  Calculator,
  ChartLine,
  Coins,
  GraduationCap,
  Globe,
  Headset,
  HeartHandshake,
  Kanban,
  Laptop,
  Lightbulb,
  Lock,
  Mail,
  PiggyBank,
  Plane,
  Plug,
  Receipt,
  Rocket,
  Shield,
  Sparkles,
  Target,
  Users,
  WifiOff,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  headset: Headset,
  kanban: Kanban,
  mail: Mail,
  users: Users,
  calculator: Calculator,
  shield: Shield,
  lock: Lock,
  plug: Plug,
  coins: Coins,
  "piggy-bank": PiggyBank,
  receipt: Receipt,
  "wifi-off": WifiOff,
  globe: Globe,
  "line-chart": ChartLine,
  rocket: Rocket,
  "heart-handshake": HeartHandshake,
  "graduation-cap": GraduationCap,
  plane: Plane,
  laptop: Laptop,
  sparkles: Sparkles,
  target: Target,
  zap: Zap,
  lightbulb: Lightbulb,
  "badge-check": BadgeCheck,
};

/** A decorative content icon; always paired with visible text, so hidden from assistive tech. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} strokeWidth={1.75} />;
}

/** An icon in a soft tinted tile, as used on service, feature and value cards. */
export function IconTile({ name, tone = "violet" }: { name: IconName; tone?: "violet" | "mint" }) {
  return (
    <span
      className={`inline-flex size-14 items-center justify-center rounded-2xl ${
        tone === "violet" ? "bg-violet-soft text-violet" : "bg-mint-soft text-[#13714a]"
      }`}
    >
      <Icon name={name} className="size-7" />
    </span>
  );
}
