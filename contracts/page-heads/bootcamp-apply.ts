import type { StaticPage } from "../static-pages.ts";

// The fixed head of /ai-bootcamp/apply: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const bootcampApplyPage: StaticPage = {
  path: "/ai-bootcamp/apply",
  title: "Apply to the AI Engineering Bootcamp | AI Labs",
  description:
    "Apply to the next AI Labs bootcamp cohort in 10 minutes: your background, your goals and your preferred start date. We reply within 3 business days.",
};
