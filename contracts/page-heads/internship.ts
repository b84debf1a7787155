import type { StaticPage } from "../static-pages.ts";

// The fixed head of /internship: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
export const internshipPage: StaticPage = {
  path: "/internship",
  title: "Paid AI Internships: Research and Engineering | AI Labs",
  description:
    "Paid, remote AI internships at AI Labs with a dedicated mentor: research on LLM tutors, ML engineering and community. Apply with your CV.",
};
