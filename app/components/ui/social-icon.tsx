import { BrandIcon } from "./brand-icon";

/** Social network glyph in the text colour (decorative: the link around it carries the name). */
export function SocialIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  return <BrandIcon name={name === "twitter" ? "x" : name} className={className} />;
}
