/**
 * The words of the item pages (post, role, person, service, project, application), of the
 * blog's lists and of the home and company pages' sections that show a message, in one language,
 * for those routes' loaders. Paraglide compiles each message as
 * one function holding every language; a page that imported these would carry them all in its
 * JavaScript. Sent as loader data, a page carries its own language only, in its HTML, as the
 * chrome's words do (app/lib/chrome.server.ts, docs/performance.md). The messages stay in
 * messages/<locale>/*.json, where translators edit.
 *
 * Server-only: the prerender calls it once per address.
 */
import { m } from "~/paraglide/messages.js";
import type { Locale } from "./i18n";
import { wordsIn, type Message, type Template } from "./words.server";

/** Every message these pages show, each named in full (a computed key would bundle every message). */
const messages = {
  "notFound.description": m["notFound.description"],
  "notFound.heading": m["notFound.heading"],
  "notFound.illustration": m["notFound.illustration"],
  "notFound.label": m["notFound.label"],
  "notFound.search.label": m["notFound.search.label"],
  "notFound.search.submit": m["notFound.search.submit"],
  "notFound.text": m["notFound.text"],
  "notFound.title": m["notFound.title"],
  "blog.byline": m["blog.byline"],
  "blog.card.readMore": m["blog.card.readMore"],
  "blog.latest.browseAll": m["blog.latest.browseAll"],
  "blog.latest.eyebrow": m["blog.latest.eyebrow"],
  "blog.latest.olderText": m["blog.latest.olderText"],
  "blog.latest.olderTitle": m["blog.latest.olderTitle"],
  "blog.latestArticles": m["blog.latestArticles"],
  "blog.comments.intro": m["blog.comments.intro"],
  "blog.comments.replyPromise": m["blog.comments.replyPromise"],
  "blog.comments.submit": m["blog.comments.submit"],
  "blog.comments.success": m["blog.comments.success"],
  "blog.comments.title": m["blog.comments.title"],
  "blog.footer.roleAt": m["blog.footer.roleAt"],
  "blog.footer.share": m["blog.footer.share"],
  "blog.footer.tags": m["blog.footer.tags"],
  "blog.footer.writtenBy": m["blog.footer.writtenBy"],
  "blog.list.count": m["blog.list.count"],
  "blog.list.moreArticles": m["blog.list.moreArticles"],
  "blog.list.range": m["blog.list.range"],
  "blog.list.rangeOne": m["blog.list.rangeOne"],
  "blog.list.readingList": m["blog.list.readingList"],
  "blog.minRead": m["blog.minRead"],
  "blog.share.copied": m["blog.share.copied"],
  "blog.share.copy": m["blog.share.copy"],
  "blog.share.facebook": m["blog.share.facebook"],
  "blog.share.failed": m["blog.share.failed"],
  "blog.share.linkedin": m["blog.share.linkedin"],
  "blog.share.x": m["blog.share.x"],
  "blog.sidebar.categories": m["blog.sidebar.categories"],
  "blog.sidebar.label": m["blog.sidebar.label"],
  "blog.sidebar.popular": m["blog.sidebar.popular"],
  "blog.sidebar.posts": m["blog.sidebar.posts"],
  "blog.sidebar.recent": m["blog.sidebar.recent"],
  "blog.sidebar.tags": m["blog.sidebar.tags"],
  "blog.sidebar.trialCta": m["blog.sidebar.trialCta"],
  "blog.sidebar.trialText": m["blog.sidebar.trialText"],
  "blog.sidebar.trialTitle": m["blog.sidebar.trialTitle"],
  "breadcrumb.home": m["breadcrumb.home"],
  "company.job.department": m["company.job.department"],
  "company.job.location": m["company.job.location"],
  "company.job.salary": m["company.job.salary"],
  "company.job.type": m["company.job.type"],
  "company.job.viewDetails": m["company.job.viewDetails"],
  "company.job.viewDetailsFor": m["company.job.viewDetailsFor"],
  "company.project.allProjects": m["company.project.allProjects"],
  "company.project.detailsTitle": m["company.project.detailsTitle"],
  "company.project.livePreview": m["company.project.livePreview"],
  "company.project.nextText": m["company.project.nextText"],
  "company.project.nextTitle": m["company.project.nextTitle"],
  "company.project.start": m["company.project.start"],
  "company.project.viewLive": m["company.project.viewLive"],
  "company.service.allServices": m["company.service.allServices"],
  "company.service.asideLabel": m["company.service.asideLabel"],
  "company.service.contact": m["company.service.contact"],
  "company.service.helpText": m["company.service.helpText"],
  "company.service.helpTitle": m["company.service.helpTitle"],
  "company.service.mockClosed": m["company.service.mockClosed"],
  "company.service.mockMatched": m["company.service.mockMatched"],
  "company.service.mockMonth": m["company.service.mockMonth"],
  "company.service.mockReceipts": m["company.service.mockReceipts"],
  "company.service.netProfit": m["company.service.netProfit"],
  "company.service.playDemo": m["company.service.playDemo"],
  "company.service.profitChart": m["company.service.profitChart"],
  "home.video.close": m["home.video.close"],
  "pagination.label": m["pagination.label"],
  "pagination.next": m["pagination.next"],
  "pagination.nextPage": m["pagination.nextPage"],
  "pagination.page": m["pagination.page"],
  "pagination.previous": m["pagination.previous"],
  "pagination.previousPage": m["pagination.previousPage"],
  "items.apply.description": m["items.apply.description"],
  "items.apply.eyebrow": m["items.apply.eyebrow"],
  "items.apply.formHeading": m["items.apply.formHeading"],
  "items.apply.formIntro": m["items.apply.formIntro"],
  "items.apply.formLabel": m["items.apply.formLabel"],
  "items.apply.heading": m["items.apply.heading"],
  "items.apply.intro": m["items.apply.intro"],
  "items.apply.messagePlaceholder": m["items.apply.messagePlaceholder"],
  "items.apply.roleLink": m["items.apply.roleLink"],
  "items.apply.subject": m["items.apply.subject"],
  "items.apply.submit": m["items.apply.submit"],
  "items.apply.success": m["items.apply.success"],
  "items.blogList.categoryDescription": m["items.blogList.categoryDescription"],
  "items.blogList.categoryHeading": m["items.blogList.categoryHeading"],
  "items.blogList.categoryIntro": m["items.blogList.categoryIntro"],
  "items.blogList.listTitle": m["items.blogList.listTitle"],
  "items.blogList.pageDescription": m["items.blogList.pageDescription"],
  "items.blogList.pageHeading": m["items.blogList.pageHeading"],
  "items.blogList.pageIntro": m["items.blogList.pageIntro"],
  "items.blogList.pageTitle": m["items.blogList.pageTitle"],
  "items.blogList.tagDescription": m["items.blogList.tagDescription"],
  "items.blogList.tagHeading": m["items.blogList.tagHeading"],
  "items.blogList.tagIntro": m["items.blogList.tagIntro"],
  "items.blogList.termPageDescription": m["items.blogList.termPageDescription"],
  "items.blogList.termPageHeading": m["items.blogList.termPageHeading"],
  "items.blogList.termPageIntro": m["items.blogList.termPageIntro"],
  "items.blogList.termTitleSuffix": m["items.blogList.termTitleSuffix"],
  "items.crumb.blog": m["items.crumb.blog"],
  "items.crumb.career": m["items.crumb.career"],
  "items.crumb.portfolio": m["items.crumb.portfolio"],
  "items.crumb.services": m["items.crumb.services"],
  "items.crumb.team": m["items.crumb.team"],
  "items.job.applyBy": m["items.job.applyBy"],
  "items.job.applyNote": m["items.job.applyNote"],
  "items.job.applyNow": m["items.job.applyNow"],
  "items.job.closedText": m["items.job.closedText"],
  "items.job.closedTitle": m["items.job.closedTitle"],
  "items.job.department": m["items.job.department"],
  "items.job.factsTitle": m["items.job.factsTitle"],
  "items.job.location": m["items.job.location"],
  "items.job.openPositions": m["items.job.openPositions"],
  "items.job.otherRoles": m["items.job.otherRoles"],
  "items.job.posted": m["items.job.posted"],
  "items.job.salary": m["items.job.salary"],
  "items.job.seeOpenRoles": m["items.job.seeOpenRoles"],
  "items.job.type": m["items.job.type"],
  "items.member.allMembers": m["items.member.allMembers"],
  "items.member.email": m["items.member.email"],
  "items.member.expertise": m["items.member.expertise"],
  "items.member.factsTitle": m["items.member.factsTitle"],
  "items.member.joined": m["items.member.joined"],
  "items.member.location": m["items.member.location"],
  "items.member.moreEyebrow": m["items.member.moreEyebrow"],
  "items.member.moreTitle": m["items.member.moreTitle"],
  "items.member.postsEyebrow": m["items.member.postsEyebrow"],
  "items.member.postsTitle": m["items.member.postsTitle"],
  "items.post.inThisArticle": m["items.post.inThisArticle"],
  "items.post.nextPost": m["items.post.nextPost"],
  "items.post.postNavigation": m["items.post.postNavigation"],
  "items.post.previousPost": m["items.post.previousPost"],
  "items.post.relatedEyebrow": m["items.post.relatedEyebrow"],
  "items.post.relatedTitle": m["items.post.relatedTitle"],
  "items.project.client": m["items.project.client"],
  "items.project.duration": m["items.project.duration"],
  "items.project.nextEyebrow": m["items.project.nextEyebrow"],
  "items.project.nextTitle": m["items.project.nextTitle"],
  "items.project.numbersTitle": m["items.project.numbersTitle"],
  "items.project.services": m["items.project.services"],
  "items.project.year": m["items.project.year"],
  "items.service.outcomesTitle": m["items.service.outcomesTitle"],
  "items.service.projectsEyebrow": m["items.service.projectsEyebrow"],
  "items.service.projectsTitle": m["items.service.projectsTitle"],
  "items.suffix.careers": m["items.suffix.careers"],
  "items.suffix.portfolio": m["items.suffix.portfolio"],
  "items.suffix.services": m["items.suffix.services"],
  "company.hiring.step": m["company.hiring.step"],
  "company.integration.category": m["company.integration.category"],
  "company.integration.readMore": m["company.integration.readMore"],
  "company.integration.readMoreAbout": m["company.integration.readMoreAbout"],
  "company.portfolio.filterLabel": m["company.portfolio.filterLabel"],
  "company.portfolio.shown": m["company.portfolio.shown"],
  "company.portfolio.tags": m["company.portfolio.tags"],
  "company.portfolio.viewProject": m["company.portfolio.viewProject"],
  "company.integration.categoryName.crm": m["company.integration.categoryName.crm"],
  "company.integration.categoryName.productivity":
    m["company.integration.categoryName.productivity"],
  "company.integration.categoryName.socialMedia": m["company.integration.categoryName.socialMedia"],
  "company.integration.categoryName.streaming": m["company.integration.categoryName.streaming"],
  "company.portfolio.tag.all": m["company.portfolio.tag.all"],
  "company.portfolio.tag.branding": m["company.portfolio.tag.branding"],
  "company.portfolio.tag.technology": m["company.portfolio.tag.technology"],
  "company.portfolio.tag.uiUx": m["company.portfolio.tag.uiUx"],
  "company.portfolio.tag.website": m["company.portfolio.tag.website"],
  "company.service.learnMore": m["company.service.learnMore"],
  "company.service.learnMoreAbout": m["company.service.learnMoreAbout"],
  "forms.contact.eyebrow": m["forms.contact.eyebrow"],
  "forms.contact.follow": m["forms.contact.follow"],
  "forms.contact.hours": m["forms.contact.hours"],
  "forms.contact.label": m["forms.contact.label"],
  "forms.contact.office": m["forms.contact.office"],
  "home.marquee.label": m["home.marquee.label"],
  "home.process.step": m["home.process.step"],
  "home.rating.summary": m["home.rating.summary"],
  "home.testimonials.carousel": m["home.testimonials.carousel"],
  "home.testimonials.carouselRole": m["home.testimonials.carouselRole"],
  "home.testimonials.next": m["home.testimonials.next"],
  "home.testimonials.pause": m["home.testimonials.pause"],
  "home.testimonials.play": m["home.testimonials.play"],
  "home.testimonials.previous": m["home.testimonials.previous"],
  "home.testimonials.quote": m["home.testimonials.quote"],
  "home.testimonials.scrollHint": m["home.testimonials.scrollHint"],
  "home.testimonials.show": m["home.testimonials.show"],
  "home.testimonials.slide": m["home.testimonials.slide"],
  "home.testimonials.slideRole": m["home.testimonials.slideRole"],
  "pricing.plan.mostPopular": m["pricing.plan.mostPopular"],
  "pricing.table.caption": m["pricing.table.caption"],
  "pricing.table.feature": m["pricing.table.feature"],
  "pricing.table.included": m["pricing.table.included"],
  "pricing.table.notIncluded": m["pricing.table.notIncluded"],
  "pricing.toggle.status": m["pricing.toggle.status"],
};

export type ItemKey = keyof typeof messages;

/**
 * The words each kind of page shows, by key or by the start of a key (`*`): a page's loader sends its
 * own kind's only, so a post does not carry the roles', people's and lists' words in its HTML.
 * A page that asks for a word missing here fails its prerender, naming the key and the kind
 * (app/lib/item-words.ts), so `npm run build` catches a list that falls behind its components.
 */
const PAGE_WORDS = {
  post: [
    "blog.byline",
    "blog.minRead",
    "blog.card.*",
    "blog.comments.*",
    "blog.footer.*",
    "blog.share.*",
    "items.post.*",
    "items.crumb.blog",
    "breadcrumb.home",
  ],
  blogList: [
    "blog.byline",
    "blog.minRead",
    "blog.card.*",
    "blog.latest*",
    "blog.list.*",
    "blog.sidebar.*",
    "items.blogList.*",
    "items.crumb.blog",
    "breadcrumb.home",
    "pagination.*",
  ],
  job: [
    "items.job.*",
    "items.crumb.career",
    "items.suffix.careers",
    "breadcrumb.home",
    "company.job.*",
  ],
  apply: [
    "items.apply.*",
    // The role's facts beside the form, and a closed role's notice.
    "items.job.*",
    "items.crumb.career",
    "items.suffix.careers",
    "breadcrumb.home",
    "forms.contact.*",
  ],
  member: [
    "items.member.*",
    "items.crumb.team",
    "blog.byline",
    "blog.minRead",
    "blog.card.*",
    "breadcrumb.home",
  ],
  service: [
    "items.service.*",
    "items.crumb.services",
    "items.suffix.services",
    "breadcrumb.home",
    "company.service.*",
    "home.video.close",
  ],
  project: [
    "items.project.*",
    "items.crumb.portfolio",
    "items.suffix.portfolio",
    "breadcrumb.home",
    "company.project.*",
  ],
  // The company and home pages' sections that show a message (the rest of their words are content,
  // app/content/<locale>/…, also through their loaders).
  home: [
    "home.marquee.label",
    "home.process.step",
    "home.rating.summary",
    "home.testimonials.*",
    "home.video.close",
    "pricing.plan.mostPopular",
    "pricing.toggle.status",
    "company.service.learnMore",
    "company.service.learnMoreAbout",
  ],
  pricing: ["pricing.plan.mostPopular", "pricing.toggle.status", "pricing.table.*"],
  contact: ["forms.contact.*"],
  testimonials: ["home.rating.summary", "home.testimonials.*"],
  integrations: ["company.integration.*"],
  career: ["company.job.*", "company.hiring.step"],
  services: ["company.service.learnMore", "company.service.learnMoreAbout"],
  portfolioList: ["company.portfolio.*"],
  // The not-found page (/404, the document every host answers an unknown address with) and the
  // spec's /errors-404. An address the browser itself finds missing gets the screen with its
  // messages in its own chunk (app/components/sections/shared/not-found-in-place.tsx).
  notFound: ["notFound.*"],
} as const satisfies Record<string, readonly string[]>;

export type PageKind = keyof typeof PAGE_WORDS;
export const pageKinds = Object.keys(PAGE_WORDS) as PageKind[];

/** The item pages' words in one language, those of one kind of page; app/lib/item-words.ts fills them in. */
export type ItemWords = {
  locale: Locale;
  kind: PageKind;
  messages: Partial<Record<ItemKey, Template>>;
};

/** The keys a kind of page is sent. */
export function keysOf(kind: PageKind): ItemKey[] {
  const starts: readonly string[] = PAGE_WORDS[kind];
  return (Object.keys(messages) as ItemKey[]).filter((key) =>
    starts.some((start) =>
      start.endsWith("*") ? key.startsWith(start.slice(0, -1)) : key === start,
    ),
  );
}

/** The words of one kind of item or blog page, in `locale`. */
export function itemWords(locale: Locale, kind: PageKind): ItemWords {
  const own: Partial<Record<ItemKey, Message>> = {};
  for (const key of keysOf(kind)) own[key] = messages[key] as Message;
  return { locale, kind, messages: wordsIn(own as Record<ItemKey, Message>, locale) };
}

/** Paraglide's own rendering of an item message, for the unit test that compares the two. */
export function itemMessage(
  key: ItemKey,
  params: Record<string, string | number>,
  locale: Locale,
): string {
  return (messages[key] as Message)(params, { locale });
}

export const itemKeys = Object.keys(messages) as ItemKey[];
