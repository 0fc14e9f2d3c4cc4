import type { BlogCategory } from "./types";

/* The posts themselves are Markdown files in content/blog/ (app/content/collections.server.ts). */

export const blogCategories = [
  "Business",
  "Technology",
  "Finance",
  "Marketing",
  "Management",
] as const satisfies readonly BlogCategory[];

/** The post the sample comments were written on (the spec's /single-blog shows them). */
export const sampleCommentsPost = "budgeting-habits-small-business";

/** The sample comment list of that post; `avatar` names the portrait in portraits.ts. */
export const sampleComments = [
  {
    id: "c1",
    author: "Grace Liu",
    avatar: "grace-liu",
    date: "2026-10-29",
    text: "The weekly cash check is such a simple idea. We started doing it on Mondays and caught a late invoice straight away.",
  },
  {
    id: "c2",
    author: "Omar Haddad",
    avatar: "omar-haddad",
    date: "2026-10-30",
    text: "Habit four is the one I needed. Separating tax money into its own account has made April far less frightening.",
  },
] as const;
