import { m } from "../paraglide/messages.js";
import type { Locale } from "./locales";
import type { Portrait } from "./portraits";
import type { FieldSpec } from "./types";

/*
 * The posts themselves are Markdown files in content/blog/ (app/content/collections/). The
 * categories are the one list of them: a post's `category:` must be one (the frontmatter schema
 * reads it), the sidebar lists them, and content/README.md names them (a unit test compares).
 */
export const blogCategories = ["Business", "Technology", "Finance", "Marketing", "Management"] as const;

/** The post the sample comments were written on (the spec's /single-blog shows them). */
export const sampleCommentsPost = "budgeting-habits-small-business";

export type SampleComment = {
  id: string;
  author: string;
  portrait: Portrait;
  date: string;
  text: string;
};

/** The sample comment list of that post. */
export const sampleComments = [
  {
    id: "c1",
    author: "Grace Liu",
    portrait: { background: "tint-sky", shirt: "shirt-mint", skin: "skin-5", hair: "hair-black", hairStyle: "bun" },
    date: "2026-10-29",
    text: "The weekly cash check is such a simple idea. We started doing it on Mondays and caught a late invoice straight away.",
  },
  {
    id: "c2",
    author: "Omar Haddad",
    portrait: { background: "tint-mist", shirt: "accent-rose", skin: "skin-1", hair: "hair-grey", hairStyle: "short" },
    date: "2026-10-30",
    text: "Habit four is the one I needed. Separating tax money into its own account has made April far less frightening.",
  },
] as const satisfies readonly SampleComment[];

/** Spec §5: the comment form's placeholders. Labels stay visible; placeholders are only hints. */
/** The comment form's fields, in the page's language. */
export const commentFields = (locale: Locale): FieldSpec[] => [
  {
    name: "name",
    label: m["blog.comments.nameLabel"]({}, { locale }),
    type: "text",
    required: true,
    placeholder: m["blog.comments.nameLabel"]({}, { locale }),
    autoComplete: "name",
    requiredMessage: m["blog.comments.nameRequired"]({}, { locale }),
  },
  {
    name: "email",
    label: m["blog.comments.emailLabel"]({}, { locale }),
    type: "email",
    required: true,
    placeholder: m["blog.comments.emailLabel"]({}, { locale }),
    autoComplete: "email",
    requiredMessage: m["blog.comments.emailRequired"]({}, { locale }),
  },
  {
    name: "comment",
    label: m["blog.comments.commentLabel"]({}, { locale }),
    type: "textarea",
    required: true,
    placeholder: m["blog.comments.commentPlaceholder"]({}, { locale }),
    requiredMessage: m["blog.comments.commentRequired"]({}, { locale }),
  },
];
