import type { StaticPage } from "../static-pages.ts";

// The fixed head of /confirm-email-change: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const confirmEmailChangePage: StaticPage = {
  path: "/confirm-email-change",
  title: "Confirm your new email address | AI Labs",
  description:
    "Confirm the new email address of your AI Labs account with the link sent to it; the link works once and expires after an hour.",
  noindex: true,
};
