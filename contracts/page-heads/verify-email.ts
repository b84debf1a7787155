import type { StaticPage } from "../static-pages.ts";

// The fixed head of /verify-email: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const verifyEmailPage: StaticPage = {
  path: "/verify-email",
  title: "Verify your email address | AI Labs",
  description:
    "Confirm that the email address of your AI Labs account belongs to you, with the verification link we sent to that address.",
  noindex: true,
};
