/**
 * The browser editor's configuration (Decap CMS), generated from the content schemas
 * (app/content/collections/schemas.server.ts) so a field exists, is required, is translated and
 * is explained in exactly one place. `z.toJSONSchema` gives each field's type, allowed values,
 * required-ness and description; the schemas' `.meta()` marks add what JSON Schema cannot say
 * (translate, a photo picker, a box for sentences, a reference to a team member or a service).
 * docs/cms.md follows a field from the schema to the editor.
 */
import { z } from "zod";
import { baseLocale, locales } from "~/content/locales";
import { MEDIA_FOLDER, MEDIA_PREFIX } from "~/content/media.server";
import { MISSING, type Problem } from "~/content/collections/validate";
import { REDIRECTS_FILE } from "~/content/collections/redirect-rules";
import {
  collectionNames,
  itemBase,
  schemas,
  SLUG,
  type CollectionName,
} from "~/content/collections/schemas.server";

/**
 * The editor's interface language: Decap's English with our own words where the build has
 * words of its own (a missing field says what the build says, `MISSING`); admin/main.tsx
 * registers it. Decap fills every other phrase from its English.
 */
export const EDITOR_LOCALE = "en-x-finlo";
export const editorPhrases = {
  editor: { editorControlPane: { widget: { required: MISSING } } },
  // "New Blog post", as content/README.md tells owners to press, for Decap's "＋ Blog post" (a
  // full-width plus not every system's fonts draw); its accessible name the same words (Decap's
  // "Create entry of type Blog post" did not contain what the button shows, WCAG 2.5.3).
  collection: {
    collectionTop: {
      newButton: "New %{collectionLabel}",
      newButtonAriaLabel: "New %{collectionLabel}",
    },
  },
};

/** A JSON Schema node as z.toJSONSchema writes it, with our .meta() marks. */
export type SchemaNode = {
  type?: string | string[];
  description?: string;
  enum?: (string | number)[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  translate?: boolean;
  widget?: "image" | "text";
  references?: CollectionName;
};

/** A field of Decap's configuration (https://decapcms.org/docs/configuration-options/#fields). */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean;
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
};

export type CmsCollection = {
  name: CollectionName;
  label: string;
  label_singular: string;
  folder: string;
  create: boolean;
  extension: "md";
  format: "frontmatter";
  identifier_field: string;
  slug: string;
  preview_path: string;
  i18n: boolean;
  media_folder: string;
  public_folder: string;
  summary: string;
  sortable_fields: string[];
  fields: CmsField[];
};

/** A single file the editor edits as a form (content/redirects.yaml). */
export type CmsFileCollection = {
  name: "redirects";
  label: string;
  files: { name: string; label: string; file: string; description: string; fields: CmsField[] }[];
};

/**
 * "Moved pages": content/redirects.yaml as a list of old addresses and their pages. The build
 * checks them against the site's pages; before a save the editor checks each line's form
 * (admin/main.tsx, app/content/collections/redirect-rules.ts).
 */
export function redirectsConfig(): CmsFileCollection {
  const address = (name: "from" | "to", label: string, hint: string): CmsField => ({
    name,
    label,
    widget: "string",
    hint,
  });
  return {
    name: "redirects",
    label: "Moved pages",
    files: [
      {
        name: "redirects",
        label: "Moved pages",
        file: REDIRECTS_FILE,
        description:
          "An old address of the site and the page it leads to now, for each page renamed or removed: links to the old address keep working.",
        fields: [
          {
            name: "redirects",
            label: "Moved pages",
            label_singular: "moved page",
            widget: "list",
            required: false,
            summary: "{{fields.from}} → {{fields.to}}",
            fields: [
              address(
                "from",
                "Old address",
                "The path that no longer has its page, like `/blog/old-name`. Without `/de/`, it moves in every language.",
              ),
              address("to", "New page", "A page of the site, like `/blog/new-name`."),
            ],
          },
        ],
      },
    ],
  };
}

/** Where the editor reads and writes: the files on this computer, or a repository on GitHub/GitLab. */
export type CmsSettings =
  | { backend: "local"; proxyUrl: string }
  | {
      backend: "github" | "gitlab";
      repo: string;
      branch: string;
      /** OAuth: the site that hands out tokens (GitHub), or GitLab's PKCE app id. */
      baseUrl?: string;
      authEndpoint?: string;
      appId?: string;
      apiRoot?: string;
      editorialWorkflow: boolean;
    };

/** The default local backend: decap-server, on this computer only (scripts/cms.mjs). */
export const LOCAL_PROXY = "http://127.0.0.1:8081/api/v1";

/**
 * The settings from the build's environment (docs/cms.md): CMS_BACKEND=github|gitlab with
 * CMS_REPO, CMS_BRANCH, CMS_AUTH_URL (and CMS_AUTH_ENDPOINT), CMS_APP_ID, CMS_API_ROOT,
 * CMS_EDITORIAL_WORKFLOW; without CMS_BACKEND, the local backend (CMS_PROXY_URL overrides it).
 */
export function cmsSettings(env: Record<string, string | undefined>): CmsSettings {
  const backend = env.CMS_BACKEND?.trim() || "local";
  if (backend === "local") return { backend, proxyUrl: env.CMS_PROXY_URL?.trim() || LOCAL_PROXY };
  if (backend !== "github" && backend !== "gitlab")
    throw new Error(`CMS_BACKEND must be local, github or gitlab, not "${backend}"`);
  const repo = env.CMS_REPO?.trim();
  if (!repo || !/^[\w.-]+(\/[\w.-]+)+$/.test(repo))
    throw new Error(`CMS_BACKEND=${backend} needs CMS_REPO, the repository as owner/name`);
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const baseUrl = optional(env.CMS_AUTH_URL);
  const authEndpoint = optional(env.CMS_AUTH_ENDPOINT);
  const appId = optional(env.CMS_APP_ID);
  const apiRoot = optional(env.CMS_API_ROOT);
  return {
    backend,
    repo,
    branch: optional(env.CMS_BRANCH) ?? "main",
    ...(baseUrl && { baseUrl }),
    ...(authEndpoint && { authEndpoint }),
    ...(appId && { appId }),
    ...(apiRoot && { apiRoot }),
    editorialWorkflow: !/^(0|false|no|off)$/i.test(env.CMS_EDITORIAL_WORKFLOW?.trim() ?? "true"),
  };
}

/** Our backends wrap Decap's own so our file layout maps onto its i18n layout (paths.ts). */
export const backendName = {
  local: "finlo-local",
  github: "finlo-github",
  gitlab: "finlo-gitlab",
} as const;

const collectionLabels: Record<CollectionName, [string, string]> = {
  blog: ["Blog posts", "Blog post"],
  careers: ["Jobs", "Job"],
  team: ["Team", "Team member"],
  services: ["Services", "Service"],
  portfolio: ["Portfolio", "Project"],
};

/** What names an item: its slug is made from it when the editor creates one. */
const identifier: Record<CollectionName, string> = {
  blog: "title",
  careers: "title",
  team: "name",
  services: "title",
  portfolio: "title",
};

/** Letters that NFKD leaves whole, as Decap's slugs write them (its `diacritics` map). */
const LATIN: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * The file name Decap gives a new item (`slug` in cmsConfig), from its title or name, by
 * Decap's steps (decap-cms-core's prepareSlug and sanitizeSlug): lower case, straight
 * apostrophes dropped, accents cleaned, every character but a-z, 0-9, _ and ~ a "-". What a
 * message about a new item names it by; "" when nothing is left (a title of emoji or Chinese).
 */
export function newItemSlug(collection: CollectionName, data: Record<string, unknown>): string {
  const text = data[identifier[collection]];
  if (typeof text !== "string") return "";
  return text
    .trim()
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[ßæøœłđðþı]/g, (letter) => LATIN[letter]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9_~-]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A new item whose title (or name) makes no file name the site takes: Decap saved a title with
 * `_` or `~` under a name the build then refused, and one without a Latin letter or digit
 * failed with "params.dataFiles[0].slug is not allowed to be empty".
 */
export function newItemProblem(
  collection: CollectionName,
  data: Record<string, unknown>,
): Problem | undefined {
  const field = identifier[collection];
  const text = data[field];
  if (typeof text !== "string" || !text.trim()) return undefined; // "missing" says it
  const slug = newItemSlug(collection, data);
  if (SLUG.test(slug)) return undefined;
  return {
    file: `content/${collection}/${slug || "?"}.md`,
    field,
    message: `a new item's file name and address are made from its ${field}, in Latin letters and digits${
      slug ? ` ("${slug}": _ and ~ are not taken)` : ", and this one has none"
    }: write it with words in Latin letters, without _ or ~ (the ${field} can change after the first save; the address stays)`,
  };
}

/** "validThrough" → "Valid through", "coverAlt" → "Cover alt". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The JSON Schema of a collection's frontmatter, with the marks the generator reads. */
export function collectionSchema(collection: CollectionName): SchemaNode {
  return z.toJSONSchema(schemas[collection], { io: "input", unrepresentable: "any" }) as SchemaNode;
}

/** Whether a node or any field inside it is translated (an object or list then opens per language). */
function hasTranslation(node: SchemaNode): boolean {
  if (node.translate) return true;
  if (node.properties) return Object.values(node.properties).some(hasTranslation);
  if (node.items) return hasTranslation(node.items);
  return false;
}

const isType = (node: SchemaNode, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** A schema node as one of Decap's widgets, with its options. */
type Widget = { widget: string; fields?: CmsField[]; field?: CmsField; [option: string]: unknown };

/**
 * The largest photo the build encodes (MAX_BYTES of scripts/media-encode.mjs; config.test.ts
 * checks they agree). Over it, Decap's media library says "File too large" when the file is
 * chosen; without it, a larger upload failed on save with no message at all.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const UPLOAD = { max_file_size: MAX_UPLOAD_BYTES };

function widgetOf(node: SchemaNode, name: string): Widget {
  if (node.anyOf?.some((option) => option.widget === "image"))
    // A photo or another form (a portrait's drawn parts): our widget keeps the other form as it is.
    return {
      widget: "photo-or-drawing",
      media_library: { config: { ...UPLOAD, multiple: false } },
    };
  if (node.widget === "image")
    return { widget: "image", choose_url: true, media_library: { config: UPLOAD } };
  if (node.references)
    return {
      widget: "relation",
      collection: node.references,
      value_field: "{{slug}}",
      search_fields: [identifier[node.references]],
      display_fields: [identifier[node.references]],
    };
  if (node.enum) return { widget: "select", options: node.enum.map(String) };
  if (node.const === true || isType(node, "boolean")) return { widget: "boolean" };
  if (isType(node, "integer") || isType(node, "number"))
    return {
      widget: "number",
      value_type: isType(node, "integer") ? "int" : "float",
      ...(node.minimum !== undefined &&
        Math.abs(node.minimum) < Number.MAX_SAFE_INTEGER && { min: node.minimum }),
    };
  if (node.format === "date")
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    };
  if (isType(node, "object") && node.properties)
    return { widget: "object", collapsed: false, fields: fieldsOf(node) };
  if (isType(node, "array") && node.items) {
    const item = node.items;
    const min = node.minItems ? { min: node.minItems } : {};
    if (item.enum)
      return { widget: "select", multiple: true, options: item.enum.map(String), ...min };
    if (item.references) return { ...widgetOf(item, name), multiple: true, ...min };
    if (isType(item, "object") && item.properties) {
      // A collapsed item is named by its words (a photo's alt text), which the German
      // column has too: Decap's default, the first field, was "No image" there for every photo.
      const named = ["alt", "caption", "label", "title", "name"].find(
        (key) => key in item.properties!,
      );
      return {
        widget: "list",
        fields: fieldsOf(item),
        ...(named && { summary: `{{fields.${named}}}` }),
        ...min,
      };
    }
    return {
      widget: "list",
      field: { name: "item", label: fieldLabel(name), widget: "string" },
      ...min,
    };
  }
  if (node.widget === "text") return { widget: "text" };
  return { widget: "string" };
}

/**
 * An optional group's fields (a service's `video`): Decap checks a group's required fields even
 * when the whole group is left empty, which refused every service without a video. Here none is
 * required; the build's rules (preSave, admin/main.tsx) still refuse a group filled in half.
 */
function noneRequired(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({
    ...field,
    required: false,
    ...(field.widget === "object" && Array.isArray(field.fields)
      ? { fields: noneRequired(field.fields as CmsField[]) }
      : {}),
  }));
}

function fieldsOf(node: SchemaNode): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]): CmsField => {
    const isRequired = required.has(name);
    const given: Widget = widgetOf(child, name);
    const widget: Widget =
      !isRequired && given.widget === "object" && given.fields
        ? { ...given, fields: noneRequired(given.fields) }
        : given;
    return {
      name,
      label: fieldLabel(name),
      ...widget,
      required: isRequired,
      ...(child.description && { hint: child.description }),
      i18n: hasTranslation(child),
      // An optional date starts empty, not on today's date.
      ...(!isRequired && widget.widget === "datetime" && { default: "" }),
      // A required switch (a job's `remote`) starts off, as it is drawn: without a value Decap
      // showed it off and refused the save as missing until it was switched on and off again.
      ...(isRequired && widget.widget === "boolean" && { default: false }),
    };
  });
}

/** One collection's editor: its frontmatter's fields, then the Markdown body. */
export function collectionConfig(collection: CollectionName): CmsCollection {
  const [label, singular] = collectionLabels[collection];
  const media = collection === "careers" || collection === "services" ? "" : `/${collection}`;
  return {
    name: collection,
    label,
    label_singular: singular,
    folder: `content/${collection}`,
    create: true,
    extension: "md",
    format: "frontmatter",
    identifier_field: identifier[collection],
    slug: "{{slug}}",
    // The item's page on the site (its English address), for "View Live".
    preview_path: `${itemBase[collection].slice(1)}/{{slug}}`,
    i18n: true,
    media_folder: `/${MEDIA_FOLDER}${media}`,
    public_folder: `${MEDIA_PREFIX.slice(0, -1)}${media}`,
    summary: `{{${identifier[collection]}}}`,
    sortable_fields: [identifier[collection]],
    fields: [
      ...fieldsOf(collectionSchema(collection)),
      {
        name: "body",
        label: "Body",
        widget: "markdown",
        required: false,
        // Decap renders hints as Markdown: code spans keep the syntax readable.
        hint: "The page's text in Markdown: `## Heading` for a heading, `[words](/address)` for a link, `![what it shows](/media/…)` for a photo. HTML is removed.",
        i18n: true,
        // Raw HTML never reaches a page (the build strips it), so the editor offers no HTML mode.
        buttons: [
          "bold",
          "italic",
          "link",
          "heading-two",
          "heading-three",
          "quote",
          "bulleted-list",
          "numbered-list",
          "code",
        ],
        editor_components: ["image"],
        // Markdown first (admin/main.tsx makes it the first mode an editor sees): typed Markdown
        // (`## Heading`, a table) stays Markdown. In Decap's rich text mode it was escaped
        // (`\## Heading`), and an edit there rewrote the whole body, losing table alignment and
        // task lists.
        modes: ["raw", "rich_text"],
      },
    ],
  };
}

/**
 * Decap's whole configuration, passed to CMS.init (no config.yml is fetched). `site` is the site's
 * own address (the editor is served at its /admin): a saved item's "View Live" opens its page there.
 */
export function cmsConfig(settings: CmsSettings, site?: string) {
  const backend =
    settings.backend === "local"
      ? { name: backendName.local, proxy_url: settings.proxyUrl }
      : {
          name: backendName[settings.backend],
          repo: settings.repo,
          branch: settings.branch,
          ...(settings.baseUrl && { base_url: settings.baseUrl }),
          ...(settings.authEndpoint && { auth_endpoint: settings.authEndpoint }),
          ...(settings.apiRoot && { api_root: settings.apiRoot }),
          ...(settings.appId && { app_id: settings.appId, auth_type: "pkce" }),
          squash_merges: true,
        };
  return {
    load_config_file: false,
    backend,
    ...(settings.backend !== "local" &&
      settings.editorialWorkflow && { publish_mode: "editorial_workflow" }),
    ...(site && { site_url: site }),
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PREFIX.slice(0, -1),
    locale: EDITOR_LOCALE,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: baseLocale },
    collections: [...collectionNames.map(collectionConfig), redirectsConfig()],
  };
}
