/**
 * The <head> of each collection item page, from its loader data: title, description,
 * canonical (the item's own URL, also on the spec's /single-* routes), the item's social image
 * and its JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import type {
  BlogPostDetail,
  JobDetail,
  PortfolioDetail,
  ServiceDetail,
  TeamMemberDetail,
} from "~/content/types";
import { itemSocialImage } from "~/content/pictures";
import { itemSeo, WITH_STRUCTURED_DATA } from "./seo";
import { blogPosting, creativeWork, jobPosting, person, service } from "./item-structured-data";

const home = { name: "Home", path: "/" };

export function postMeta(post: BlogPostDetail): MetaDescriptor[] {
  return itemSeo({
    path: post.href,
    title: post.title,
    description: post.description,
    section: "blog",
    image: { path: itemSocialImage("blog", post.slug, post.image), alt: post.title },
    crumbs: [home, { name: "Blog", path: "/blog" }, { name: post.title, path: post.href }],
    article: {
      published: post.date,
      ...(post.updated ? { modified: post.updated } : {}),
      author: post.author,
      section: post.category,
    },
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [blogPosting(origin, post)] }),
  });
}

export function jobMeta(job: JobDetail): MetaDescriptor[] {
  return itemSeo({
    path: job.href,
    title: job.title,
    titleSuffix: " – Careers",
    description: job.description,
    section: "company",
    image: { path: `/og/careers/${job.slug}.png`, alt: job.title },
    crumbs: [home, { name: "Career", path: "/career" }, { name: job.title, path: job.href }],
    // A closed role keeps its page for old links, out of search results.
    ...(job.closed ? { noindex: true } : {}),
    ...(WITH_STRUCTURED_DATA && {
      jsonLd: (origin) => (job.closed ? [] : [jobPosting(origin, job)]),
    }),
  });
}

export function memberMeta(member: TeamMemberDetail): MetaDescriptor[] {
  return itemSeo({
    path: member.href,
    title: member.name,
    titleSuffix: `, ${member.role}`,
    description: member.bio,
    section: "company",
    image: { path: `/og/team/${member.slug}.png`, alt: `${member.name}, ${member.role}` },
    crumbs: [home, { name: "Our Team", path: "/team" }, { name: member.name, path: member.href }],
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [person(origin, member)] }),
  });
}

export function serviceMeta(item: ServiceDetail): MetaDescriptor[] {
  return itemSeo({
    path: item.href,
    title: item.title,
    titleSuffix: " – Services",
    description: item.description,
    section: "product",
    image: { path: `/og/services/${item.slug}.png`, alt: item.title },
    crumbs: [
      home,
      { name: "Our Services", path: "/service" },
      { name: item.title, path: item.href },
    ],
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [service(origin, item)] }),
  });
}

export function projectMeta(project: PortfolioDetail): MetaDescriptor[] {
  return itemSeo({
    path: project.href,
    title: project.title,
    titleSuffix: " – Case study",
    description: project.summary,
    section: "work",
    image: { path: itemSocialImage("portfolio", project.slug, project.image), alt: project.title },
    crumbs: [
      home,
      { name: "Portfolio", path: "/portfolio-classic" },
      { name: project.title, path: project.href },
    ],
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [creativeWork(origin, project)] }),
  });
}
