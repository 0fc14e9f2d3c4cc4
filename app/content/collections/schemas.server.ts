/**
 * The frontmatter of each collection, one schema per folder of content/ (content/README.md is
 * the editor's guide). Every field says what it is for (`.describe()`): the build's error
 * messages quote it, and a CMS configuration can be generated from these schemas
 * (z.toJSONSchema). Allowed values come from their one source in app/content/.
 */
import { z } from "zod";
import { blogCategories } from "../blog";
import { employmentTypes, jobTypes, salaryUnits } from "../careers";
import { coverPaletteNames } from "../covers";
import { iconNames } from "../icons";
import { MEDIA_PREFIX, mediaPath } from "../media.server";
import { portfolioTags } from "../portfolio";
import { portraitParts } from "../portraits";
import { keepNumberSigns } from "../typography";

/**
 * Marks a field an editor translates: content/<locale>/<collection>/<slug>.md sets only these
 * (with the body), every other field comes from the English file (load.server.ts, docs/i18n.md).
 * A CMS configuration reads the same mark (Decap's `i18n: true`).
 */
export const translatable = { translate: true } as const;

/** A page on the web: http(s) only, so no `javascript:` or `data:` address becomes a link. */
const webAddress = z.httpUrl({ error: "expected a web address starting with https://" });

/** The currencies the runtime can write a salary in (ISO 4217 codes, in capitals). */
const currencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

/**
 * Hints for the browser editor (admin/config.ts), which builds its form from these schemas:
 * a photo picker, a box for a few sentences, or a choice among another collection's files.
 */
export const editAs = {
  picture: { widget: "image" },
  sentences: { widget: "text" },
  teamMember: { references: "team" },
  service: { references: "services" },
} as const;

/** A file name or a reference to one: lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// An empty value gets this one problem, not also those of the checks that follow (a tag's letters).
const text = z.string().trim().min(1, { error: "expected some text", abort: true });
/** Words a reader sees in a card or on a page: a number keeps its "$" or "%" on its line (typography.ts). */
const prose = text.overwrite(keepNumberSigns);
const isoDate = z.iso.date("expected a calendar date, YYYY-MM-DD");
const slugRef = z.string().regex(SLUG, "expected a file name without .md, like my-item");
const coverPattern = new RegExp(`^[a-z0-9]+-(?:${coverPaletteNames.join("|")})(?:-[a-z0-9-]+)?$`);
/** A path that names a file: it has a slash or an extension (a drawn cover's name has neither). */
const looksLikeFile = (value: string) => /[/\\.]/.test(value);
/** A picture field: a photo in content/media/ (`/media/…`) or, for covers, a drawn cover's name. */
const picture = (drawn: boolean) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (looksLikeFile(value)) {
        const path = mediaPath(value);
        if ("error" in path) ctx.addIssue({ code: "custom", message: path.error });
      } else if (!drawn || !coverPattern.test(value))
        ctx.addIssue({
          code: "custom",
          message: drawn
            ? `expected a photo, ${MEDIA_PREFIX}<file> (in content/media/), or a drawn cover's name like cover-finance-1: a word, then one of ${coverPaletteNames.join(", ")}, then anything`
            : `expected a photo, ${MEDIA_PREFIX}<file> (in content/media/)`,
        });
    });
// Alt text is read to the page's readers, so a translation carries its own.
const alt = (what: string) =>
  prose
    .optional()
    .describe(`what the ${what} shows, for people who cannot see it (a photo needs it)`)
    .meta(translatable);
const focus = (what: string) =>
  z
    .string()
    .regex(/^(100|[1-9]?\d)% (100|[1-9]?\d)%$/, 'expected "x% y%" from the top left, like "50% 30%"')
    .optional()
    .describe(`where a crop of the ${what} centres, "x% y%" from the top left; the middle without it`);
const cover = {
  cover: picture(true)
    .meta(editAs.picture)
    .optional()
    .describe(
      `the cover: a photo, ${MEDIA_PREFIX}<file> in content/media/, or a drawn cover's name; without it, a cover in the category's colours is drawn from the file name`,
    ),
  coverAlt: alt("cover photo"),
  coverDecorative: z
    .literal(true)
    .optional()
    .describe("true: the cover photo only decorates (the title says it all), so it needs no alt text"),
  coverFocus: focus("cover photo"),
};
const featured = z
  .boolean()
  .optional()
  .describe("true: the item the collection's sample route (/single-blog …) shows; else the first");
const draft = z
  .boolean()
  .optional()
  .describe(
    "true: a draft, published nowhere (no page, list, feed, sitemap or search entry) until the line is removed",
  );
const order = z
  .number()
  .int()
  .optional()
  .describe("position in the lists, smallest first; items without one come last, by file name");

export const blogSchema = z
  .strictObject({
    title: prose.describe("the headline: the page's h1, its title in search results and feeds").meta(translatable),
    description: prose
      .describe("one or two sentences for cards, search results and feeds")
      .meta({ ...translatable, ...editAs.sentences }),
    date: isoDate.describe(
      "publication date, YYYY-MM-DD; the blog lists newest first; a later day than the build's waits for that day's build",
    ),
    updated: isoDate.optional().describe("date of the last real change, YYYY-MM-DD"),
    author: slugRef.describe("the author: a file name of content/team/, without .md").meta(editAs.teamMember),
    category: z.enum(blogCategories).describe(`one of ${blogCategories.join(", ")}`),
    tags: z
      .array(
        // A tag's page address is made of its letters and digits (/blog/tag/<tag>).
        text.refine((tag) => /[\p{L}\p{N}]/u.test(tag), {
          error: (issue) =>
            `${JSON.stringify(issue.input)} has no letter or digit, so it cannot have a page (/blog/tag/<tag>): name it in words`,
        }),
      )
      .min(1, "expected at least one tag")
      .describe("one or more tags; each gets a /blog/tag/<tag> page")
      .meta(translatable),
    ...cover,
    featured,
    draft,
  })
  .describe("A blog post: content/blog/<slug>.md is /blog/<slug>");

export const careersSchema = z
  .strictObject({
    title: prose.describe("the job title: the page's h1 and its title in job search").meta(translatable),
    description: prose
      .describe("one sentence for the job list and search results")
      .meta({ ...translatable, ...editAs.sentences }),
    department: text.describe("the team the role is in").meta(translatable),
    location: text.describe('a city and country ("Berlin, Germany") or "Anywhere in …" for a remote role').meta(translatable),
    type: z.enum(jobTypes).describe(`what the job list shows: ${jobTypes.join(" or ")}`),
    employmentType: z
      .enum(employmentTypes)
      .describe(`for Google's job listings: ${employmentTypes.join(", ")}`),
    remote: z.boolean().describe("true for a remote role (then list applicantLocation)"),
    applicantLocation: z
      .array(text)
      .optional()
      .describe("remote roles: the countries or regions applicants may live in"),
    salary: z
      .strictObject({
        min: z.number().int().positive().describe("lowest salary of the range"),
        max: z.number().int().positive().describe("highest salary of the range"),
        currency: z
          .string()
          .refine((code) => currencies.has(code), {
            error: (issue) =>
              `${JSON.stringify(issue.input)} is not a currency code: three capitals of ISO 4217, like USD, EUR, GBP`,
          })
          .describe("ISO 4217 code: USD, EUR, GBP …"),
        unit: z.enum(salaryUnits).describe(`the period paid for: ${salaryUnits.join(", ")}`),
      })
      .describe("the salary range"),
    datePosted: isoDate.describe("the day the role was posted, YYYY-MM-DD"),
    validThrough: isoDate.describe(
      "the last day applications are taken, YYYY-MM-DD; after it the role closes at the next build",
    ),
    featured,
    draft,
  })
  .describe("A job: content/careers/<slug>.md is /career/<slug>");

const portraitChoice = <Part extends keyof typeof portraitParts>(part: Part) =>
  z
    .enum(portraitParts[part])
    .optional()
    .describe(`one of ${portraitParts[part].join(", ")}; without it, one is picked from the name`);

export const teamSchema = z
  .strictObject({
    name: text.describe("the person's full name: the page's h1"),
    role: prose.describe("their job title, shown under the name").meta(translatable),
    summary: prose
      .describe("one or two sentences for cards, author boxes and search results")
      .meta({ ...translatable, ...editAs.sentences }),
    order,
    portrait: z
      .union([
        picture(false).meta(editAs.picture),
        z.strictObject({
          background: portraitChoice("background"),
          shirt: portraitChoice("shirt"),
          skin: portraitChoice("skin"),
          hair: portraitChoice("hair"),
          hairStyle: portraitChoice("hairStyle"),
        }),
      ])
      .optional()
      .describe(
        `their photo, ${MEDIA_PREFIX}<file> in content/media/, or the drawn portrait's parts, any of them; without it, a portrait is drawn from the name`,
      ),
    portraitAlt: prose
      .optional()
      .describe("what their photo shows, read on their own page (elsewhere their name is beside it)")
      .meta(translatable),
    portraitFocus: focus("photo (a circle)"),
    location: text.describe("where they work from").meta(translatable),
    joined: z.number().int().min(1900).describe("the year they joined"),
    email: z
      .email("expected an email address")
      .optional()
      .describe("their work email address, shown on their page; without it, none is shown"),
    socials: z
      .strictObject({
        linkedin: webAddress.optional().describe("their LinkedIn profile's address"),
        x: webAddress.optional().describe("their X (Twitter) profile's address"),
      })
      .optional()
      .describe("their public profiles, each optional"),
    expertise: z.array(prose).min(1).describe("what they know best, one item each").meta(translatable),
    featured,
    draft,
  })
  .describe("A team member: content/team/<slug>.md is /team/<slug>");

export const servicesSchema = z
  .strictObject({
    title: prose.describe("the service's name: the page's h1").meta(translatable),
    description: prose
      .describe("one sentence for the service cards and search results")
      .meta({ ...translatable, ...editAs.sentences }),
    icon: z.enum(iconNames).describe(`the card's icon, one of ${iconNames.join(", ")}`),
    order,
    outcomes: z.array(prose).min(1).describe("what a customer gets, one short line each").meta(translatable),
    video: z
      .strictObject({
        id: text.describe("the YouTube video's id"),
        title: prose.describe("what the video shows, for its button and frame").meta(translatable),
      })
      .optional()
      .describe("a demo played in the video popup"),
    featured,
    draft,
  })
  .describe("A service: content/services/<slug>.md is /service/<slug>");

export const portfolioSchema = z
  .strictObject({
    title: prose.describe("the project's name: the page's h1").meta(translatable),
    description: prose
      .describe("one sentence for the portfolio cards and search results")
      .meta({ ...translatable, ...editAs.sentences }),
    client: text.describe("who the work was for"),
    category: z.enum(portfolioTags).describe(`one of ${portfolioTags.join(", ")}`),
    tags: z
      .array(z.enum(portfolioTags))
      .min(1)
      .describe(`the filters that show the project: any of ${portfolioTags.join(", ")}`),
    order,
    year: z.number().int().describe("the year the work was done"),
    duration: prose.optional().describe('how long it took, e.g. "2 Weeks"').meta(translatable),
    url: webAddress.optional().describe("the live project's address, when public"),
    services: z
      .array(slugRef.meta(editAs.service))
      .min(1)
      .describe("the services used: file names of content/services/, without .md"),
    ...cover,
    results: z
      .array(
        z.strictObject({
          label: prose.describe("what was measured").meta(translatable),
          value: prose.describe('the figure, e.g. "+18%"').meta(translatable),
        }),
      )
      .min(1)
      .optional()
      .describe("the project's results in numbers; without it, the page shows none"),
    gallery: z
      .array(
        z.strictObject({
          image: picture(true).meta(editAs.picture).describe(`a photo, ${MEDIA_PREFIX}<file> in content/media/, or a drawn cover's name`),
          caption: prose.optional().describe("the caption under the picture, if any").meta(translatable),
          alt: alt("photo"),
          focus: focus("photo"),
        }),
      )
      .min(1)
      .optional()
      .describe("pictures beside the case study; without it, the cover"),
    featured,
    draft,
  })
  .describe("A portfolio project: content/portfolio/<slug>.md is /portfolio/<slug>");

/** Each folder of content/ and the schema of its files' frontmatter. */
export const schemas = {
  blog: blogSchema,
  careers: careersSchema,
  team: teamSchema,
  services: servicesSchema,
  portfolio: portfolioSchema,
};

export type CollectionName = keyof typeof schemas;
export const collectionNames = Object.keys(schemas) as CollectionName[];
export type Frontmatter<C extends CollectionName> = z.output<(typeof schemas)[C]>;

/** The URL prefix of each collection's item pages. */
export const itemBase = {
  blog: "/blog",
  careers: "/career",
  team: "/team",
  services: "/service",
  portfolio: "/portfolio",
} as const satisfies Record<CollectionName, string>;

/** The spec's sample route of each collection, which shows its featured item. */
export const sampleRoute = {
  blog: "/single-blog",
  careers: "/single-career",
  team: "/single-team",
  services: "/single-service",
  portfolio: "/single-portfolio",
} as const satisfies Record<CollectionName, string>;

/** What a field of a collection is for (its description), for error messages. */
export function describeField(collection: CollectionName, path: readonly PropertyKey[]): string | undefined {
  let schema: z.ZodType | undefined = schemas[collection];
  let description: string | undefined;
  for (const key of path) {
    schema = unwrap(schema);
    if (schema instanceof z.ZodObject) schema = (schema.shape as Record<string, z.ZodType>)[String(key)];
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else return description;
    description = schema?.description ?? unwrap(schema)?.description ?? description;
  }
  return description;
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional) return unwrap(schema.unwrap() as z.ZodType);
  // A field of several forms (a portrait: a photo or the drawing's parts): its object form.
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).find((option) => option instanceof z.ZodObject) ?? schema;
  return schema;
}

/** Whether an editor translates this field, or a part of it (results[].label, video.title). */
export function isTranslatable(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  if ((schema.meta() as { translate?: boolean } | undefined)?.translate) return true;
  const inner = unwrap(schema);
  if (inner !== schema) return isTranslatable(inner);
  if (inner instanceof z.ZodObject)
    return Object.values(inner.shape as Record<string, z.ZodType>).some(isTranslatable);
  if (inner instanceof z.ZodArray) return isTranslatable(inner.element as z.ZodType);
  return false;
}

/** The translatable fields of a collection, as an editor writes them ("results[].label"). */
export function translatableFields(collection: CollectionName): string[] {
  const walk = (schema: z.ZodType, prefix: string): string[] => {
    if ((schema.meta() as { translate?: boolean } | undefined)?.translate) return [prefix];
    const inner = unwrap(schema);
    if (inner !== schema) return walk(inner!, prefix);
    if (inner instanceof z.ZodObject)
      return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        walk(field, prefix ? `${prefix}.${key}` : key),
      );
    if (inner instanceof z.ZodArray) return walk(inner.element as z.ZodType, `${prefix}[]`);
    return [];
  };
  return walk(schemas[collection], "");
}
