import { describe, expect, it } from "vitest";
import {
  collectionNames,
  itemBase,
  translatableFields,
} from "~/content/collections/schemas.server";
import {
  cmsConfig,
  cmsSettings,
  collectionSchema,
  MAX_UPLOAD_BYTES,
  newItemProblem,
  newItemSlug,
  redirectsConfig,
  type CmsCollection,
  type CmsField,
  type SchemaNode,
} from "./config";

/** Every field path of a schema: "salary.min", "gallery[].caption"; a field of several forms is one field. */
function schemaPaths(node: SchemaNode, prefix = ""): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = prefix + name;
    if (child.anyOf) return [path];
    if (child.properties) return [path, ...schemaPaths(child, `${path}.`)];
    if (child.items?.properties) return [path, ...schemaPaths(child.items, `${path}[].`)];
    return [path];
  });
}

function configPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix + field.name;
    if (field.widget === "object") return [path, ...configPaths(field.fields ?? [], `${path}.`)];
    if (field.widget === "list" && field.fields)
      return [path, ...configPaths(field.fields, `${path}[].`)];
    return [path];
  });
}

function configFields(fields: CmsField[], prefix = ""): [string, CmsField][] {
  return fields.flatMap((field): [string, CmsField][] => {
    const path = prefix + field.name;
    const sep = field.widget === "list" ? "[]." : ".";
    return [[path, field], ...configFields(field.fields ?? [], `${path}${sep}`)];
  });
}

const config = cmsConfig(cmsSettings({}));
/** The collections of content/'s folders (the other is the one file of moved pages). */
const folders = config.collections.filter((c): c is CmsCollection => "folder" in c);

describe("the editor's configuration", () => {
  it.each(collectionNames)(
    "has exactly the fields of the %s schema, and the body",
    (collection) => {
      const editor = folders.find((c) => c.name === collection)!;
      const schema = collectionSchema(collection);
      expect(configPaths(editor.fields).sort()).toEqual([...schemaPaths(schema), "body"].sort());
    },
  );

  it.each(collectionNames)(
    "marks required, translated and explained fields as the %s schema does",
    (collection) => {
      const editor = folders.find((c) => c.name === collection)!;
      const fields = new Map(configFields(editor.fields));
      const required = new Set(collectionSchema(collection).required);
      for (const [name, field] of fields) {
        if (!name.includes(".") && name !== "body")
          expect(field.required, name).toBe(required.has(name));
        if (name !== "body") expect(field.hint, name).toBeTruthy();
      }
      const translated = translatableFields(collection);
      for (const path of translated) expect(fields.get(path)?.i18n, path).toBe(true);
      for (const [name, field] of fields)
        if (field.i18n && field.widget !== "object" && field.widget !== "list" && name !== "body")
          expect(translated, name).toContain(name);
    },
  );

  it("picks widgets from the schema: dates, choices, references, photos, sentences", () => {
    const blog = new Map(configFields(folders.find((c) => c.name === "blog")!.fields));
    expect(blog.get("date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(blog.get("category")?.widget).toBe("select");
    expect(blog.get("author")).toMatchObject({
      widget: "relation",
      collection: "team",
      value_field: "{{slug}}",
    });
    expect(blog.get("cover")?.widget).toBe("image");
    expect(blog.get("description")?.widget).toBe("text");
    expect(blog.get("body")?.widget).toBe("markdown");
    const projects = new Map(configFields(folders.find((c) => c.name === "portfolio")!.fields));
    expect(projects.get("services")).toMatchObject({
      widget: "relation",
      collection: "services",
      multiple: true,
    });
    expect(projects.get("tags")).toMatchObject({ widget: "select", multiple: true });
    expect(projects.get("year")).toMatchObject({ widget: "number", value_type: "int" });
    const team = new Map(configFields(folders.find((c) => c.name === "team")!.fields));
    expect(team.get("portrait")?.widget).toBe("photo-or-drawing");
  });

  it("refuses a photo over the build's limit when it is chosen, and writes Markdown as typed", async () => {
    const { MAX_BYTES } = await import("../scripts/media-encode.mjs");
    expect(MAX_UPLOAD_BYTES).toBe(MAX_BYTES);
    const blog = new Map(configFields(folders.find((c) => c.name === "blog")!.fields));
    expect(blog.get("cover")).toMatchObject({
      media_library: { config: { max_file_size: MAX_BYTES } },
    });
    const team = new Map(configFields(folders.find((c) => c.name === "team")!.fields));
    expect(team.get("portrait")).toMatchObject({
      media_library: { config: { max_file_size: MAX_BYTES } },
    });
    expect(blog.get("body")).toMatchObject({ modes: ["raw", "rich_text"] });
  });

  it("names a collapsed gallery item by its words, which every language has", () => {
    const projects = new Map(configFields(folders.find((c) => c.name === "portfolio")!.fields));
    expect(projects.get("gallery")).toMatchObject({ widget: "list", summary: "{{fields.alt}}" });
  });

  it("names a new item's file as Decap will, from its title or name", () => {
    expect(newItemSlug("blog", { title: "Planning a quarter in one afternoon" })).toBe(
      "planning-a-quarter-in-one-afternoon",
    );
    expect(newItemSlug("team", { name: "Zoë Müller" })).toBe("zoe-muller");
    // Decap's steps: straight apostrophes dropped, periods and other signs a "-", ß spelt out.
    expect(newItemSlug("blog", { title: "What we've learned in v2.0 – Grüße" })).toBe(
      "what-weve-learned-in-v2-0-grusse",
    );
    // As Decap (its `diacritics` map) writes them.
    expect(newItemSlug("team", { name: "Zoë Ngọc Lê-Brandt" })).toBe("zoe-ngoc-le-brandt");
    expect(newItemSlug("team", { name: "Œuvre Ærø Łódź Þór" })).toBe("oeuvre-aero-lodz-thor");
    expect(newItemSlug("careers", { title: "Payroll Specialist (m/w/d) – Köln" })).toBe(
      "payroll-specialist-m-w-d-koln",
    );
    expect(newItemSlug("blog", {})).toBe("");
  });

  it("refuses a new item whose title makes no file name the site takes, saying why", () => {
    expect(newItemProblem("blog", { title: "Planning a quarter" })).toBeUndefined();
    expect(newItemProblem("blog", {})).toBeUndefined();
    for (const [collection, data] of [
      ["blog", { title: "🚀🚀🚀" }],
      ["team", { name: "王小明" }],
      ["blog", { title: "Q4_report" }],
    ] as const) {
      const problem = newItemProblem(collection, data);
      expect(problem, JSON.stringify(data)).toMatchObject({
        field: collection === "team" ? "name" : "title",
        message: expect.stringMatching(/^a new item's file name and address are made from/),
      });
      // The build refuses such a file name too.
      expect(problem!.file).not.toMatch(/^content\/\w+\/[a-z0-9]+(-[a-z0-9]+)*\.md$/);
    }
  });

  it("lets an optional group be left empty (none of its fields required) and a switch stay off", () => {
    const services = new Map(configFields(folders.find((c) => c.name === "services")!.fields));
    const video = services.get("video") as {
      required: boolean;
      fields: { name: string; required: boolean }[];
    };
    expect(video.required).toBe(false);
    expect(video.fields.map((f) => [f.name, f.required])).toEqual([
      ["id", false],
      ["title", false],
    ]);
    // A required group keeps its required fields (a job's salary).
    const jobs = new Map(configFields(folders.find((c) => c.name === "careers")!.fields));
    // A required switch starts off, as drawn, so an untouched one is not "missing" on save.
    for (const collection of folders)
      for (const [name, field] of configFields(collection.fields))
        if (field.widget === "boolean" && field.required)
          expect(field.default, `${collection.name}.${name}`).toBe(false);
    expect(jobs.get("remote")).toMatchObject({ widget: "boolean", required: true, default: false });
    const salary = jobs.get("salary") as { required: boolean; fields: { required: boolean }[] };
    expect(salary.required).toBe(true);
    expect(salary.fields.some((f) => f.required)).toBe(true);
  });

  it("edits English and German side by side in our folders, and uploads into content/media", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "de"],
      default_locale: "en",
    });
    const blog = folders.find((c) => c.name === "blog")!;
    expect(blog).toMatchObject({
      folder: "content/blog",
      media_folder: "/content/media/blog",
      public_folder: "/media/blog",
    });
  });
});

describe("View Live", () => {
  it("opens a saved item's page on the site the editor is served from", () => {
    const config = cmsConfig(cmsSettings({}), "https://www.finlo.example");
    expect(config.site_url).toBe("https://www.finlo.example");
    for (const collection of collectionNames) {
      const { preview_path } = config.collections.find(
        (c): c is CmsCollection => c.name === collection,
      )!;
      // The address of the item "x" (its English page), as the build makes it.
      expect(`/${preview_path.replace("{{slug}}", "x")}`).toBe(`${itemBase[collection]}/x`);
    }
    expect(cmsConfig(cmsSettings({})).site_url).toBeUndefined();
  });
});

describe("the editor's backend settings", () => {
  it("defaults to the local backend on 127.0.0.1", () => {
    expect(cmsConfig(cmsSettings({})).backend).toEqual({
      name: "finlo-local",
      proxy_url: "http://127.0.0.1:8081/api/v1",
    });
    expect(cmsConfig(cmsSettings({})).publish_mode).toBeUndefined();
  });

  it("builds a GitHub backend with the editorial workflow from the environment", () => {
    const config = cmsConfig(
      cmsSettings({
        CMS_BACKEND: "github",
        CMS_REPO: "finlo/site",
        CMS_AUTH_URL: "https://auth.finlo.example",
      }),
    );
    expect(config.backend).toMatchObject({
      name: "finlo-github",
      repo: "finlo/site",
      branch: "main",
      base_url: "https://auth.finlo.example",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("builds a GitLab backend with PKCE and can turn the workflow off", () => {
    const config = cmsConfig(
      cmsSettings({
        CMS_BACKEND: "gitlab",
        CMS_REPO: "finlo/site",
        CMS_APP_ID: "abc",
        CMS_EDITORIAL_WORKFLOW: "false",
      }),
    );
    expect(config.backend).toMatchObject({
      name: "finlo-gitlab",
      app_id: "abc",
      auth_type: "pkce",
    });
    expect(config.publish_mode).toBeUndefined();
  });

  it("refuses an unknown backend or a hosted one without its repository", () => {
    expect(() => cmsSettings({ CMS_BACKEND: "ftp" })).toThrow(/local, github or gitlab/);
    expect(() => cmsSettings({ CMS_BACKEND: "github" })).toThrow(/CMS_REPO/);
  });
});

describe("moved pages", () => {
  it("edit content/redirects.yaml as the build reads it: a list of old addresses and their pages", () => {
    expect(config.collections.at(-1)).toEqual(redirectsConfig());
    const [file] = redirectsConfig().files;
    expect(file!.file).toBe("content/redirects.yaml");
    expect(file!.fields.map((f) => [f.name, f.widget])).toEqual([["redirects", "list"]]);
    expect(file!.fields[0]!.fields!.map((f) => f.name)).toEqual(["from", "to"]);
  });
});
