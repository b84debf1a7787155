import type { StaticPage } from "../static-pages.ts";

// The fixed head of /reset-password: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const resetPasswordPage: StaticPage = {
  path: "/reset-password",
  title: "Reset Password | AI Labs",
  description:
    "Choose a new password for your AI Labs account with the reset link from your email; the link works once and expires after an hour.",
  noindex: true,
};
