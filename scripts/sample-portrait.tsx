// The markup of a drawn portrait (the site's own <Avatar>) at any size, for
// scripts/sample-pictures.mjs to render as a picture file.
import { renderToStaticMarkup } from "react-dom/server";
import { Avatar } from "~/components/ui/avatar";
import { drawnPortrait, type PortraitChoices } from "~/content/portraits";

export function portraitMarkup(name: string, size: number, parts: PortraitChoices = {}): string {
  return renderToStaticMarkup(<Avatar portrait={drawnPortrait(name, parts)} size={size} />);
}
