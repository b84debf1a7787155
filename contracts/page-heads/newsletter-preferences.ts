import type { StaticPage } from "../static-pages.ts";

// The head of /newsletter/preferences, the page every campaign mail's footer links to (issue 22).
export const newsletterPreferencesPage: StaticPage = {
  path: "/newsletter/preferences",
  title: "Newsletter Preferences | AI Labs",
  description:
    "Choose the AI Labs newsletter topics you want, pause the mail for a while, or unsubscribe: one page, no sign-in needed.",
  noindex: true,
};
