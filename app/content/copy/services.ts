// The fixed words of the services sections (app/components/sections/services/). Edit them here.

/** The words of the section in app/components/sections/services/service-detail.tsx. */
export const serviceDetailCopy = {
  playDemo: (service: string) => `Play the ${service.toLowerCase()} demo video`,
  netProfitThisQuarter: "Net profit this quarter",
  profitLast6Months: "Profit, last 6 months",
  moreAboutOurServices: "More about our services",
  needHelpChoosing: "Need help choosing?",
  talkToASpecialist: "Talk to a specialist about your setup. No sales pitch, just answers.",
} as const;

/** The words of the section in app/components/sections/services/service-process.tsx. */
export const serviceProcessCopy = {
  tellUsWhatYou: "Tell us what you need",
  a30MinuteCall: "A 30-minute call with a specialist to understand your team, tools and goals.",
  weSetItUp: "We set it up with you",
  weConnectYourAccounts:
    "We connect your accounts and import your data, so you start with real numbers.",
  yourTeamIsTrained: "Your team is trained",
  shortPracticalSessionsFor:
    "Short, practical sessions for each role, plus guides your new hires can follow.",
  weStayClose: "We stay close",
  aNamedContactRegular: "A named contact, regular check-ins and answers within one business day.",
  howWeWork: "How we work",
  upAndRunningIn: "Up and running in days, not months",
  everyServiceStartsThe:
    "Every service starts the same way: with people who listen first, then do the setup with you.",
} as const;
