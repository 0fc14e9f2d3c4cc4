import { THEME_STORAGE_KEY } from "~/lib/theme";

/**
 * Puts a stored theme choice on <html data-theme> before the first paint, so a visitor who chose
 * Light or Dark never sees the other theme flash. Inline (allowed by its hash in each page's CSP,
 * scripts/postbuild.mjs), synchronous, and as small as it can be. Without a choice nothing
 * happens and CSS follows the system setting.
 */
const script = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch(e){}`;

export function ThemeScript() {
  return <script id="theme-script" dangerouslySetInnerHTML={{ __html: script }} />;
}
