import type { StaticPage } from "../static-pages.ts";

// The head of /newsletter/confirm, the page the newsletter's confirmation mail links to (issue 22).
export const newsletterConfirmPage: StaticPage = {
  path: "/newsletter/confirm",
  title: "Confirm Your Newsletter Subscription | AI Labs",
  description:
    "Confirm that you want the AI Labs newsletter at your address: one press of the button, and nothing is sent until you do.",
  noindex: true,
};
