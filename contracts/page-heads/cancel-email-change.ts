import type { StaticPage } from "../static-pages.ts";

// The fixed head of /cancel-email-change: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const cancelEmailChangePage: StaticPage = {
  path: "/cancel-email-change",
  title: "Cancel an email change | AI Labs",
  description:
    "Did not ask to change the email address of your AI Labs account? Cancel the change and sign out every device in one step.",
  noindex: true,
};
