// The fixed words of the blog sections (app/components/sections/blog/). Edit them here.

/** The words of the section in app/components/sections/blog/article-comments.tsx. */
export const articleCommentsCopy = {
  pleaseEnterYourName: "Please enter your name.",
  pleaseEnterYourEmail: "Please enter your email address.",
  writeUsYourComment: "Write us your comment",
  pleaseWriteYourComment: "Please write your comment.",
  leaveAComment: "Leave a comment",
  questionsDisagreementsAndYour:
    "Questions, disagreements and your own habits are all welcome. Your email address is never published; fields marked * are required.",
  thankYouYourComment:
    "Thank you, your comment is in. It appears here once a moderator has read it.",
  weReplyToEvery: "We reply to every comment within 24 hours.",
} as const;

/** The words of the section in app/components/sections/blog/article-footer.tsx. */
export const articleFooterCopy = {
  shareThisArticle: "Share this article",
} as const;

/** The words of the section in app/components/sections/blog/blog-latest.tsx. */
export const blogLatestCopy = {
  freshFromTheTeam: "Fresh from the team",
  lookingForSomethingOlder: "Looking for something older?",
  everyArticleNewestFirst: "Every article, newest first, with categories and tags.",
  browseAllArticles: "Browse all articles",
} as const;

/** The words of the section in app/components/sections/blog/blog-sidebar.tsx. */
export const blogSidebarCopy = {
  putTheseIdeasTo: "Put these ideas to work in Finlo",
  budgetsForecastsAndInvoice:
    "Budgets, forecasts and invoice reminders in one place. Free for 34 days, no credit card needed.",
  startYourFreeTrial: "Start your free trial",
} as const;
