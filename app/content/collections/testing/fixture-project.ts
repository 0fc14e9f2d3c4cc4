/**
 * A throw-away project with a small content/ of its own, for tests of the content layer: the
 * rules are tested on these files, never on the shipped sample's words. `files` adds, replaces
 * (a path of the base) or removes (null) files, by path from the project root.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ContentError, loadCollections } from "../load.server";

const member = (name: string, order: number, extra = "") => `---
name: "${name}"
role: "Bookkeeper"
summary: "${name} keeps the books of small companies tidy and explains them to their owners, one month at a time."
order: ${order}
location: "Leeds, United Kingdom"
joined: 2020
email: ${name.split(" ")[0]!.toLowerCase()}@example.com
expertise:
  - Bookkeeping
${extra}---

${name} has kept books for ten years.
`;

const post = (title: string, date: string, extra = "", body = "## A heading\n\nSome words.\n") => `---
title: "${title}"
description: "What this post is about, in one sentence that is long enough for search results."
date: ${date}
author: ada-lovelace
category: Finance
tags:
  - Budgeting
${extra}---

${body}`;

const job = (title: string, validThrough: string) => `---
title: "${title}"
description: "Keep the books of our customers in order and help them understand their numbers."
department: Finance
location: "Leeds, United Kingdom"
type: Full-Time
employmentType: FULL_TIME
remote: false
salary: { min: 40000, max: 50000, currency: GBP, unit: YEAR }
datePosted: 2026-01-05
validThrough: ${validThrough}
---

## The role

Bookkeeping for small companies.
`;

const service = (title: string, order: number) => `---
title: "${title}"
description: "Books kept for you every month, with reports your accountant can use straight away."
icon: calculator
order: ${order}
outcomes:
  - "Books closed every month"
---

## What we do

We keep the books.
`;

export const baseFiles: Record<string, string> = {
  "content/team/ada-lovelace.md": member("Ada Lovelace", 1),
  "content/team/ben-okri.md": member("Ben Okri", 2),
  "content/services/bookkeeping.md": service("Bookkeeping", 1),
  "content/services/payroll-help.md": service("Payroll help", 2),
  "content/portfolio/corner-shop.md": `---
title: "Corner Shop"
description: "A shop's books moved from paper to Finlo in a week, with the owner's evenings back."
client: "The Corner Shop"
category: Website
tags: [Website]
order: 1
year: 2026
services: [bookkeeping]
results:
  - { label: "Evenings back each month", value: "4" }
---

## Project overview

Paper to Finlo.
`,
  "content/blog/first-post.md": post("The first post", "2026-01-10"),
  "content/blog/second-post.md": post(
    "The second post",
    "2026-02-10",
    "",
    "## Numbers\n\nSee [the first post](/blog/first-post), [our services](/service/), [careers](../../career) and ![A chart of the month](/images/chart.svg).\n",
  ),
  "content/careers/open-role.md": job("Bookkeeper", "2027-06-30"),
  "content/careers/old-role.md": job("Payroll Clerk", "2026-01-31"),
  "public/images/chart.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"/>',
};

export const fixtures = { member, post, job, service };

/** Files by path from the project root: text, bytes (a picture), or null to leave a base file out. */
export function fixtureProject(files: Record<string, string | Buffer | null> = {}): string {
  const root = mkdtempSync(join(tmpdir(), "finlo-content-"));
  for (const [path, text] of Object.entries({ ...baseFiles, ...files })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The problems a content/ with these files reports (every error, one line each), or none. */
export function problemsOf(files: Record<string, string | Buffer | null>, today = "2026-06-01"): string[] {
  try {
    loadCollections({ projectRoot: fixtureProject(files), today });
  } catch (error) {
    if (error instanceof ContentError) return error.message.split("\n").slice(1).map((line) => line.trim());
    throw error;
  }
  return [];
}

