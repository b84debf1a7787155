import type { StaticPage } from "../static-pages.ts";

// The fixed head of /contact: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const contactPage: StaticPage = {
  path: "/contact",
  title: "Contact AI Labs Admissions | AI Labs",
  description:
    "Call, email or write to the AI Labs admissions team about courses, bootcamp cohorts, pricing and corporate training. We reply within 24 hours.",
};
