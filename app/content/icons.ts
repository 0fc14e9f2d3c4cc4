/**
 * The icons content may name: a service's `icon:` in content/services/*.md, feature cards, value
 * cards. Each name maps to a drawing of lucide-static (the key is what editors write, the value
 * the lucide file). The one list: the frontmatter schema, the Icon component and
 * scripts/build-icons.mjs (which puts each drawing into the sprite) all read it, and
 * content/README.md lists it (a unit test compares the two).
 */
export const contentIcons = {
  "badge-check": "badge-check",
  calculator: "calculator",
  coins: "coins",
  globe: "globe",
  "graduation-cap": "graduation-cap",
  headset: "headset",
  "heart-handshake": "heart-handshake",
  kanban: "kanban",
  laptop: "laptop",
  lightbulb: "lightbulb",
  "line-chart": "chart-line",
  lock: "lock",
  mail: "mail",
  "piggy-bank": "piggy-bank",
  plane: "plane",
  plug: "plug",
  receipt: "receipt",
  rocket: "rocket",
  shield: "shield",
  sparkles: "sparkles",
  target: "target",
  users: "users",
  "wifi-off": "wifi-off",
  zap: "zap",
} as const;

export type IconName = keyof typeof contentIcons;

export const iconNames = Object.keys(contentIcons) as [IconName, ...IconName[]];
