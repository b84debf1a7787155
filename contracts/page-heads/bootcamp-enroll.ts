import type { StaticPage } from "../static-pages.ts";

// The fixed head of /ai-bootcamp/enroll: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const bootcampEnrollPage: StaticPage = {
  path: "/ai-bootcamp/enroll",
  title: "Enroll in the AI Bootcamp | AI Labs",
  description:
    "Enroll in the AI Labs bootcamp: choose your cohort batch and a payment plan, in full or in three monthly instalments.",
  noindex: true,
};
