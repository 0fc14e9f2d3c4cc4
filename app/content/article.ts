import { posts } from "./blog";

/**
 * The body of the one sample article, /single-blog. Its title, category, date, author and cover
 * come from the matching post in blog.ts, so the list cards and the article never disagree.
 */
export type ArticleSection = {
  /** Anchor for the table of contents. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** A small, concrete next step shown in a callout under the section. */
  tryThis?: string;
};

export type Article = {
  postId: string;
  lead: string;
  intro: readonly string[];
  sections: readonly ArticleSection[];
  quote: { text: string; attribution: string };
  closing: { heading: string; paragraphs: readonly string[] };
};

export const article = {
  postId: "p1",
  lead: "Most cash-flow crises are visible weeks before they hit. The owners who stay calm are not luckier; they simply look at the same few numbers on the same days, every week, whether business is good or bad.",
  intro: [
    "Over the past year our customer success team sat down with more than two hundred small-business owners using Finlo: cafés, design studios, plumbing firms, online shops. We asked what they did every week that kept money worries small. The same seven habits kept coming up.",
    "None of them needs an accountant or a spreadsheet wizard. Together they take about an hour a week, and most of that hour is the first habit.",
  ],
  sections: [
    {
      id: "check-cash-every-monday",
      heading: "1. Check your cash every Monday",
      paragraphs: [
        "Profit is an opinion; cash is a fact. Every Monday morning, before email, look at three numbers: what is in the bank, what you expect to receive in the next four weeks and what you must pay in the same four weeks.",
        "Fifteen minutes is enough. The point is not precision but rhythm: when you look every week, a late payment or a creeping cost shows up as a small change, not a shock at the end of the quarter.",
      ],
      tryThis:
        "Put a recurring 15-minute “cash check” in your calendar for Monday at 9:00 and protect it like a client meeting.",
    },
    {
      id: "forecast-thirteen-weeks",
      heading: "2. Forecast thirteen weeks ahead",
      paragraphs: [
        "A thirteen-week forecast is one quarter, week by week: expected money in, expected money out and the balance left at the end of each week. It is short enough to be honest and long enough to see trouble coming.",
        "Each Monday, replace last week’s guesses with what actually happened and add a new week at the end. After a month you will know which of your estimates are optimistic, and you can correct for it.",
      ],
      tryThis:
        "Start with only your five biggest inflows and outflows. A rough forecast you update beats a perfect one you abandon.",
    },
    {
      id: "give-every-dollar-a-job",
      heading: "3. Give every dollar a job",
      paragraphs: [
        "When all income lands in one account, every balance looks like spending money. Split incoming revenue into a few pots as soon as it arrives: running costs, your own pay, tax and a reserve.",
        "The percentages matter less than the habit. Many owners start with 60% for costs, 20% for pay, 15% for tax and 5% for the reserve, then adjust after a quarter of real numbers.",
      ],
      tryThis:
        "Open one extra account this week and move a fixed share of every payment into it on the day it arrives.",
    },
    {
      id: "set-tax-aside",
      heading: "4. Set tax money aside the day you are paid",
      paragraphs: [
        "Tax bills hurt because the money was spent months ago. Treat tax as money that was never yours: when a customer pays, move the tax share into its own account straight away.",
        "A separate tax account also makes your real position obvious. If the main account looks thin after tax is set aside, that is the truth you needed to know now, not in April.",
      ],
      tryThis:
        "Ask your accountant for one percentage to use all year, and automate the transfer on every incoming payment.",
    },
    {
      id: "invoice-on-a-schedule",
      heading: "5. Invoice promptly and follow up on a schedule",
      paragraphs: [
        "Every day between finishing the work and sending the invoice is a day added to your payment time. Send invoices the day the work is delivered, with clear terms and an easy way to pay.",
        "Then follow up on a fixed schedule instead of when you feel brave: a friendly note on the due date, a firmer one a week later and a phone call after two weeks. A schedule takes the emotion out of asking.",
      ],
      tryThis:
        "Write your three follow-up messages once and save them as templates, so chasing takes a minute, not an afternoon.",
    },
    {
      id: "compare-budget-with-actuals",
      heading: "6. Compare budget with actuals once a month",
      paragraphs: [
        "A budget you never check is a wish. On the first working day of the month, put last month’s plan next to what really happened and look only at the three biggest differences.",
        "This is also the moment to review recurring costs. Subscriptions, unused licences and price rises add up quietly; the monthly review is where you cancel what nobody has opened in thirty days.",
      ],
      tryThis:
        "Sort last month’s spending by amount and ask one question of each of the top ten lines: would we buy this again today?",
    },
    {
      id: "build-a-reserve",
      heading: "7. Build a reserve of three months’ fixed costs",
      paragraphs: [
        "A reserve turns emergencies into inconveniences. Add up rent, salaries, loan payments and the subscriptions you cannot pause: that is one month of fixed costs. Aim to hold three.",
        "It will not happen in a quarter, and it does not need to. The reserve pot from habit three fills it a little with every payment, and each month it grows, your decisions get calmer.",
      ],
      tryThis:
        "Write down your monthly fixed costs today. Knowing the number is the first step to saving it.",
    },
  ],
  quote: {
    text: "We stopped asking whether we could afford something and started asking which pot it comes from. That one change ended our end-of-month panic.",
    attribution: "Owner of a six-person design studio",
  },
  closing: {
    heading: "Start with one habit this week",
    paragraphs: [
      "Trying all seven at once is the surest way to keep none of them. Pick the Monday cash check, do it four weeks in a row and add the next habit only when it feels automatic.",
      "Finlo can do the bookkeeping behind most of these habits for you: it sorts transactions into pots, keeps a rolling forecast and reminds customers about unpaid invoices. The habits themselves, though, work with any tool, including a notebook.",
    ],
  },
} as const satisfies Article;

/** The list entry the article belongs to (title, date, category, cover, author). */
export const articlePost = posts.find((post) => post.id === article.postId) ?? posts[0];
