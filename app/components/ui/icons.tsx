import { createContext, use, type JSX, type SVGProps } from "react";
import sprite from "~/assets/icons.svg?url";

/**
 * UI icons. The drawings are lucide's (ISC, from lucide-static), gathered at build time into one
 * sprite by scripts/build-icons.mjs from every lucide(…) call under app/, so a page's JavaScript
 * carries only these thin wrappers; each prerendered page carries the symbols it shows
 * (`<IconSymbols>`). Props: `className`, `strokeWidth`, `fill`.
 * Icons are decorative (hidden from assistive tech); the text beside them carries the meaning.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;
export type IconComponent = ((props: IconProps) => JSX.Element) & { symbol?: string };

/**
 * While a page is prerendered: the sprite's symbols its icons use, which `<IconSymbols>` (at the
 * end of the page) copies into it. Null in the browser.
 */
export const UsedIcons = createContext<Set<string> | null>(null);

/** The id of a symbol's copy in the page (`i-menu`), apart from the page's own ids. */
export const symbolId = (symbol: string) => `i-${symbol}`;

/**
 * Where an icon's drawing is: the page's own copy of the symbol, which every prerendered page has
 * for the icons it shows (no request for the sprite before the first paint, docs/decisions/0031),
 * else the cached sprite (an icon that a page reached in the browser shows and the first did not).
 */
export function useIconHref(symbol: string): string {
  const id = symbolId(symbol);
  if (import.meta.env.SSR) {
    // (`use` may be called conditionally; the browser's build has no set to fill.)
    const used = use(UsedIcons);
    if (used) {
      used.add(symbol);
      return `#${id}`;
    }
  } else if (document.getElementById(id)) return `#${id}`;
  return `${sprite}#${symbol}`;
}

/**
 * At prerender: icons that a part of the page draws only once the page runs (the phone menu's
 * drawer, a form's sending and sent states), so that the page has their drawings too.
 */
export function useIconsDrawnLater(...icons: IconComponent[]) {
  if (!import.meta.env.SSR) return;
  const used = use(UsedIcons);
  for (const icon of icons) if (icon.symbol) used?.add(icon.symbol);
}

/** `<use>` of one symbol of the sprite; sized by `className`, 24×24 by default. */
export function SpriteSvg({ symbol, ...props }: IconProps & { symbol: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <use href={useIconHref(symbol)} />
    </svg>
  );
}

/** A stroked lucide drawing, with lucide's default stroke settings. */
export function lucide(id: string): IconComponent {
  const LucideIcon: IconComponent = ({ strokeWidth = 2, ...props }: IconProps) => (
    <SpriteSvg
      symbol={id}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
  LucideIcon.symbol = id;
  return LucideIcon;
}

export const ArrowDownLeft = /* @__PURE__ */ lucide("arrow-down-left");
export const ArrowLeft = /* @__PURE__ */ lucide("arrow-left");
export const ArrowRight = /* @__PURE__ */ lucide("arrow-right");
export const ArrowUpRight = /* @__PURE__ */ lucide("arrow-up-right");
export const BarChart3 = /* @__PURE__ */ lucide("chart-column");
export const Bell = /* @__PURE__ */ lucide("bell");
export const Briefcase = /* @__PURE__ */ lucide("briefcase");
export const Building2 = /* @__PURE__ */ lucide("building-complex");
export const CalendarClock = /* @__PURE__ */ lucide("calendar-clock");
export const Check = /* @__PURE__ */ lucide("check");
export const ChevronDown = /* @__PURE__ */ lucide("chevron-down");
export const ChevronLeft = /* @__PURE__ */ lucide("chevron-left");
export const ChevronRight = /* @__PURE__ */ lucide("chevron-right");
export const CircleCheck = /* @__PURE__ */ lucide("circle-check");
export const CircleDollarSign = /* @__PURE__ */ lucide("circle-dollar-sign");
export const Clock = /* @__PURE__ */ lucide("clock");
export const Cloud = /* @__PURE__ */ lucide("cloud");
export const Coffee = /* @__PURE__ */ lucide("coffee");
export const Eye = /* @__PURE__ */ lucide("eye");
export const EyeOff = /* @__PURE__ */ lucide("eye-off");
export const Flame = /* @__PURE__ */ lucide("flame");
export const Gauge = /* @__PURE__ */ lucide("gauge");
export const Home = /* @__PURE__ */ lucide("house");
export const Info = /* @__PURE__ */ lucide("info");
export const Layers = /* @__PURE__ */ lucide("layers");
export const LayoutDashboard = /* @__PURE__ */ lucide("layout-dashboard");
export const Lightbulb = /* @__PURE__ */ lucide("lightbulb");
export const Link2 = /* @__PURE__ */ lucide("link-2");
export const LoaderCircle = /* @__PURE__ */ lucide("loader-circle");
export const Mail = /* @__PURE__ */ lucide("mail");
export const MapPin = /* @__PURE__ */ lucide("map-pin");
export const Menu = /* @__PURE__ */ lucide("menu");
export const MessageCircleQuestion = /* @__PURE__ */ lucide("message-circle-question-mark");
export const Minus = /* @__PURE__ */ lucide("minus");
export const Monitor = /* @__PURE__ */ lucide("monitor");
export const Moon = /* @__PURE__ */ lucide("moon");
export const Pause = /* @__PURE__ */ lucide("pause");
export const Phone = /* @__PURE__ */ lucide("phone");
export const PiggyBank = /* @__PURE__ */ lucide("piggy-bank");
export const Play = /* @__PURE__ */ lucide("play");
export const Plug = /* @__PURE__ */ lucide("plug");
export const Plus = /* @__PURE__ */ lucide("plus");
export const Quote = /* @__PURE__ */ lucide("quote");
export const Search = /* @__PURE__ */ lucide("search");
export const Send = /* @__PURE__ */ lucide("send");
export const Settings = /* @__PURE__ */ lucide("settings");
export const ShoppingCart = /* @__PURE__ */ lucide("shopping-cart");
export const Sparkles = /* @__PURE__ */ lucide("sparkles");
export const Star = /* @__PURE__ */ lucide("star");
export const Sun = /* @__PURE__ */ lucide("sun");
export const TrendingUp = /* @__PURE__ */ lucide("trending-up");
export const Users = /* @__PURE__ */ lucide("users");
export const Wallet = /* @__PURE__ */ lucide("wallet");
export const X = /* @__PURE__ */ lucide("x");
