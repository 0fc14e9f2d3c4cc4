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
import { itemSocialImage } from "~/content/social-image";
import { itemSeo, ogPath, type PageContext, WITH_STRUCTURED_DATA } from "./seo";
import { localizePath, type Locale } from "./i18n";
import type { ItemSay } from "./item-words";
import { blogPosting, creativeWork, jobPosting, person, service } from "./item-structured-data";

const home = (locale: Locale, say: ItemSay) => ({ name: say("breadcrumb.home"), path: localizePath("/", locale) });
const crumb = (name: string, path: string, locale: Locale) => ({
  name,
  path: localizePath(path, locale),
});

export function postMeta(post: BlogPostDetail, context: PageContext, say: ItemSay): MetaDescriptor[] {
  const { locale } = context;
  const lang = post.lang ?? locale;
  return itemSeo({
    path: post.href,
    title: post.title,
    description: post.description,
    section: "blog",
    image: { path: ogPath(itemSocialImage("blog", post.slug, post.image).slice("/og/".length), lang), alt: post.title },
    crumbs: [home(locale, say), crumb(say("items.crumb.blog"), "/blog", locale), { name: post.title, path: post.href }],
    article: {
      published: post.date,
      ...(post.updated ? { modified: post.updated } : {}),
      author: post.author,
      section: post.category,
    },
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [blogPosting(origin, post, lang)] }),
  }, context);
}

export function jobMeta(job: JobDetail, context: PageContext, say: ItemSay): MetaDescriptor[] {
  const { locale } = context;
  const lang = job.lang ?? locale;
  return itemSeo({
    path: job.href,
    title: job.title,
    titleSuffix: say("items.suffix.careers"),
    description: job.description,
    section: "company",
    image: { path: ogPath(`careers/${job.slug}.png`, lang), alt: job.title },
    crumbs: [home(locale, say), crumb(say("items.crumb.career"), "/career", locale), { name: job.title, path: job.href }],
    // A closed role keeps its page for old links, out of search results.
    ...(job.closed ? { noindex: true } : {}),
    ...(WITH_STRUCTURED_DATA && {
      jsonLd: (origin) => (job.closed ? [] : [jobPosting(origin, job)]),
    }),
  }, context);
}

export function memberMeta(member: TeamMemberDetail, context: PageContext, say: ItemSay): MetaDescriptor[] {
  const { locale } = context;
  const lang = member.lang ?? locale;
  return itemSeo({
    path: member.href,
    title: member.name,
    titleSuffix: `, ${member.role}`,
    description: member.bio,
    section: "company",
    image: { path: ogPath(`team/${member.slug}.png`, lang), alt: `${member.name}, ${member.role}` },
    crumbs: [home(locale, say), crumb(say("items.crumb.team"), "/team", locale), { name: member.name, path: member.href }],
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [person(origin, member)] }),
  }, context);
}

export function serviceMeta(item: ServiceDetail, context: PageContext, say: ItemSay): MetaDescriptor[] {
  const { locale } = context;
  const lang = item.lang ?? locale;
  return itemSeo({
    path: item.href,
    title: item.title,
    titleSuffix: say("items.suffix.services"),
    description: item.description,
    section: "product",
    image: { path: ogPath(`services/${item.slug}.png`, lang), alt: item.title },
    crumbs: [
      home(locale, say),
      crumb(say("items.crumb.services"), "/service", locale),
      { name: item.title, path: item.href },
    ],
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [service(origin, item)] }),
  }, context);
}

export function projectMeta(project: PortfolioDetail, context: PageContext, say: ItemSay): MetaDescriptor[] {
  const { locale } = context;
  const lang = project.lang ?? locale;
  return itemSeo({
    path: project.href,
    title: project.title,
    titleSuffix: say("items.suffix.portfolio"),
    description: project.summary,
    section: "work",
    image: {
      path: ogPath(itemSocialImage("portfolio", project.slug, project.image).slice("/og/".length), lang),
      alt: project.title,
    },
    crumbs: [
      home(locale, say),
      crumb(say("items.crumb.portfolio"), "/portfolio-classic", locale),
      { name: project.title, path: project.href },
    ],
    ...(WITH_STRUCTURED_DATA && { jsonLd: (origin) => [creativeWork(origin, project, lang)] }),
  }, context);
}
