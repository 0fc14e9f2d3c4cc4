/**
 * The browser editor at /admin (docs/cms.md): Decap CMS with the configuration generated from
 * the content schemas, our file layout (paths.ts), the build's own rules before every save and
 * a preview in the site's look. Bundled on its own by scripts/build-admin.mjs: no site page
 * loads any of this.
 */
import CMS from "decap-cms-app";
import { createElement, type ComponentType } from "react";
import { frontmatterProblems, formatProblem, translatedOnly } from "~/content/collections/validate";
import { redirectList } from "~/content/collections/redirect-rules";
import type { CollectionName } from "~/content/collections/schemas.server";
import { baseLocale, locales } from "~/content/locales";
import {
  backendName,
  cmsConfig,
  cmsSettings,
  EDITOR_LOCALE,
  editorPhrases,
  newItemProblem,
  newItemSlug,
} from "./config";
import { withoutBlanks } from "./files";
import { bodyProblems } from "./markdown";
import { mappedBackend } from "./paths";
import { withStrippedUploads } from "./strip";
import "./editor.css";
import {
  JobPreview,
  PersonPreview,
  PostPreview,
  ProjectPreview,
  ServicePreview,
  type PreviewProps,
} from "./preview";

/** The build's CMS_* variables (scripts/build-admin.mjs). */
declare const __CMS_ENV__: Record<string, string>;
declare const __PREVIEW_STYLES__: string[];

type Registry = {
  getBackend(name: string): { init(...args: unknown[]): Record<string, unknown> };
  registerBackend(name: string, backend: unknown): void;
  getWidget(name: string): {
    control: ComponentType<Record<string, unknown>>;
    preview: ComponentType<Record<string, unknown>>;
  };
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, template: ComponentType<PreviewProps>): void;
  registerLocale(locale: string, phrases: unknown): void;
  registerEventListener(listener: {
    name: string;
    handler: (args: { entry: ImmutableEntry }) => unknown;
  }): void;
  init(options: { config: unknown }): void;
};
type ImmutableEntry = {
  get(key: string): unknown;
  getIn(path: string[]): { toJS(): unknown } | undefined;
};
const cms = CMS as unknown as Registry;

// Our backends: Decap's own, reading and writing our layout (content/<c>/ and content/de/<c>/),
// with every picture stripped of its metadata before it leaves the browser (strip.ts).
for (const [kind, name] of Object.entries(backendName)) {
  const inner = cms.getBackend(kind === "local" ? "proxy" : kind);
  cms.registerBackend(name, function Mapped(...args: unknown[]) {
    return mappedBackend(withStrippedUploads(inner.init(...args)));
  });
}

/**
 * A portrait is a photo or a drawing's parts. The photo picker edits the first; a drawing's
 * parts are kept as they are, with a button to choose a photo instead.
 */
const image = cms.getWidget("image");
function PhotoOrDrawing(props: Record<string, unknown>) {
  const value = props.value as { toJS?: () => unknown } | string | undefined;
  if (value && typeof value === "object" && typeof value.toJS === "function")
    return createElement(
      "div",
      { className: props.classNameWrapper as string },
      createElement("p", null, "A drawn portrait: ", JSON.stringify(value.toJS())),
      createElement(
        "button",
        { type: "button", onClick: () => (props.onChange as (v: string) => void)("") },
        "Use a photo instead",
      ),
    );
  return createElement(image.control, props);
}
cms.registerWidget("photo-or-drawing", PhotoOrDrawing, image.preview);

/**
 * Before a save, the build's rules: the schemas, a job's dates, a translation's fields. A file
 * the build would refuse is refused here with the build's message, and nothing is written.
 */
cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    if (entry.get("collection") === "redirects") {
      const { problems } = redirectList(withoutBlanks(entry.getIn(["data"])?.toJS() ?? {}));
      if (problems.length) throw new Error(problems.map(formatProblem).join("\n"));
      return undefined;
    }
    const collection = entry.get("collection") as CollectionName;
    const given = (entry.getIn(["data"])?.toJS() ?? {}) as Record<string, unknown>;
    const existing = entry.get("slug") as string | undefined;
    const named = existing ? undefined : newItemProblem(collection, given);
    const slug = existing || newItemSlug(collection, given) || "new-entry";
    const dataOf = (path: string[]) => {
      const { body: _body, ...fields } = (entry.getIn(path)?.toJS() ?? {}) as Record<
        string,
        unknown
      >;
      return withoutBlanks(fields);
    };
    const english = { data: dataOf(["data"]), file: `content/${collection}/${slug}.md` };
    const problems = [
      ...(named ? [named] : []),
      ...frontmatterProblems(collection, english.file, english.data).problems,
      ...bodyProblems(english.file, entry.getIn(["data", "body"])),
    ];
    for (const locale of locales.filter((l) => l !== baseLocale)) {
      const data = translatedOnly(collection, dataOf(["i18n", locale, "data"]));
      const body = entry.getIn(["i18n", locale, "data", "body"]);
      if (!Object.keys(data).length && !body) continue;
      const file = `content/${locale}/${collection}/${slug}.md`;
      problems.push(
        ...frontmatterProblems(collection, file, data, english).problems,
        ...bodyProblems(file, body),
      );
    }
    if (problems.length) throw new Error(problems.map(formatProblem).join("\n"));
    return undefined;
  },
});

// Decap's English, with the build's words where the build has its own (admin/config.ts).
cms.registerLocale(EDITOR_LOCALE, editorPhrases);

for (const href of __PREVIEW_STYLES__) cms.registerPreviewStyle(href);
cms.registerPreviewTemplate("blog", PostPreview);
cms.registerPreviewTemplate("careers", JobPreview);
cms.registerPreviewTemplate("team", PersonPreview);
cms.registerPreviewTemplate("services", ServicePreview);
cms.registerPreviewTemplate("portfolio", ProjectPreview);

// The body opens in Markdown (admin/config.ts, `modes`): Decap's Markdown widget starts in rich
// text whatever the order of its modes, unless the browser remembers an editor's own choice under
// this key, which it then keeps.
try {
  if (localStorage.getItem("cms.md-mode") === null) localStorage.setItem("cms.md-mode", "raw");
} catch {
  // Storage refused (a private window): Decap's own default.
}

cms.init({ config: cmsConfig(cmsSettings(__CMS_ENV__), location.origin) });
