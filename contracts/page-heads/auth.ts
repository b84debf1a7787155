import type { StaticPage } from "../static-pages.ts";

// The fixed head of /auth: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const authPage: StaticPage = {
  path: "/auth",
  title: "Sign in | AI Labs",
  description:
    "Sign in to your AI Labs account, or create one, to follow your courses, join live classes and keep track of your certificates.",
  noindex: true,
};
