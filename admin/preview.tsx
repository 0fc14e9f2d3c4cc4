/**
 * The editor's preview pane: a post, a job, a person, a service and a project drawn with the
 * site's stylesheet and type (.prose, .h1, the colour tokens), in the light or the dark theme
 * (the buttons at the top set <html data-theme> inside the preview, as the site's theme menu does).
 */
import { useEffect, useState, type ReactNode } from "react";
import { brandCssProperties } from "~/brand";
import { collectionNames, type CollectionName } from "~/content/collections/schemas.server";
import { collectionConfig } from "./config";
import { previewMarkdown } from "./markdown";

type Immutable = { toJS(): unknown } | undefined;
export type PreviewProps = {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  getAsset: (path: string) => { toString(): string } | undefined;
  /** What a relation loaded about its choice: a post's author's team file. */
  fieldsMetaData?: { getIn(path: string[]): unknown };
  document?: Document;
};

type Data = Record<string, unknown>;
const text = (data: Data, key: string) =>
  typeof data[key] === "string" ? (data[key] as string) : "";
const list = (data: Data, key: string) =>
  Array.isArray(data[key]) ? (data[key] as unknown[]) : [];

function useData(props: PreviewProps): Data {
  const value = props.entry.getIn(["data"]) as Immutable;
  return (value?.toJS() as Data | undefined) ?? {};
}

const isPhoto = (value: string) => /[/.]/.test(value);

/**
 * A photo as the preview can show it. Decap takes a value starting with "/" for a public address
 * and shows that address, but the site publishes no originals (the build encodes them, without
 * their metadata), so `/media/blog/chart.jpg` showed a broken image on every photo saved before.
 * A photo in the collection's own media folder is asked for by its file name, which Decap reads
 * from the repository (decap-server locally, GitHub or GitLab hosted); `npm run cms` also serves
 * content/media/ at /media/ (scripts/editor-plugin.mjs) for a photo of another folder.
 */
export function photoUrl(props: PreviewProps, src: string): string {
  const collection = props.entry.get("collection");
  const folder =
    typeof collection === "string" && collectionNames.includes(collection as CollectionName)
      ? `${collectionConfig(collection as CollectionName).public_folder}/`
      : undefined;
  const name = folder && src.startsWith(folder) ? src.slice(folder.length) : undefined;
  const asked = name && !name.includes("/") ? decodeURI(name) : src;
  return props.getAsset(asked)?.toString() || src;
}

function ThemeSwitch({ document }: { document?: Document }) {
  const [theme, setTheme] = useState<"light" | "dark">("light");
  useEffect(() => {
    if (!document) return;
    document.documentElement.dataset.theme = theme;
    // The brand's colours, as the site's <html> carries them (app/root.tsx): the stylesheet's
    // tokens are built on them, so without them code blocks and the dark theme had no colours.
    for (const [property, value] of Object.entries(brandCssProperties()))
      document.documentElement.style.setProperty(property, value);
  }, [document, theme]);
  return (
    <div role="group" aria-label="Preview theme" className="mb-6 flex gap-2">
      {(["light", "dark"] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={theme === choice}
          onClick={() => setTheme(choice)}
          className="border-border text-ink aria-pressed:bg-primary rounded-full border px-4 py-1.5 text-sm font-semibold aria-pressed:text-white"
        >
          {choice === "light" ? "Light" : "Dark"}
        </button>
      ))}
    </div>
  );
}

function Frame({
  props,
  eyebrow,
  title,
  children,
}: {
  props: PreviewProps;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-page text-ink min-h-screen px-6 py-8">
      <ThemeSwitch document={props.document} />
      <article className="mx-auto max-w-3xl">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="h1 mt-3">{title || "Untitled"}</h1>
        {children}
      </article>
    </div>
  );
}

function Body({ props, data }: { props: PreviewProps; data: Data }) {
  const resolve = (src: string) => photoUrl(props, src);
  return (
    <div
      className="prose mt-10"
      dangerouslySetInnerHTML={{
        __html: previewMarkdown(text(data, "body"), {
          resolve,
          title: text(data, "title") || text(data, "name"),
        }),
      }}
    />
  );
}

function Photo({ props, src, alt }: { props: PreviewProps; src: string; alt: string }) {
  if (!src || !isPhoto(src))
    return src ? <p className="text-muted mt-6 text-sm">Drawn cover: {src}</p> : null;
  return (
    <img src={photoUrl(props, src)} alt={alt} className="mt-8 w-full rounded-[24px] object-cover" />
  );
}

/** The author's name, as the post's page shows it (their file name until the editor has it). */
function authorName(props: PreviewProps, slug: string): string {
  const name = props.fieldsMetaData?.getIn(["author", "team", slug, "name"]);
  return typeof name === "string" ? name : slug;
}

export function PostPreview(props: PreviewProps) {
  const data = useData(props);
  return (
    <Frame props={props} eyebrow={`Blog · ${text(data, "category")}`} title={text(data, "title")}>
      <p className="text-ink-soft mt-4 text-lg">{text(data, "description")}</p>
      <p className="text-muted mt-3 text-sm">
        {text(data, "date")} · {authorName(props, text(data, "author"))} ·{" "}
        {list(data, "tags").join(", ")}
      </p>
      <Photo props={props} src={text(data, "cover")} alt={text(data, "coverAlt")} />
      <Body props={props} data={data} />
    </Frame>
  );
}

export function JobPreview(props: PreviewProps) {
  const data = useData(props);
  const salary = (data.salary ?? {}) as Data;
  return (
    <Frame
      props={props}
      eyebrow={`Careers · ${text(data, "department")}`}
      title={text(data, "title")}
    >
      <p className="text-ink-soft mt-4 text-lg">{text(data, "description")}</p>
      <dl className="text-ink-soft mt-6 grid grid-cols-2 gap-3 text-sm">
        <dt className="font-semibold">Location</dt>
        <dd>{text(data, "location")}</dd>
        <dt className="font-semibold">Salary</dt>
        <dd>
          {String(salary.min ?? "")}–{String(salary.max ?? "")} {String(salary.currency ?? "")} per{" "}
          {String(salary.unit ?? "").toLowerCase()}
        </dd>
        <dt className="font-semibold">Posted · apply by</dt>
        <dd>
          {text(data, "datePosted")} · {text(data, "validThrough")}
        </dd>
      </dl>
      <Body props={props} data={data} />
    </Frame>
  );
}

export function PersonPreview(props: PreviewProps) {
  const data = useData(props);
  const portrait = text(data, "portrait");
  return (
    <Frame props={props} eyebrow={text(data, "role")} title={text(data, "name")}>
      {portrait && isPhoto(portrait) ? (
        <img
          src={photoUrl(props, portrait)}
          alt={text(data, "portraitAlt")}
          className="mt-6 size-40 rounded-full object-cover"
        />
      ) : null}
      <p className="text-ink-soft mt-4 text-lg">{text(data, "summary")}</p>
      <p className="text-muted mt-3 text-sm">{text(data, "location")}</p>
      <Body props={props} data={data} />
    </Frame>
  );
}

export function ServicePreview(props: PreviewProps) {
  const data = useData(props);
  return (
    <Frame props={props} eyebrow="Services" title={text(data, "title")}>
      <p className="text-ink-soft mt-4 text-lg">{text(data, "description")}</p>
      <ul className="prose mt-6 list-disc pl-5">
        {list(data, "outcomes").map((item, i) => (
          <li key={i}>{String(item)}</li>
        ))}
      </ul>
      <Body props={props} data={data} />
    </Frame>
  );
}

export function ProjectPreview(props: PreviewProps) {
  const data = useData(props);
  return (
    <Frame
      props={props}
      eyebrow={`Case study · ${text(data, "category")}`}
      title={text(data, "title")}
    >
      <p className="text-ink-soft mt-4 text-lg">{text(data, "description")}</p>
      <Photo props={props} src={text(data, "cover")} alt={text(data, "coverAlt")} />
      <Body props={props} data={data} />
    </Frame>
  );
}
