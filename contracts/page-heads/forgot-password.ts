import type { StaticPage } from "../static-pages.ts";

// The fixed head of /forgot-password: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const forgotPasswordPage: StaticPage = {
  path: "/forgot-password",
  title: "Forgot Password | AI Labs",
  description:
    "Forgot your AI Labs password? Enter the email address of your account and we will send you a secure link to choose a new one.",
  noindex: true,
};
